import type {
  AuthResultDto,
  BookmarkDto,
  BookmarkInput,
  ChallengeDto,
  LoginCompleteInput,
  MetaDto,
  Profile,
  ProgressInput,
  ProgressItemDto,
  RegisterCompleteInput,
  SessionDto,
  SettingsInput,
  UserDto,
  UserSettingsDto,
} from "@matinee/contracts";

/** Time one account call may take before it counts as no answer. */
export const ACCOUNT_CALL_TIMEOUT_MS = 15_000;

/**
 * A failed account call: `status` is the HTTP status, or null when there was no answer at all
 * (offline, refused, timed out); `body` is the parsed JSON body, when there was one.
 */
export class AccountApiError extends Error {
  override readonly name = "AccountApiError";
  constructor(
    readonly status: number | null,
    readonly body: unknown,
    what: string,
  ) {
    super(status === null ? `${what}: no answer` : `${what}: HTTP ${status}`);
  }
}

export interface AccountApiOptions {
  /** The account server, e.g. `https://example.org` or `https://example.org/api`. */
  baseUrl: string;
  /** The session token, for every call but `/meta` and `/auth/*`. */
  token?: string | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Signed challenge answer, in the movie-web wire format. */
export type MovieWebLogin = LoginCompleteInput & { namespace: string };

/**
 * Every account call the web app makes (PROTOCOLS.md §1.5), typed with the contracts' shapes.
 * Answers that the caller reads item by item (lists) come back as `unknown`-ish DTO arrays and
 * are checked by the domain's readers; a failed call throws {@link AccountApiError}.
 */
export function createAccountApi(options: AccountApiOptions) {
  const base = options.baseUrl.replace(/\/+$/, "");
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? ACCOUNT_CALL_TIMEOUT_MS;

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const what = `${method} ${path}`;
    const headers: Record<string, string> = {};
    if (body !== undefined) headers["content-type"] = "application/json";
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new AccountApiError(null, undefined, what);
    }
    const text = await response.text().catch(() => "");
    let parsed: unknown;
    try {
      parsed = text === "" ? undefined : JSON.parse(text);
    } catch {
      parsed = text;
    }
    if (!response.ok) throw new AccountApiError(response.status, parsed, what);
    return parsed as T;
  }

  const user = (uid: string) => `/users/${encodeURIComponent(uid)}`;
  const title = (tmdbId: string) => encodeURIComponent(tmdbId);

  return {
    meta: () => call<MetaDto>("GET", "/meta"),
    registerStart: (captchaToken?: string) =>
      call<ChallengeDto>("POST", "/auth/register/start", captchaToken ? { captchaToken } : {}),
    registerComplete: (input: RegisterCompleteInput) =>
      call<AuthResultDto>("POST", "/auth/register/complete", input),
    loginStart: (publicKey: string) =>
      call<ChallengeDto>("POST", "/auth/login/start", { publicKey }),
    loginComplete: (input: MovieWebLogin) =>
      call<AuthResultDto>("POST", "/auth/login/complete", input),
    me: () => call<{ user: UserDto; session: SessionDto }>("GET", "/users/@me"),
    updateProfile: (uid: string, profile: Profile) =>
      call<UserDto>("PATCH", user(uid), { profile }),
    /** Quirk 11: a real DELETE (movie-web sent a GET, so nothing was ever deleted). */
    deleteUser: (uid: string) => call<{ id: string }>("DELETE", user(uid)),
    sessions: (uid: string) => call<SessionDto[]>("GET", `${user(uid)}/sessions`),
    renameSession: (sid: string, deviceName: string) =>
      call<SessionDto>("PATCH", `/sessions/${encodeURIComponent(sid)}`, { deviceName }),
    deleteSession: (sid: string) =>
      call<{ id: string }>("DELETE", `/sessions/${encodeURIComponent(sid)}`),
    bookmarks: (uid: string) => call<BookmarkDto[]>("GET", `${user(uid)}/bookmarks`),
    /** Upserts, so sending one again is harmless (a second POST would be a 400). */
    putBookmarks: (uid: string, items: BookmarkInput[]) =>
      call<BookmarkDto[]>("PUT", `${user(uid)}/bookmarks`, items),
    deleteBookmark: (uid: string, tmdbId: string) =>
      call<unknown>("DELETE", `${user(uid)}/bookmarks/${title(tmdbId)}`),
    progress: (uid: string) => call<ProgressItemDto[]>("GET", `${user(uid)}/progress`),
    putProgress: (uid: string, input: ProgressInput) =>
      call<ProgressItemDto>("PUT", `${user(uid)}/progress/${title(input.tmdbId)}`, input),
    /** Quirk 12: the season and episode ids each in their own field (`{}` for a whole title). */
    deleteProgress: (uid: string, tmdbId: string, ids: { seasonId?: string; episodeId?: string }) =>
      call<unknown>("DELETE", `${user(uid)}/progress/${title(tmdbId)}`, {
        ...(ids.seasonId === undefined ? {} : { seasonId: ids.seasonId }),
        ...(ids.episodeId === undefined ? {} : { episodeId: ids.episodeId }),
      }),
    importProgress: (uid: string, items: ProgressInput[]) =>
      call<ProgressItemDto[]>("PUT", `${user(uid)}/progress/import`, items),
    settings: (uid: string) => call<UserSettingsDto>("GET", `${user(uid)}/settings`),
    putSettings: (uid: string, settings: SettingsInput) =>
      call<UserSettingsDto>("PUT", `${user(uid)}/settings`, settings),
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;

/** The HTTP status of a failed account call; null for no answer or another error. */
export function statusOf(error: unknown): number | null {
  return error instanceof AccountApiError ? error.status : null;
}
