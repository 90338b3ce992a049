/** Whether the page runs in Firefox (its extension comes from another store). */
export function isFirefox(userAgent: string): boolean {
  return /\bFirefox\//.test(userAgent);
}

/** A configured link, when it is an http(s) address (a config value never runs script). */
export function webLinkOf(value: string | null): string | null {
  return value !== null && /^https?:\/\//i.test(value) ? value : null;
}
