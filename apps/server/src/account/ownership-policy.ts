import type { FastifyRequest } from "fastify";
import type { SessionRow } from "../db/schema";
import { AccountError } from "./account-errors";
import { authOf } from "../auth/authenticate";

/** Why a user may not touch another user's data, in movie-web's words per route (403). */
export const USER_DENIALS = {
  access: "Cannot access users other than yourself",
  modify: "Cannot modify user other than yourself",
  delete: "Cannot delete user other than yourself",
  information: "Cannot access other user information",
  settings: "Cannot get other user information",
} as const;

export type UserDenial = keyof typeof USER_DENIALS;

/** Why a user may not touch another user's session (401, as movie-web answers). */
export const SESSION_DENIALS = {
  edit: "Cannot edit sessions other than your own",
  delete: "Cannot delete sessions you do not own",
} as const;

declare module "fastify" {
  interface FastifyContextConfig {
    /** Which refusal a `/users/:uid/...` route gives a user who is not `:uid`. */
    ownerDenial?: UserDenial;
  }
}

/**
 * The one ownership policy of the account API: a user reaches only `/users/<own id>/...`
 * and only their own sessions. Everything that authorises goes through these two checks.
 */
export function assertOwnsUser(request: FastifyRequest, userId: string, denial: UserDenial) {
  if (authOf(request).userId !== userId) throw new AccountError(403, USER_DENIALS[denial]);
}

export function assertOwnsSession(
  request: FastifyRequest,
  session: SessionRow,
  denial: keyof typeof SESSION_DENIALS,
) {
  if (authOf(request).userId !== session.userId) {
    throw new AccountError(401, SESSION_DENIALS[denial]);
  }
}

/** `preValidation` hook of the `/users/:uid` subtree: applies the policy before any work. */
export function requireUserOwner(request: FastifyRequest): Promise<void> {
  const { uid } = request.params as { uid: string };
  const denial = request.routeOptions.config.ownerDenial ?? "access";
  return Promise.resolve().then(() => assertOwnsUser(request, uid, denial));
}
