import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import type { BookmarkMeta, Profile, ProgressMeta } from "@matinee/contracts";

/**
 * The account tables as Drizzle sees them. The DDL itself is hand-written in migrations/ (the
 * one source of truth for the database); this file must describe the same columns.
 * Times are timestamptz(0): second precision, as the movie-web backend stores them.
 */
const time = (name: string) => timestamp(name, { withTimezone: true, precision: 0, mode: "date" });

export const users = pgTable("users", {
  id: text("id").primaryKey(),
  publicKey: text("public_key").notNull().unique(),
  namespace: text("namespace").notNull(),
  createdAt: time("created_at").notNull(),
  lastLoggedIn: time("last_logged_in"),
  roles: text("roles").array().notNull(),
  profile: jsonb("profile").$type<Profile>().notNull(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: time("created_at").notNull(),
    accessedAt: time("accessed_at").notNull(),
    expiresAt: time("expires_at").notNull(),
    device: text("device").notNull(),
    userAgent: text("user_agent").notNull(),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

export const challengeCodes = pgTable("challenge_codes", {
  code: uuid("code").primaryKey(),
  flow: text("flow").$type<"login" | "registration">().notNull(),
  authType: text("auth_type").notNull(),
  createdAt: time("created_at").notNull(),
  expiresAt: time("expires_at").notNull(),
});

export const bookmarks = pgTable(
  "bookmarks",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tmdbId: text("tmdb_id").notNull(),
    meta: jsonb("meta").$type<BookmarkMeta>().notNull(),
    updatedAt: time("updated_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.tmdbId] })],
);

export const progressItems = pgTable(
  "progress_items",
  {
    id: uuid("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tmdbId: text("tmdb_id").notNull(),
    seasonId: text("season_id"),
    episodeId: text("episode_id"),
    seasonNumber: integer("season_number"),
    episodeNumber: integer("episode_number"),
    meta: jsonb("meta").$type<ProgressMeta>().notNull(),
    duration: bigint("duration", { mode: "number" }).notNull(),
    watched: bigint("watched", { mode: "number" }).notNull(),
    updatedAt: time("updated_at").notNull(),
  },
  // NULLS NOT DISTINCT: a movie (both ids NULL) can exist once per user, enforced here.
  (table) => [
    unique("progress_items_row_unique")
      .on(table.userId, table.tmdbId, table.seasonId, table.episodeId)
      .nullsNotDistinct(),
  ],
);

export const userSettings = pgTable("user_settings", {
  id: text("id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  applicationTheme: text("application_theme"),
  applicationLanguage: text("application_language"),
  defaultSubtitleLanguage: text("default_subtitle_language"),
  proxyUrls: text("proxy_urls").array(),
});

export const schema = { users, sessions, challengeCodes, bookmarks, progressItems, userSettings };

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type BookmarkRow = typeof bookmarks.$inferSelect;
export type ProgressRow = typeof progressItems.$inferSelect;
export type SettingsRow = typeof userSettings.$inferSelect;
