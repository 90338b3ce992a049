import {
  AllowListError,
  NOTHING_ALLOWED,
  parseAllowList,
  splitAllowList,
  type AllowList,
} from "@matinee/address-guard";
import { DEFAULT_LIMITS, type ProxyHandlerOptions, type ProxyLimits } from "@matinee/proxy-handler";

/** Environment variables (Node, Deno) or bindings (Workers): every one optional. */
export type ProxyEnv = Record<string, string | undefined>;

/** Each limit's variable; values are whole numbers (milliseconds, bytes, hops). */
const LIMIT_VARIABLES: Record<string, keyof ProxyLimits> = {
  PROXY_HEADERS_TIMEOUT_MS: "headersTimeoutMs",
  PROXY_IDLE_TIMEOUT_MS: "idleTimeoutMs",
  PROXY_TOTAL_TIMEOUT_MS: "totalTimeoutMs",
  PROXY_MAX_RESPONSE_BYTES: "maxResponseBytes",
  PROXY_MAX_REQUEST_BYTES: "maxRequestBytes",
  PROXY_MAX_REDIRECTS: "maxRedirects",
};

export class ProxySettingsError extends Error {
  override readonly name = "ProxySettingsError";
  constructor(readonly problems: string[]) {
    super(`Invalid proxy settings:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  }
}

const present = (value: string | undefined) =>
  value === undefined || value.trim() === "" ? undefined : value.trim();

/**
 * The handler options every entry (Node, Worker, Deno) reads from its environment:
 * PROXY_ALLOW, the PROXY_* limits, TURNSTILE_SECRET + JWT_SECRET (protection, only when both
 * are set, as in the reference) and CLIENT_IP_HEADER. Throws a {@link ProxySettingsError}
 * listing every bad value.
 */
export function handlerOptionsFromEnv(env: ProxyEnv): ProxyHandlerOptions & { allow: AllowList } {
  const problems: string[] = [];
  const options: ProxyHandlerOptions & { allow: AllowList } = { allow: NOTHING_ALLOWED };
  try {
    options.allow = parseAllowList(splitAllowList(env.PROXY_ALLOW));
  } catch (error) {
    if (!(error instanceof AllowListError)) throw error;
    problems.push(`PROXY_ALLOW: ${error.message}`);
  }
  const limits: Partial<ProxyLimits> = {};
  for (const [variable, limit] of Object.entries(LIMIT_VARIABLES)) {
    const text = present(env[variable]);
    if (text === undefined) continue;
    const value = Number(text);
    const least = limit === "maxRedirects" ? 0 : 1;
    if (!Number.isSafeInteger(value) || value < least) {
      problems.push(
        `${variable}: must be a whole number of at least ${least} (default ${DEFAULT_LIMITS[limit]})`,
      );
    } else {
      limits[limit] = value;
    }
  }
  options.limits = limits;
  const turnstileSecret = present(env.TURNSTILE_SECRET);
  const jwtSecret = present(env.JWT_SECRET);
  if (turnstileSecret && jwtSecret) {
    if (jwtSecret.length < 16) problems.push("JWT_SECRET: must be at least 16 characters");
    options.protection = { turnstileSecret, jwtSecret };
  } else if (turnstileSecret || jwtSecret) {
    problems.push("TURNSTILE_SECRET and JWT_SECRET go together (set both to protect the proxy)");
  }
  const clientIpHeader = present(env.CLIENT_IP_HEADER);
  if (clientIpHeader) options.clientIpHeader = clientIpHeader.toLowerCase();
  if (problems.length > 0) throw new ProxySettingsError(problems);
  return options;
}
