import type { MakeRequestBody, MakeRequestReply } from "@matinee/contracts";
import { ScrapeError } from "../engine/errors";
import { buildFullUrl, type Fetcher } from "./fetcher";

export interface ExtensionFetcherOptions {
  /** Sends `makeRequest` to the extension (the page side of the relay, injected by the app). */
  sendMessage(name: "makeRequest", body: MakeRequestBody): Promise<MakeRequestReply>;
}

function formEntries(form: FormData): [string, string][] {
  const entries: [string, string][] = [];
  form.forEach((value, name) => {
    if (typeof value !== "string")
      throw new TypeError(`The extension cannot send the file in ${name}`);
    entries.push([name, value]);
  });
  return entries;
}

function toMessageBody(body: unknown): Pick<MakeRequestBody, "body" | "bodyType"> {
  if (body === undefined) return {};
  if (typeof body === "string") return { body, bodyType: "string" };
  // The extension cannot receive form objects: it gets their entries (§5.3).
  if (body instanceof URLSearchParams) return { body: [...body], bodyType: "URLSearchParams" };
  if (body instanceof FormData) return { body: formEntries(body), bodyType: "FormData" };
  return { body, bodyType: "object" };
}

/**
 * Fetches through the browser extension: requests leave from the viewer's own browser (one IP
 * for scraping and playback) with any headers. Only the headers in `readHeaders` come back.
 */
export function makeExtensionFetcher(options: ExtensionFetcherOptions): Fetcher {
  return async (url, fetchOptions = {}) => {
    const fullUrl = buildFullUrl(url, fetchOptions);
    if (fetchOptions.signal?.aborted) throw fetchOptions.signal.reason;
    const reply = await options.sendMessage("makeRequest", {
      url: fullUrl,
      method: fetchOptions.method ?? "GET",
      ...(fetchOptions.headers ? { headers: fetchOptions.headers } : {}),
      ...(fetchOptions.readHeaders ? { readHeaders: fetchOptions.readHeaders } : {}),
      ...toMessageBody(fetchOptions.body),
    });
    if (!reply.success) {
      throw new ScrapeError("fetch", `Extension request failed: ${reply.error}`, { url: fullUrl });
    }
    const wanted = new Set((fetchOptions.readHeaders ?? []).map((name) => name.toLowerCase()));
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(reply.response.headers)) {
      if (wanted.has(name.toLowerCase())) headers[name.toLowerCase()] = value;
    }
    return { ...reply.response, headers };
  };
}
