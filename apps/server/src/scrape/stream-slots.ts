/**
 * Open scrape streams per client address, at most `max` each. `take` answers a release
 * function (idempotent), or null when the address already holds `max`. Only addresses with an
 * open stream are remembered, so the table is as small as the live connections.
 */
export function createStreamSlots(max: number) {
  const open = new Map<string, number>();
  return {
    take(address: string): (() => void) | null {
      const held = open.get(address) ?? 0;
      if (held >= max) return null;
      open.set(address, held + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      };
    },
  };
}
