import {
  bookmarkImportListSchema,
  bookmarkInputSchema,
  progressDeleteInputSchema,
  progressImportListSchema,
  progressInputSchema,
  settingsInputSchema,
  titleParamsSchema,
  type BookmarkInput,
  type ProgressInput,
  type SettingsInput,
} from "@matinee/contracts";
import { planProgressImport } from "@matinee/domain";
import type { FastifyPluginCallback } from "fastify";
import { storedNow, type AccountContext } from "../account/account-context";
import { AccountError } from "../account/account-errors";
import { presentBookmark, presentProgress, presentSettings } from "../account/presenters";
import { enforceRateLimit } from "../account/rate-limited";
import { parseInSlices } from "../http/parse-in-slices";
import {
  deleteBookmark,
  insertBookmark,
  listBookmarks,
  upsertBookmarks,
} from "../sync/bookmarks-store";
import {
  applyProgressImport,
  deleteProgress,
  listProgressKeys,
  upsertProgress,
} from "../sync/progress-store";
import { listProgressJson } from "../sync/progress-list-json";
import { findSettings, saveSettings } from "../sync/settings-store";

type Uid = { uid: string };
type Title = { uid: string; tmdbid: string };

/**
 * Bookmarks, progress and settings of `/users/:uid` (PROTOCOLS.md §1.5). Registered inside the
 * users subtree, so authentication and the ownership policy have already run.
 */
export const syncRoutes: FastifyPluginCallback<{ context: AccountContext }> = (
  app,
  { context },
  done,
) => {
  const modify = { ownerDenial: "modify" } as const;

  app.get<{ Params: Uid }>(
    "/bookmarks",
    { config: { ownerDenial: "information" } },
    async (request) => (await listBookmarks(context.db, request.params.uid)).map(presentBookmark),
  );

  app.post<{ Params: Title; Body: BookmarkInput }>(
    "/bookmarks/:tmdbid",
    { config: modify, schema: { params: titleParamsSchema, body: bookmarkInputSchema } },
    async (request) => {
      const { uid, tmdbid } = request.params;
      const created = await insertBookmark(context.db, {
        userId: uid,
        tmdbId: tmdbid,
        meta: request.body.meta,
        updatedAt: storedNow(context),
      });
      if (!created) throw new AccountError(400, "Already bookmarked");
      return presentBookmark(created);
    },
  );

  app.put<{ Params: Uid; Body: unknown[] }>(
    "/bookmarks",
    { config: modify, schema: { body: bookmarkImportListSchema } },
    async (request) => {
      const items = await parseInSlices(bookmarkInputSchema, request.body);
      const rows = await upsertBookmarks(context.db, request.params.uid, items, storedNow(context));
      return rows.map(presentBookmark);
    },
  );

  app.delete<{ Params: Title }>(
    "/bookmarks/:tmdbid",
    { config: modify, schema: { params: titleParamsSchema } },
    async (request) => {
      await deleteBookmark(context.db, request.params.uid, request.params.tmdbid);
      return { tmdbId: request.params.tmdbid };
    },
  );

  app.get<{ Params: Uid }>("/progress", { config: modify }, async (request, reply) => {
    const list = await listProgressJson(context.db, request.params.uid);
    return reply.type("application/json").send(list);
  });

  app.put<{ Params: Uid; Body: unknown[] }>(
    "/progress/import",
    { config: modify, schema: { body: progressImportListSchema } },
    async (request) => {
      const items = await parseInSlices(progressInputSchema, request.body);
      // Before any write: a 429 here means nothing was imported (movie-web checked after).
      await enforceRateLimit(context, request, "progress_import");
      const { matched, inserted } = await context.db.transaction(async (tx) => {
        const stored = await listProgressKeys(tx, request.params.uid);
        const plan = planProgressImport(stored, items, storedNow(context).getTime());
        return applyProgressImport(tx, request.params.uid, plan);
      });
      return [
        ...matched.map((row) => presentProgress(row, true)),
        ...inserted.map((row) => presentProgress(row, false)),
      ];
    },
  );

  app.put<{ Params: Title; Body: ProgressInput }>(
    "/progress/:tmdbid",
    { config: modify, schema: { params: titleParamsSchema, body: progressInputSchema } },
    async (request) => {
      const { uid, tmdbid } = request.params;
      const row = await upsertProgress(context.db, uid, tmdbid, request.body, storedNow(context));
      return presentProgress(row, false);
    },
  );

  app.delete<{ Params: Title; Body: { seasonId?: string; episodeId?: string } | null | undefined }>(
    "/progress/:tmdbid",
    { config: modify, schema: { params: titleParamsSchema, body: progressDeleteInputSchema } },
    async (request) => {
      const { uid, tmdbid } = request.params;
      const { seasonId, episodeId } = request.body ?? {};
      const count = await deleteProgress(context.db, uid, tmdbid, { seasonId, episodeId });
      return {
        count,
        tmdbId: tmdbid,
        ...(episodeId ? { episodeId } : {}),
        ...(seasonId ? { seasonId } : {}),
      };
    },
  );

  app.get<{ Params: Uid }>("/settings", { config: { ownerDenial: "settings" } }, async (request) =>
    presentSettings(request.params.uid, await findSettings(context.db, request.params.uid)),
  );

  app.put<{ Params: Uid; Body: SettingsInput }>(
    "/settings",
    { config: modify, schema: { body: settingsInputSchema } },
    async (request) =>
      presentSettings(
        request.params.uid,
        await saveSettings(context.db, request.params.uid, request.body),
      ),
  );
  done();
};
