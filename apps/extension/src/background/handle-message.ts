import {
  makeRequestBodySchema,
  openPageBodySchema,
  prepareStreamBodySchema,
  relayedRequestSchema,
  type ExtensionFailure,
  type ExtensionReplies,
  type HelloReply,
  type OpenPageBody,
  type PlainReply,
  type PrepareStreamBody,
} from "@matinee/contracts";
import { isAllowed, notWhitelistedError, readWhitelist, siteHost } from "../shared/whitelist";
import type { BackgroundDeps, Sender } from "./deps";
import { createLock, makeRequest } from "./make-request";
import { headerRule } from "./rules";

type Reply = ExtensionReplies[keyof ExtensionReplies];

interface SchemaResult<T> {
  success: boolean;
  data?: T;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}

function failure(error: string): ExtensionFailure {
  return { success: false, error };
}

/** "field: what is wrong" for each problem, so the page's developer sees which field failed. */
function describeIssues(name: string, result: SchemaResult<unknown>): string {
  const issues = (result.error?.issues ?? []).map(
    (issue) => `${issue.path.map(String).join(".") || "body"}: ${issue.message}`,
  );
  return `Invalid ${name} body: ${issues.join("; ")}`;
}

async function hello(sender: Sender, deps: BackgroundDeps): Promise<HelloReply> {
  if (sender.url === undefined) return failure("hello must come from a page");
  const [whitelist, hasPermission] = await Promise.all([
    readWhitelist(deps.storage),
    deps.hasHostPermission(),
  ]);
  return {
    success: true,
    version: deps.version,
    allowed: isAllowed(whitelist, sender.url),
    hasPermission,
  };
}

async function prepareStream(body: PrepareStreamBody, deps: BackgroundDeps): Promise<PlainReply> {
  const rule = headerRule({
    id: body.ruleId,
    ...(body.targetDomains ? { domains: body.targetDomains } : {}),
    ...(body.targetRegex !== undefined ? { regex: body.targetRegex } : {}),
    ...(body.requestHeaders ? { requestHeaders: body.requestHeaders } : {}),
    ...(body.responseHeaders ? { responseHeaders: body.responseHeaders } : {}),
  });
  await deps.updateDynamicRules({ removeRuleIds: [body.ruleId], addRules: [rule] });
  return { success: true };
}

/** Opens an extension page in the sender's tab, to come back to the sender's own site. */
async function openPage(
  body: OpenPageBody,
  sender: Sender,
  deps: BackgroundDeps,
): Promise<PlainReply> {
  if (sender.tabId === undefined) return failure("openPage must come from a tab");
  const target = siteHost(body.redirectUrl);
  if (target === null || target !== siteHost(sender.url)) {
    return failure("redirectUrl must be an http(s) address of the sending site");
  }
  const query = `redirectUrl=${encodeURIComponent(body.redirectUrl)}`;
  await deps.navigateTab(sender.tabId, deps.pageUrl(`tabs/${body.page}.html?${query}`));
  return { success: true };
}

/**
 * The background's one entry: checks the message and its body, the sender's whitelist entry
 * for the messages that act for a site, and answers every message exactly once, in the
 * envelope of §5.2 (an exception becomes `{ success: false, error }`).
 */
export function createMessageHandler(deps: BackgroundDeps) {
  const lock = createLock();

  async function route(message: unknown, sender: Sender): Promise<Reply> {
    const request = relayedRequestSchema.safeParse(message);
    if (!request.success) return failure("Unknown message");
    const { name, body } = request.data;
    if (name === "hello") return hello(sender, deps);

    if (name === "openPage") {
      const parsed = openPageBodySchema.safeParse(body);
      if (!parsed.success) return failure(describeIssues(name, parsed));
      return openPage(parsed.data, sender, deps);
    }
    if (!isAllowed(await readWhitelist(deps.storage), sender.url)) {
      return failure(notWhitelistedError(sender.url));
    }
    if (name === "makeRequest") {
      const parsed = makeRequestBodySchema.safeParse(body);
      if (!parsed.success) return failure(describeIssues(name, parsed));
      return makeRequest(parsed.data, deps, lock);
    }
    const parsed = prepareStreamBodySchema.safeParse(body);
    if (!parsed.success) return failure(describeIssues(name, parsed));
    return prepareStream(parsed.data, deps);
  }

  return async (message: unknown, sender: Sender): Promise<Reply> => {
    try {
      return await route(message, sender);
    } catch (error) {
      return failure(error instanceof Error ? error.message : String(error));
    }
  };
}
