import type {
  BookmarkDto,
  ProgressItemDto,
  SessionDto,
  UserDto,
  UserSettingsDto,
} from "@matinee/contracts";
import type { BookmarkRow, ProgressRow, SessionRow, SettingsRow, UserRow } from "../db/schema";

/** Rows to the wire shapes of PROTOCOLS.md §1.4 (movie-web's field names). */
export function presentUser(user: UserRow): UserDto {
  return {
    id: user.id,
    namespace: user.namespace,
    publicKey: user.publicKey,
    roles: user.roles,
    createdAt: user.createdAt.toISOString(),
    ...(user.lastLoggedIn ? { lastLoggedIn: user.lastLoggedIn.toISOString() } : {}),
    profile: user.profile,
  };
}

export function presentSession(session: SessionRow): SessionDto {
  return {
    id: session.id,
    userId: session.userId,
    createdAt: session.createdAt.toISOString(),
    accessedAt: session.accessedAt.toISOString(),
    device: session.device,
    userAgent: session.userAgent,
  };
}

export function presentBookmark(bookmark: BookmarkRow): BookmarkDto {
  return {
    tmdbId: bookmark.tmdbId,
    meta: bookmark.meta,
    updatedAt: bookmark.updatedAt.toISOString(),
  };
}

/**
 * `numbersAsText`: rows read back from storage carry duration and watched as numeric strings,
 * as the reference backend sends them (clients coerce); rows just written carry numbers.
 */
export function presentProgress(row: ProgressRow, numbersAsText: boolean): ProgressItemDto {
  return {
    id: row.id,
    tmdbId: row.tmdbId,
    season: { id: row.seasonId, number: row.seasonNumber },
    episode: { id: row.episodeId, number: row.episodeNumber },
    meta: row.meta,
    duration: numbersAsText ? String(row.duration) : row.duration,
    watched: numbersAsText ? String(row.watched) : row.watched,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentSettings(userId: string, row: SettingsRow | undefined): UserSettingsDto {
  if (!row) return { id: userId };
  return {
    id: userId,
    applicationTheme: row.applicationTheme,
    applicationLanguage: row.applicationLanguage,
    defaultSubtitleLanguage: row.defaultSubtitleLanguage,
    proxyUrls: row.proxyUrls,
  };
}
