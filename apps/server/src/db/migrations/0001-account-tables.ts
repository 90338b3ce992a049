/**
 * The account and sync tables (PROTOCOLS.md §1.8), with what the movie-web backend lacks:
 * foreign keys that delete a user's rows with the user, and a NULLS NOT DISTINCT unique key so
 * a movie's progress exists once per user (PostgreSQL 15+).
 */
export const accountTables = `
CREATE TABLE users (
  id text PRIMARY KEY,
  public_key text NOT NULL CONSTRAINT users_public_key_unique UNIQUE,
  namespace text NOT NULL,
  created_at timestamptz(0) NOT NULL,
  last_logged_in timestamptz(0),
  roles text[] NOT NULL DEFAULT '{}',
  profile jsonb NOT NULL
);

CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz(0) NOT NULL,
  accessed_at timestamptz(0) NOT NULL,
  expires_at timestamptz(0) NOT NULL,
  device text NOT NULL,
  user_agent text NOT NULL
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);
CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);

CREATE TABLE challenge_codes (
  code uuid PRIMARY KEY,
  flow text NOT NULL,
  auth_type text NOT NULL,
  created_at timestamptz(0) NOT NULL,
  expires_at timestamptz(0) NOT NULL
);

CREATE TABLE bookmarks (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tmdb_id text NOT NULL,
  meta jsonb NOT NULL,
  updated_at timestamptz(0) NOT NULL,
  PRIMARY KEY (user_id, tmdb_id)
);

CREATE TABLE progress_items (
  id uuid PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tmdb_id text NOT NULL,
  season_id text,
  episode_id text,
  season_number integer,
  episode_number integer,
  meta jsonb NOT NULL,
  duration bigint NOT NULL,
  watched bigint NOT NULL,
  updated_at timestamptz(0) NOT NULL,
  CONSTRAINT progress_items_row_unique
    UNIQUE NULLS NOT DISTINCT (user_id, tmdb_id, season_id, episode_id)
);

CREATE TABLE user_settings (
  id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  application_theme text,
  application_language text,
  default_subtitle_language text,
  proxy_urls text[]
);
`;
