import { lookup } from "node:dns/promises";
import type { LookupAddress, LookupOptions } from "node:dns";
import { Agent, fetch as undiciFetch } from "undici";
import {
  assertResolvedAllowed,
  checkHost,
  type GuardPolicy,
  type ResolvedAddress,
  type Resolver,
} from "./check";
import { DestinationRefusedError } from "./errors";
import { createGuardedFetch, type GuardedFetch, type GuardedFetchOptions } from "./guarded-fetch";

export * from "./index";

/** Node's resolver: every A and AAAA address the system would use (`dns.lookup`, all: true). */
export const resolveWithDns: Resolver = (name) => lookup(name, { all: true, verbatim: true });

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for net/tls connections that resolves the name, refuses it unless every address
 * passes the guard, and hands the socket exactly the addresses it checked. Used as the
 * connection's own lookup, it closes the DNS-rebinding gap: there is no second resolution
 * between the check and the connect.
 */
export function createPinnedLookup(policy: GuardPolicy, resolve: Resolver = resolveWithDns) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    const checked = async (): Promise<ResolvedAddress[]> => {
      const { allowed } = checkHost(hostname, policy);
      const addresses = await resolve(hostname);
      assertResolvedAllowed(hostname, addresses, policy, allowed);
      const family = options.family === 4 || options.family === 6 ? options.family : undefined;
      const usable = addresses.filter((entry) => family === undefined || entry.family === family);
      if (usable.length === 0) throw new DestinationRefusedError("unresolved", hostname);
      return usable;
    };
    checked().then(
      (addresses) => {
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]?.address ?? "", addresses[0]?.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ""),
    );
  };
}

export interface NodeGuardedFetchOptions extends Omit<GuardedFetchOptions, "fetch"> {
  /** Milliseconds to open a connection (TCP + TLS); default 10 000. */
  connectTimeoutMs?: number;
}

/** A guarded fetch that also owns a connection pool; `close()` ends its connections. */
export type NodeGuardedFetch = GuardedFetch & { close(): Promise<void> };

/** fetch wraps connection errors as "fetch failed"; a refusal is worth its own name. */
function unwrapRefusal(error: unknown): never {
  const cause = (error as { cause?: unknown } | undefined)?.cause;
  throw cause instanceof DestinationRefusedError ? cause : error;
}

/**
 * The guarded fetch for Node: undici's fetch on a connection pool whose lookup is
 * {@link createPinnedLookup}, so the address checked is the address connected to, on the first
 * hop and on every redirect. Literal addresses never reach a lookup; the URL check covers them.
 */
export function createNodeGuardedFetch(options: NodeGuardedFetchOptions = {}): NodeGuardedFetch {
  const { resolve, connectTimeoutMs = 10_000, ...policy } = options;
  const agent = new Agent({
    connect: { lookup: createPinnedLookup(policy, resolve), timeout: connectTimeoutMs },
  });
  const pinnedFetch = ((input: string | URL, init?: RequestInit) =>
    undiciFetch(input, {
      ...(init as Parameters<typeof undiciFetch>[1]),
      dispatcher: agent,
    }).catch(unwrapRefusal)) as unknown as typeof fetch;
  const guarded = createGuardedFetch({ ...policy, fetch: pinnedFetch });
  return Object.assign(guarded, { close: () => agent.close() });
}
