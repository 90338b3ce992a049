import { bookmarkInputSchema, progressInputSchema } from "@matinee/contracts";
import fc from "fast-check";
import type { RouteOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { librarySubtitleId } from "../../src/subtitles/library-subtitles";
import { sharedTestDatabase, testConfig } from "../helper";
import { bearer, randomKeys, userAgent, profile } from "../account/harness";
import { arbitraryFromJsonSchema, HOSTILE_STRINGS, jsonSchemaOf } from "./schema-arbitrary";

/**
 * A standing check on every route the server has (enumerated as the app adds them, so a new
 * route is fuzzed without anyone listing it): generated paths, queries, bodies and sessions
 * never make it answer 5xx or crash, and a schema's refusal names the field. Fixed seed;
 * FUZZ_RUNS (total requests, default 3,000) turns it up.
 */
const TOTAL_RUNS = Number(process.env.FUZZ_RUNS ?? 3000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

interface Route {
  method: string;
  url: string;
  schema: RouteOptions["schema"];
}

/**
 * Routes whose schema checks a list's length only (their items are checked a slice at a time
 * in the handler): the item schema, so generated lists hold items worth checking.
 */
const LIST_ITEMS: Record<string, unknown> = {
  "PUT /users/:uid/bookmarks": bookmarkInputSchema,
  "PUT /users/:uid/progress/import": progressInputSchema,
};

async function buildFuzzedApp() {
  const routes: Route[] = [];
  const app = await buildApp(testConfig({ RATE_LIMITS: "false", SCRAPE_ARCHIVE: "false" }), {
    logger: false,
    account: { database: await sharedTestDatabase(), jobs: false },
    onRoute: (route) => {
      for (const method of [route.method].flat()) {
        routes.push({ method, url: route.url, schema: route.schema });
      }
    },
  });
  return { app, routes };
}

type App = Awaited<ReturnType<typeof buildFuzzedApp>>["app"];

/** A signed-in account the fuzzer acts as; made again when a fuzzed request deleted it. */
function createAccount(app: App) {
  let current: { userId: string; sessionId: string; token: string } | null = null;
  async function register() {
    const keys = randomKeys();
    const start = await app.inject({ method: "POST", url: "/auth/register/start", payload: {} });
    const code = start.json<{ challenge: string }>().challenge;
    const done = await app.inject({
      method: "POST",
      url: "/auth/register/complete",
      headers: { "user-agent": userAgent },
      payload: {
        publicKey: keys.publicKey,
        challenge: { code, signature: keys.sign(code) },
        namespace: "movie-web",
        device: "fuzz",
        profile,
      },
    });
    const body = done.json<{ user: { id: string }; session: { id: string }; token: string }>();
    return { userId: body.user.id, sessionId: body.session.id, token: body.token };
  }
  return {
    async get() {
      current ??= await register();
      return current;
    },
    /** After a request that may have ended the account or the session. */
    async check() {
      if (!current) return;
      const me = await app.inject({ url: "/users/@me", headers: bearer(current.token) });
      if (me.statusCode !== 200) current = null;
    },
  };
}

/** A path parameter: mostly one that names something real, else anything. */
function paramArbitrary(name: string, account: { userId: string; sessionId: string }) {
  const real: Record<string, string[]> = {
    uid: [account.userId],
    sid: [account.sessionId, crypto.randomUUID()],
    tmdbid: ["653", "10378", "1"],
    tmdbId: ["10378", "653"],
    season: ["1"],
    episode: ["1"],
    size: ["w342", "original"],
    file: ["10378.svg"],
    // GET /subtitles/:id: a demo library file (Big Buck Bunny's Spanish SRT), an OpenSubtitles
    // id (the source is off here), an unknown library id.
    id: [
      librarySubtitleId("big-buck-bunny/big-buck-bunny.es.srt"),
      "os-1",
      "lib-0123456789abcdef0123",
    ],
  };
  return fc.oneof(
    { arbitrary: fc.constantFrom(...(real[name] ?? ["1"])), weight: 3 },
    { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 1 },
    { arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 12 }), weight: 1 },
  );
}

/**
 * A path segment percent-encoded; an unpaired surrogate (which encodeURIComponent refuses) goes
 * out as the bytes a careless client would send for it (CESU-8, invalid UTF-8).
 */
function encodeSegment(segment: string): string {
  return segment.replace(/[\ud800-\udbff][\udc00-\udfff]|[^]/g, (char) => {
    if (!/^[\ud800-\udfff]$/.test(char)) return encodeURIComponent(char);
    const unit = char.charCodeAt(0);
    const bytes = [0xed, 0xa0 | ((unit >> 6) & 0x1f), 0x80 | (unit & 0x3f)];
    return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join("");
  });
}

