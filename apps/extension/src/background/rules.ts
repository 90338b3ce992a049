/**
 * declarativeNetRequest header rules (PROTOCOLS.md §5.3): set the request headers a host needs
 * and open its answers to the page with CORS headers. Typed here as plain strings, the shape both
 * browsers take (the Chromium typings' enums do not exist at run time in Firefox or in tests).
 */
export interface HeaderAction {
  header: string;
  operation: "set";
  value: string;
}

export interface HeaderRule {
  id: number;
  priority: number;
  condition: { requestDomains?: string[]; regexFilter?: string };
  action: {
    type: "modifyHeaders";
    requestHeaders?: HeaderAction[];
    responseHeaders: HeaderAction[];
  };
}

export interface RuleUpdate {
  removeRuleIds?: number[];
  addRules?: HeaderRule[];
}

/** Sent on every answer a rule matches, so the page may read it whatever the host says. */
export const CORS_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, PUT, DELETE, PATCH, OPTIONS",
  "Access-Control-Allow-Headers": "*",
  "Access-Control-Allow-Credentials": "true",
};

function setAll(headers: Record<string, string>): HeaderAction[] {
  return Object.entries(headers).map(([header, value]) => ({ header, operation: "set", value }));
}

export interface HeaderRuleOptions {
  id: number;
  domains?: readonly string[];
  regex?: string;
  requestHeaders?: Record<string, string>;
  responseHeaders?: Record<string, string>;
}

/**
 * A rule for requests to `domains` (and subdomains) and/or URLs matching `regex`; with no
 * resource types given it applies to every request but top-level navigations.
 */
export function headerRule(options: HeaderRuleOptions): HeaderRule {
  const condition: HeaderRule["condition"] = {};
  if (options.domains) condition.requestDomains = options.domains.map((d) => d.toLowerCase());
  if (options.regex !== undefined) condition.regexFilter = options.regex;
  const requestHeaders = setAll(options.requestHeaders ?? {});
  return {
    id: options.id,
    priority: 1,
    condition,
    action: {
      type: "modifyHeaders",
      ...(requestHeaders.length > 0 ? { requestHeaders } : {}),
      responseHeaders: setAll({ ...CORS_RESPONSE_HEADERS, ...options.responseHeaders }),
    },
  };
}
