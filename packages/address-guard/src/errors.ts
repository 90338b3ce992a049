import type { RefusalReason } from "./ranges";

const DESCRIPTIONS: Record<RefusalReason, string> = {
  loopback: "a loopback address",
  private: "a private-network address",
  "link-local": "a link-local address",
  cgnat: "a carrier-grade NAT address",
  multicast: "a multicast address",
  broadcast: "the broadcast address",
  unspecified: "an unspecified address",
  reserved: "a reserved address",
  documentation: "a documentation-only address",
  benchmarking: "a benchmarking-only address",
  "unique-local": "a unique-local IPv6 address",
  metadata: "a cloud metadata endpoint",
  "local-name": "a local network name",
  "not-http": "not an http(s) destination",
  unresolved: "a name that resolves to no usable address",
};

/** A destination the guard will not let anyone reach; `reason` says what kind it is. */
export class DestinationRefusedError extends Error {
  override readonly name = "DestinationRefusedError";
  constructor(
    readonly reason: RefusalReason,
    /** The host (or scheme, for `not-http`) as the request named it. */
    readonly host: string,
    /** The address that was refused, when it differs from the host (a resolved name). */
    readonly address?: string,
  ) {
    const where = address !== undefined && address !== host ? `${host} (${address})` : host;
    super(`${where} is ${DESCRIPTIONS[reason]}`);
  }
}

/** A destination that kept redirecting past the hop limit. */
export class TooManyRedirectsError extends Error {
  override readonly name = "TooManyRedirectsError";
  constructor(readonly limit: number) {
    super(`More than ${limit} redirects`);
  }
}
