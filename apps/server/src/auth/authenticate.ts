import type { FastifyRequest } from "fastify";
import { AccountError, notLoggedIn } from "../account/account-errors";
import { storedNow, type AccountContext } from "../account/account-context";
import { findSession, SESSION_LIFETIME_MS, touchSession } from "../account/sessions-store";
import type { CachedSession } from "./session-cache";
import { isUuid } from "./ids";
import { readSessionToken } from "./session-token";

/** A session touched this recently is not rewritten: the sliding expiry costs no write per request. */
const TOUCH_INTERVAL_MS = 60_000;

/** Who is asking: the ids of the session and its user (routes read rows they need themselves). */
export interface Authenticated {
  sessionId: string;
  userId: string;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the authenticate hook on the routes that need a session. */
    auth: Authenticated | null;
  }
}

/** The authenticated session of a request behind the hook (a bug if called elsewhere). */
export function authOf(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new Error("route is missing the authenticate hook");
  return request.auth;
}

/**
 * The `onRequest` hook of every route that needs a session (PROTOCOLS.md §1.1): no header →
 * 401, a header that is not a valid bearer token → 400, an unknown or expired session → 401.
 * A session in use slides its expiry forward (at most one write a minute).
 */
export function createAuthenticateHook(context: AccountContext) {
  return async function authenticate(request: FastifyRequest): Promise<void> {
    const header = request.headers.authorization;
    if (header === undefined) throw notLoggedIn();
    const [scheme, token = ""] = header.split(" ");
    const sessionId =
      scheme?.toLowerCase() === "bearer" ? await readSessionToken(token, context.secret) : null;
    if (sessionId === null) throw new AccountError(400, "Invalid authentication");
    if (!isUuid(sessionId)) throw notLoggedIn();

    const nowMs = context.clock();
    let found = context.sessions.get(sessionId, nowMs);
    let changed = false;
    if (!found) {
      const session = await findSession(context.db, sessionId);
      if (!session) throw notLoggedIn();
      found = {
        sessionId,
        userId: session.userId,
        accessedAtMs: session.accessedAt.getTime(),
        expiresAtMs: session.expiresAt.getTime(),
      } satisfies CachedSession;
      changed = true;
    }
    if (found.expiresAtMs < nowMs) {
      context.sessions.forgetSession(sessionId);
      throw notLoggedIn();
    }
    if (nowMs - found.accessedAtMs >= TOUCH_INTERVAL_MS) {
      const at = storedNow(context);
      await touchSession(context.db, sessionId, at);
      found = {
        ...found,
        accessedAtMs: at.getTime(),
        expiresAtMs: at.getTime() + SESSION_LIFETIME_MS,
      };
      changed = true;
    }
    // Only a fresh read restarts the cache entry's life, so it never outlives its TTL in use.
    if (changed) context.sessions.set(found, nowMs);
    request.auth = { sessionId, userId: found.userId };
  };
}
