import { STREAM_RULE_IDS, type PlainReply, type PrepareStreamBody } from "@matinee/contracts";
import type { StreamHostsRequest } from "@matinee/player";
import { sendExtensionMessage } from "@matinee/providers";
import { isExtensionActive, whenExtensionChecked, type ExtensionState } from "./extension-state";

/** Each kind of host the engine reports, and the extension rule it replaces (PROTOCOLS §5.3). */
const RULE_IDS: Record<StreamHostsRequest["kind"], number> = {
  stream: STREAM_RULE_IDS.stream,
  hlsLevel: STREAM_RULE_IDS.hlsLevels,
  hlsAudio: STREAM_RULE_IDS.hlsAudio,
};

/** A rule may name at most this many domains (the extension's message bound). */
const MAX_DOMAINS = 100;

/**
 * How long playback waits for the extension to install a rule. It takes milliseconds; an
 * extension that hangs must not keep the stream from trying without it.
 */
export const PREPARE_STREAM_TIMEOUT_MS = 2000;

/**
 * The `prepareStream` body for hosts the engine is about to request, or null when there is
 * nothing to set: no host, or only this site's own (the media library, which sends its own CORS
 * headers and needs no header; a rule there would open every answer of the site to every other
 * site). The rule sets the stream's headers and, always, the extension's CORS answer headers,
 * so streams from hosts without CORS play too.
 */
export function streamRuleOf(
  request: StreamHostsRequest,
  pageHostname: string,
): PrepareStreamBody | null {
  const own = pageHostname.toLowerCase();
  const domains = [...new Set(request.hosts.map((host) => host.toLowerCase()))]
    .filter((host) => host !== "" && host !== own)
    .slice(0, MAX_DOMAINS);
  if (domains.length === 0) return null;
  const headers = Object.entries(request.headers);
  return {
    ruleId: RULE_IDS[request.kind],
    targetDomains: domains,
    ...(headers.length > 0 ? { requestHeaders: Object.fromEntries(headers) } : {}),
  };
}

export interface StreamRulesDeps {
  /**
   * The extension's state once known (default: this page load's check if one has started,
   * 600 ms at most; a media page starts it before it searches).
   */
  extensionState?: () => Promise<Pick<ExtensionState, "status">>;
  /** Sends `prepareStream` (default: the page side of the relay, with a time limit). */
  send?: (body: PrepareStreamBody) => Promise<PlainReply>;
  /** This page's host name (default: `location.hostname`). */
  pageHostname?: () => string;
}

/**
 * The engine's `onStreamHosts` (packages/player): while the extension is active, each report
 * becomes the `prepareStream` rule for those hosts, resolved once the extension has installed
 * it (the engine waits for the "stream" one before it requests the media). Otherwise nothing.
 * A refusal or a silent extension resolves too: the stream then tries without the rule.
 */
export function createStreamRules({
  extensionState = () => whenExtensionChecked(undefined, { start: false }),
  send = (body) =>
    sendExtensionMessage("prepareStream", body, { timeoutMs: PREPARE_STREAM_TIMEOUT_MS }),
  pageHostname = () => window.location.hostname,
}: StreamRulesDeps = {}): (request: StreamHostsRequest) => Promise<void> {
  return async (request) => {
    if (!isExtensionActive(await extensionState())) return;
    const body = streamRuleOf(request, pageHostname());
    if (!body) return;
    try {
      const reply = await send(body);
      if (!reply.success) console.warn("[player] the extension set no header rule:", reply.error);
    } catch (error) {
      console.warn("[player] the extension did not answer prepareStream:", error);
    }
  };
}
