import { sessionPatchInputSchema, userPatchInputSchema, type Profile } from "@matinee/contracts";
import type { FastifyPluginAsync, FastifyPluginCallback } from "fastify";
import type { AccountContext } from "../account/account-context";
import { AccountError, notLoggedIn } from "../account/account-errors";
import { assertOwnsSession, requireUserOwner } from "../account/ownership-policy";
import { presentSession, presentUser } from "../account/presenters";
import {
  deleteSession,
  findSession,
  findSessionWithUser,
  listSessions,
  renameSession,
} from "../account/sessions-store";
import { deleteUsers, findUser, updateProfile } from "../account/users-store";
import { authOf } from "../auth/authenticate";
import { isUuid } from "../auth/ids";
import { syncRoutes } from "./account-sync.routes";

type UserParams = { Params: { uid: string } };
type SessionParams = { Params: { sid: string } };

/**
 * `/users`: the current user (`/@me`) and `/:uid/...` with one ownership hook for the whole
 * subtree. The caller adds authentication.
 */
export const userRoutes: FastifyPluginAsync<{ context: AccountContext }> = async (
  app,
  { context },
) => {
  app.get("/@me", async (request) => {
    const found = await findSessionWithUser(context.db, authOf(request).sessionId);
    if (!found) throw notLoggedIn();
    return { user: presentUser(found.user), session: presentSession(found.session) };
  });

  await app.register(
    async (owned) => {
      owned.addHook("preValidation", requireUserOwner);

      owned.get<UserParams>("", { config: { ownerDenial: "access" } }, async (request) => {
        const user = await findUser(context.db, request.params.uid);
        if (!user) throw new AccountError(404, "User does not exist");
        return { user: presentUser(user) };
      });

      owned.patch<UserParams & { Body: { profile?: Profile } }>(
        "",
        { config: { ownerDenial: "modify" }, schema: { body: userPatchInputSchema } },
        async (request) => {
          const { uid } = request.params;
          const { profile } = request.body;
          const user = profile
            ? await updateProfile(context.db, uid, profile)
            : await findUser(context.db, uid);
          if (!user) throw new AccountError(404, "User does not exist");
          context.sessions.forgetUser(uid);
          return presentUser(user);
        },
      );

      owned.delete<UserParams>("", { config: { ownerDenial: "delete" } }, async (request) => {
        const { uid } = request.params;
        if ((await deleteUsers(context.db, [uid])) === 0) {
          throw new AccountError(404, "User does not exist");
        }
        context.sessions.forgetUser(uid);
        return { id: uid };
      });

      owned.get<UserParams>("/sessions", { config: { ownerDenial: "modify" } }, async (request) => {
        // Expired rows wait for the purge job; a device list shows only live ones.
        const now = context.clock();
        const rows = await listSessions(context.db, request.params.uid);
        return rows.filter((row) => row.expiresAt.getTime() >= now).map(presentSession);
      });

      await owned.register(syncRoutes, { context });
    },
    { prefix: "/:uid" },
  );
};

/** `/sessions/:sid`: rename or remove a device, one's own only. The caller adds authentication. */
export const sessionRoutes: FastifyPluginCallback<{ context: AccountContext }> = (
  app,
  { context },
  done,
) => {
  app.patch<SessionParams & { Body: { deviceName?: string } }>(
    "/:sid",
    { schema: { body: sessionPatchInputSchema } },
    async (request) => {
      const { sid } = request.params;
      const session = isUuid(sid) ? await findSession(context.db, sid) : undefined;
      if (!session) throw new AccountError(404, "Session cannot be found");
      assertOwnsSession(request, session, "edit");
      const { deviceName } = request.body;
      const updated = deviceName ? await renameSession(context.db, sid, deviceName) : session;
      context.sessions.forgetSession(sid);
      return presentSession(updated ?? session);
    },
  );

  app.delete<SessionParams>("/:sid", async (request) => {
    const { sid } = request.params;
    // A session that does not exist is already deleted: the answer is the same (idempotent).
    const session = isUuid(sid) ? await findSession(context.db, sid) : undefined;
    if (session) {
      assertOwnsSession(request, session, "delete");
      await deleteSession(context.db, sid);
      context.sessions.forgetSession(sid);
    }
    return { id: sid };
  });
  done();
};
