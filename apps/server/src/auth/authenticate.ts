import type { FastifyRequest } from "fastify";
import { AccountError, notLoggedIn } from "../account/account-errors";
import { storedNow, type AccountContext } from "../account/account-context";
import type { SessionRow, UserRow } from "../db/schema";
import { findSessionWithUser, SESSION_LIFETIME_MS, touchSession } from "../account/sessions-store";
import { isUuid } from "./ids";
import { readSessionToken } from "./session-token";

/** A session touched this recently is not rewritten: the sliding expiry costs no write per request. */
const TOUCH_INTERVAL_MS = 60_000;

export interface Authenticated {
  session: SessionRow;
  user: UserRow;
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
      scheme?.toLowerCase() === "bearer" ? readSessionToken(token, context.secret) : null;
    if (sessionId === null) throw new AccountError(400, "Invalid authentication");
    if (!isUuid(sessionId)) throw notLoggedIn();

    const nowMs = context.clock();
    let found = context.sessions.get(sessionId, nowMs);
    let changed = false;
    if (!found) {
      found = await findSessionWithUser(context.db, sessionId);
      if (!found) throw notLoggedIn();
      changed = true;
    }
    if (found.session.expiresAt.getTime() < nowMs) {
      context.sessions.forgetSession(sessionId);
      throw notLoggedIn();
    }
    if (nowMs - found.session.accessedAt.getTime() >= TOUCH_INTERVAL_MS) {
      const at = storedNow(context);
      await touchSession(context.db, sessionId, at);
      found = {
        user: found.user,
        session: {
          ...found.session,
          accessedAt: at,
          expiresAt: new Date(at.getTime() + SESSION_LIFETIME_MS),
        },
      };
      changed = true;
    }
    // Only a fresh read restarts the cache entry's life, so it never outlives its TTL in use.
    if (changed) context.sessions.set(sessionId, found, nowMs);
    request.auth = found;
  };
}
