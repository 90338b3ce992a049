/** One range-spec of RFC 9110 §14.1.1: `first-last`, `first-`, or the suffix `-length`. */
const RANGE_SPEC = /^(?:(\d{1,15})-(\d{1,15})?|-(\d{1,15}))$/;

/**
 * Whether a Range header is well formed (RFC 9110 §14.1.1): the `bytes` unit, then one or more
 * comma-separated specs of digits only, none with its last byte before its first. The file
 * server's own parser reads numbers loosely (`bytes=1e3-2e3` meant bytes 1-2); a header that
 * fails here is ignored, as the RFC allows, and the whole file is sent.
 */
export function isWellFormedRange(header: string): boolean {
  const match = /^bytes=(.+)$/i.exec(header.trim());
  if (!match?.[1]) return false;
  return match[1].split(",").every((raw) => {
    const spec = RANGE_SPEC.exec(raw.trim());
    if (!spec) return false;
    const [, first, last] = spec;
    return first === undefined || last === undefined || Number(first) <= Number(last);
  });
}