/** Some path for a wildcard: real-looking segments, traversal, encodings. */
const wildcardPath = fc
  .array(
    fc.oneof(
      fc.constantFrom("movie", "master.m3u8", "clip.mp4", "index.html", "assets", "3", "search"),
      fc.constantFrom(...HOSTILE_STRINGS),
      fc.string({ maxLength: 8 }),
    ),
    { maxLength: 4 },
  )
  .map((segments) => segments.map(encodeSegment).join("/"));

/** The request for one route: its path filled in, a query, a body, with or without a session. */
function requestArbitrary(
  route: Route,
  account: { userId: string; sessionId: string; token: string },
) {
  const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown };
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? "");
  const params = fc.tuple(...names.map((name) => paramArbitrary(name, account)));
  const querySchema = jsonSchemaOf(schema.querystring);
  const query = querySchema
    ? arbitraryFromJsonSchema(querySchema)
    : fc.option(
        fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
      );
  const items = LIST_ITEMS[`${route.method} ${route.url}`];
  const bodySchema = items
    ? { type: "array", maxItems: 3, items: jsonSchemaOf(items) ?? {} }
    : jsonSchemaOf(schema.body);
  const hasBody = !["GET", "HEAD", "OPTIONS"].includes(route.method);
  const body = hasBody && bodySchema ? arbitraryFromJsonSchema(bodySchema) : fc.constant(undefined);
  return fc
    .record({
      params,
      wildcard: wildcardPath,
      query,
      body: fc.oneof({ arbitrary: body, weight: 5 }, fc.constant(undefined), fc.jsonValue()),
      signedIn: fc.oneof({ arbitrary: fc.constant(true), weight: 4 }, fc.constant(false)),
    })
    .map(({ params, wildcard, query, body, signedIn }) => {
      let index = 0;
      const path = route.url
        .replace(/:(\w+)/g, () => encodeSegment(params[index++] ?? ""))
        .replace(/\*$/, wildcard);
      const search = new URLSearchParams();
      if (query && typeof query === "object") {
        for (const [key, value] of Object.entries(query)) search.append(key, String(value));
      }
      const rooted = path.startsWith("/") ? path : `/${path}`;
      const url = search.size > 0 ? `${rooted}?${search.toString()}` : rooted;
      return {
        method: route.method as "GET",
        url,
        headers: {
          "user-agent": userAgent,
          ...(signedIn ? bearer(account.token) : {}),
          ...(body !== undefined ? { "content-type": "application/json" } : {}),
        },
        ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
      };
    });
}

/** A 400 from a schema names what was wrong: movie-web's issues with paths, or our `field`. */
function namesTheField(body: unknown): boolean {
  if (!body || typeof body !== "object") return true;
  const answer = body as { errorType?: string; errors?: unknown; error?: string; field?: unknown };
  if (answer.errorType === "validation") {
    return (
      Array.isArray(answer.errors) &&
      answer.errors.length > 0 &&
      answer.errors.every((issue: { path?: unknown; message?: unknown }) => {
        return Array.isArray(issue.path) && typeof issue.message === "string";
      })
    );
  }
  if (answer.error === "validation") return typeof answer.field === "string" && answer.field !== "";
  return true;
}

describe("every route under generated requests", () => {
  it("answers below 500, names the field of a schema refusal, and keeps serving", async () => {
    const { app, routes } = await buildFuzzedApp();
    await app.ready();
    const account = createAccount(app);
    // Routes that read input get three shares of the runs; the others one.
    const shares = (route: Route) => (route.schema || /[:*]/.test(route.url) ? 3 : 1);
    const share = TOTAL_RUNS / routes.reduce((sum, route) => sum + shares(route), 0);
    const failures: string[] = [];
    for (const route of routes) {
      const current = await account.get();
      await fc
        .assert(
          fc.asyncProperty(requestArbitrary(route, current), async (request) => {
            const response = await app.inject(request);
            if (route.method === "DELETE") await account.check();
            const json = String(response.headers["content-type"]).includes("json")
              ? (JSON.parse(response.body || "null") as unknown)
              : null;
            const ok =
              response.statusCode < 500 && (response.statusCode !== 400 || namesTheField(json));
            if (!ok)
              failures.push(
                `${request.method} ${request.url} ${request.payload?.slice(0, 300) ?? ""}` +
                  ` -> ${response.statusCode} ${response.body.slice(0, 300)}`,
              );
            return ok;
          }),
          {
            seed: SEED,
            numRuns: Math.max(5, Math.round(share * shares(route))),
            endOnFailure: true,
          },
        )
        .catch((error: unknown) => {
          // A failed check is listed above; anything else (a generator or inject throwing) here.
          if (!failures.length) failures.push(`${route.method} ${route.url}: ${String(error)}`);
        });
    }
    expect(failures).toEqual([]);
    expect((await app.inject({ url: "/healthz" })).statusCode).toBe(200);
    await app.close();
  }, 240_000);
});
