import type { BookmarkInput, MetaDto, Profile, ProgressInput } from "@matinee/contracts";

// An account server in memory, answering `fetch` as the real one does for the calls the web app
// makes (PROTOCOLS §1.5; signatures are not checked). `down` makes every call fail as offline;
// `failNext` answers the next calls with a status.

interface FakeUser {
  id: string;
  publicKey: string;
  profile: Profile;
  bookmarks: Map<string, { meta: BookmarkInput["meta"]; updatedAt: string }>;
  progress: Map<string, ProgressInput & { updatedAt: string }>;
  settings: Record<string, unknown>;
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

export function createFakeAccountServer(baseUrl = "https://account.test") {
  const users = new Map<string, FakeUser>();
  const sessions = new Map<string, { id: string; userId: string; device: string }>();
  const calls: RecordedCall[] = [];
  // A day behind this machine: what the server stored earlier is older than local edits.
  let clock = Date.now() - 86_400_000;
  let count = 0;
  const server = {
    baseUrl,
    calls,
    users,
    sessions,
    down: false,
    /** What `GET /meta` answers; with `hasCaptcha`, registration needs a `captchaToken`. */
    meta: { name: "Fake", version: "1", hasCaptcha: false } as MetaDto,
    failures: [] as number[],
    failNext(...statuses: number[]) {
      server.failures.push(...statuses);
    },
    /** The server's clock (ISO times of what it stores); moves 1 s per write. */
    now: () => new Date((clock += 1000)).toISOString(),
    setClock(ms: number) {
      clock = ms;
    },
    fetch: handle,
  };

  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  const message = (status: number, text: string) =>
    json(status, { errorType: "message", message: text });

  function newSession(user: FakeUser, device: string) {
    const session = { id: `session-${++count}`, userId: user.id, device };
    const token = `token-${count}`;
    sessions.set(token, session);
    return {
      token,
      session: { ...session, createdAt: server.now(), accessedAt: server.now(), userAgent: "test" },
    };
  }

  const present = (user: FakeUser) => ({
    id: user.id,
    profile: user.profile,
    publicKey: user.publicKey,
  });

  function progressRows(user: FakeUser) {
    return [...user.progress.values()].map((row) => ({
      id: `${row.tmdbId}-${row.episodeId ?? "movie"}`,
      tmdbId: row.tmdbId,
      season: { id: row.seasonId ?? null, number: row.seasonNumber ?? null },
      episode: { id: row.episodeId ?? null, number: row.episodeNumber ?? null },
      meta: row.meta,
      duration: String(row.duration),
      watched: String(row.watched),
      updatedAt: row.updatedAt,
    }));
  }

  /** Answers on a later microtask, as a network would. */
  async function handle(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    await Promise.resolve();
    return answer(input, init);
  }

  function answer(input: RequestInfo | URL, init?: RequestInit): Response {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const method = init?.method ?? "GET";
    const body: unknown = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const path = url.pathname;
    calls.push({ method, path, body });
    if (server.down) throw new TypeError("Failed to fetch");
    const failure = server.failures.shift();
    if (failure !== undefined) return message(failure, "Injected failure");

    const data = (body ?? {}) as Record<string, unknown>;
    if (path === "/meta") return json(200, server.meta);
    if (path === "/auth/register/start" && server.meta.hasCaptcha && !data.captchaToken) {
      return message(400, "captcha token is required");
    }
    if (path === "/auth/register/start" || path === "/auth/login/start") {
      if (path === "/auth/login/start" && !users.has(String(data.publicKey))) {
        return message(401, "User cannot be found");
      }
      return json(200, { challenge: `challenge-${++count}` });
    }
    if (path === "/auth/register/complete") {
      const user: FakeUser = {
        id: `user-${++count}`,
        publicKey: String(data.publicKey),
        profile: data.profile as Profile,
        bookmarks: new Map(),
        progress: new Map(),
        settings: {},
      };
      users.set(user.publicKey, user);
      return json(200, { user: present(user), ...newSession(user, String(data.device)) });
    }
    if (path === "/auth/login/complete") {
      const user = users.get(String(data.publicKey));
      if (!user) return message(401, "User cannot be found");
      return json(200, { user: present(user), ...newSession(user, String(data.device)) });
    }

    const token = new Headers(init?.headers).get("authorization")?.replace(/^Bearer /, "");
    const session = token ? sessions.get(token) : undefined;
    const user = [...users.values()].find((candidate) => candidate.id === session?.userId);
    if (!session || !user) return message(401, "Not logged in");
    if (path === "/users/@me") {
      return json(200, {
        user: present(user),
        session: { ...session, createdAt: "", accessedAt: "" },
      });
    }
    const sessionPath = /^\/sessions\/([^/]+)$/.exec(path);
    if (sessionPath) {
      const entry = [...sessions.entries()].find(([, value]) => value.id === sessionPath[1]);
      if (method === "DELETE" && entry) sessions.delete(entry[0]);
      if (method === "PATCH" && entry) entry[1].device = String(data.deviceName);
      return json(200, { id: sessionPath[1], device: entry?.[1].device });
    }
    const match = /^\/users\/([^/]+)(?:\/(\w+))?(?:\/([^/]+))?$/.exec(path);
    if (!match || match[1] !== user.id)
      return message(403, "Cannot modify user other than yourself");
    const [, , area, item] = match;
    if (!area && method === "DELETE") {
      users.delete(user.publicKey);
      return json(200, { id: user.id });
    }
    if (!area && method === "PATCH") {
      user.profile = data.profile as Profile;
      return json(200, present(user));
    }
    if (area === "sessions") {
      const own = [...sessions.values()].filter((value) => value.userId === user.id);
      return json(
        200,
        own.map((value) => ({ ...value, createdAt: "", accessedAt: "", userAgent: "" })),
      );
    }
    if (area === "bookmarks") {
      if (method === "PUT") {
        for (const entry of body as BookmarkInput[]) {
          user.bookmarks.set(entry.tmdbId, { meta: entry.meta, updatedAt: server.now() });
        }
      }
      if (method === "DELETE" && item) user.bookmarks.delete(item);
      const rows = [...user.bookmarks].map(([tmdbId, value]) => ({ tmdbId, ...value }));
      return json(200, rows);
    }
    if (area === "progress") {
      const key = (row: { tmdbId: string; episodeId?: string | undefined }) =>
        `${row.tmdbId}:${row.episodeId ?? ""}`;
      if (method === "PUT" && item === "import") {
        for (const row of body as ProgressInput[]) {
          user.progress.set(key(row), { ...row, updatedAt: row.updatedAt ?? server.now() });
        }
      } else if (method === "PUT") {
        const row = body as ProgressInput;
        user.progress.set(key(row), { ...row, updatedAt: server.now() });
      } else if (method === "DELETE") {
        for (const [rowKey, row] of user.progress) {
          const episodeId = data.episodeId as string | undefined;
          if (row.tmdbId === item && (episodeId === undefined || row.episodeId === episodeId)) {
            user.progress.delete(rowKey);
          }
        }
      }
      return json(200, progressRows(user));
    }
    if (area === "settings") {
      if (method === "PUT") Object.assign(user.settings, data);
      return json(200, { id: user.id, ...user.settings });
    }
    return message(404, "Not found");
  }

  return server;
}

export type FakeAccountServer = ReturnType<typeof createFakeAccountServer>;
