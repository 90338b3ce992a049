import { DestinationRefusedError, TooManyRedirectsError } from "@matinee/address-guard";
import { jsonResponse } from "./cors";
import { LimitError, type ProxyLimits } from "./limits";

/** A short, safe account of a network error: its code (ECONNREFUSED…) or message, never a stack. */
function networkDetail(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | undefined)?.cause;
  const detail = cause?.code ?? cause?.message ?? (error as { message?: unknown })?.message;
  return typeof detail === "string" ? detail.slice(0, 200) : "network error";
}

/**
 * The JSON answer for an exchange that failed before the destination's response started:
 * 403 refused destination, 504 timeout, 502 anything else between the proxy and the destination.
 */
export function describeFailure(error: unknown, limits: ProxyLimits): Response {
  if (error instanceof DestinationRefusedError) {
    return jsonResponse(403, {
      error: "destination_refused",
      reason: error.reason,
      message: `The destination ${error.message}; this proxy does not reach it`,
    });
  }
  if (error instanceof LimitError) {
    const seconds = Math.round(Math.min(limits.headersTimeoutMs, limits.totalTimeoutMs) / 1000);
    return jsonResponse(504, {
      error: "upstream_timeout",
      message: `The destination did not answer within ${seconds} s`,
    });
  }
  if (error instanceof TooManyRedirectsError) {
    return jsonResponse(502, { error: "too_many_redirects", message: error.message });
  }
  return jsonResponse(502, {
    error: "upstream_failed",
    message: `Could not reach the destination (${networkDetail(error)})`,
  });
}
