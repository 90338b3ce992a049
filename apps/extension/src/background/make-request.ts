import {
  MAKE_REQUEST_RULE_ID,
  type FormEntries,
  type MakeRequestBody,
  type MakeRequestReply,
} from "@matinee/contracts";
import { buildFullUrl } from "@matinee/providers";
import type { BackgroundDeps } from "./deps";
import { headerRule } from "./rules";

/** The fetch body for a request: forms are rebuilt from their entries (row 19: FormData too). */
export function requestBody(
  request: Pick<MakeRequestBody, "body" | "bodyType">,
): BodyInit | undefined {
  const { body, bodyType } = request;
  if (body === undefined || body === null) return undefined;
  if (bodyType === "FormData") {
    const form = new FormData();
    for (const [name, value] of body as FormEntries) form.append(name, value);
    return form;
  }
  if (bodyType === "URLSearchParams") return new URLSearchParams(body as FormEntries);
  if (typeof body === "string") return body;
  return JSON.stringify(body);
}

/** A FormData body's content type carries its boundary: only the browser can write it. */
function headersFor(request: MakeRequestBody): Record<string, string> {
  const headers = { ...request.headers };
  if (request.bodyType === "FormData") {
    for (const name of Object.keys(headers)) {
      if (name.toLowerCase() === "content-type") delete headers[name];
    }
  }
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!(response.headers.get("content-type") ?? "").includes("application/json")) return text;
  try {
    return text === "" ? text : (JSON.parse(text) as unknown);
  } catch {
    return text;
  }
}

/** Runs one task at a time: rule 23498 describes a single request while it is in flight. */
export function createLock() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

/**
 * Fetches for the page from the extension: the request headers (even those a page may not set,
 * such as Referer or Cookie) go through rule 23498 for the target host, installed for this one
 * request and removed as soon as the answer's headers are in. Requests with headers take turns.
 */
export async function makeRequest(
  request: MakeRequestBody,
  deps: BackgroundDeps,
  lock: ReturnType<typeof createLock>,
): Promise<MakeRequestReply> {
  const url = buildFullUrl(request.url, request); // baseUrl + url + query, http(s) only
  const headers = headersFor(request);
  const rule = headerRule({
    id: MAKE_REQUEST_RULE_ID,
    domains: [new URL(url).hostname],
    requestHeaders: headers,
  });
  const body = requestBody(request);
  const init = { method: request.method.toUpperCase(), headers, body };
  // The extension's own fetch needs no CORS headers: without request headers, no rule either
  // (and no waiting for another request's rule).
  const response =
    rule.action.requestHeaders === undefined
      ? await deps.fetch(url, init)
      : await lock(async () => {
          await deps.updateDynamicRules({
            removeRuleIds: [MAKE_REQUEST_RULE_ID],
            addRules: [rule],
          });
          try {
            return await deps.fetch(url, init);
          } finally {
            await deps.updateDynamicRules({ removeRuleIds: [MAKE_REQUEST_RULE_ID] });
          }
        });
  const finalUrl = response.url || url;
  const responseHeaders: Record<string, string> = Object.fromEntries(response.headers);
  const cookies = await deps.getCookies(finalUrl);
  if (cookies.length > 0) {
    responseHeaders["set-cookie"] = cookies.map((c) => `${c.name}=${c.value}`).join(", ");
  }
  return {
    success: true,
    response: {
      statusCode: response.status,
      headers: responseHeaders,
      finalUrl,
      body: await readBody(response),
    },
  };
}
