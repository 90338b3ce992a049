import ipaddr from "ipaddr.js";

/** Why a destination is refused. Every value names a kind of address or name, never a guess. */
export type RefusalReason =
  | "loopback"
  | "private"
  | "link-local"
  | "cgnat"
  | "multicast"
  | "broadcast"
  | "unspecified"
  | "reserved"
  | "documentation"
  | "benchmarking"
  | "unique-local"
  | "metadata"
  | "local-name"
  | "not-http"
  | "unresolved";

type Range = readonly [cidr: string, reason: RefusalReason];

/**
 * IPv4 space no public destination lives in (IANA special-purpose registry, RFC 6890 and later).
 * Checked in order; the first match names the reason.
 */
const IPV4_REFUSED: readonly Range[] = [
  ["255.255.255.255/32", "broadcast"],
  ["0.0.0.0/8", "unspecified"], // "this network"; 0.0.0.0 reaches the local host on Linux
  ["10.0.0.0/8", "private"],
  ["100.64.0.0/10", "cgnat"],
  ["127.0.0.0/8", "loopback"],
  ["169.254.0.0/16", "link-local"],
  ["172.16.0.0/12", "private"],
  ["192.0.0.0/24", "reserved"], // IETF protocol assignments
  ["192.0.2.0/24", "documentation"],
  ["192.31.196.0/24", "reserved"], // AS112
  ["192.52.193.0/24", "reserved"], // AMT
  ["192.88.99.0/24", "reserved"], // 6to4 relay anycast (deprecated)
  ["192.168.0.0/16", "private"],
  ["192.175.48.0/24", "reserved"], // AS112 direct delegation
  ["198.18.0.0/15", "benchmarking"],
  ["198.51.100.0/24", "documentation"],
  ["203.0.113.0/24", "documentation"],
  ["224.0.0.0/4", "multicast"],
  ["240.0.0.0/4", "reserved"],
];

/**
 * IPv6 space refused outright. Forms that embed an IPv4 address (mapped, compatible, NAT64,
 * 6to4) are judged by that address instead (see `embeddedIpv4`); whatever is left outside
 * global unicast 2000::/3 is refused as reserved.
 */
const IPV6_REFUSED: readonly Range[] = [
  ["::/128", "unspecified"],
  ["::1/128", "loopback"],
  ["64:ff9b:1::/48", "reserved"], // local-use NAT64 (RFC 8215): translates to any IPv4
  ["100::/64", "reserved"], // discard-only
  ["2001:db8::/32", "documentation"],
  ["2001:2::/48", "benchmarking"],
  ["2001::/23", "reserved"], // IETF protocol assignments, Teredo, ORCHID
  ["3fff::/20", "documentation"],
  ["5f00::/16", "reserved"], // SRv6 SIDs
  ["fc00::/7", "unique-local"],
  ["fe80::/10", "link-local"],
  ["fec0::/10", "private"], // site-local (deprecated)
  ["ff00::/8", "multicast"],
];

/**
 * Cloud instance-metadata endpoints: refused whatever the allow-list says. AWS, GCP, Azure,
 * OpenStack, Oracle and DigitalOcean use 169.254.169.254 (AWS also fd00:ec2::254 and
 * 169.254.170.2 for ECS tasks), Alibaba 100.100.100.200, Azure's host agent 168.63.129.16
 * (a public-range address reachable only from inside Azure).
 */
const METADATA_ADDRESSES = [
  "169.254.169.254",
  "169.254.169.253",
  "169.254.170.2",
  "169.254.170.23",
  "100.100.100.200",
  "168.63.129.16",
  "fd00:ec2::254",
  "fd00:ec2::23",
].map((text) => ipaddr.parse(text).toNormalizedString());

const parseRanges = (ranges: readonly Range[]) =>
  ranges.map(([cidr, reason]) => ({ range: ipaddr.parseCIDR(cidr), reason }));

const ipv4Refused = parseRanges(IPV4_REFUSED);
const ipv6Refused = parseRanges(IPV6_REFUSED);

const globalUnicast = ipaddr.parseCIDR("2000::/3");
const ipv4Compatible = ipaddr.parseCIDR("::/96");
const nat64 = ipaddr.parseCIDR("64:ff9b::/96");
const sixToFour = ipaddr.parseCIDR("2002::/16");
const ipv4Translated = ipaddr.parseCIDR("::ffff:0:0:0/96"); // RFC 6145 / SIIT

export type Address = ipaddr.IPv4 | ipaddr.IPv6;

const fromParts = (high: number, low: number) =>
  new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);

/**
 * The IPv4 address an IPv6 address carries and that a dual-stack host, a NAT64 gateway or a
 * 6to4 relay would actually reach: ::ffff:a.b.c.d, ::a.b.c.d, 64:ff9b::a.b.c.d,
 * ::ffff:0:a.b.c.d and 2002:AABB:CCDD::/48.
 */
export function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const parts = address.parts;
  if (address.isIPv4MappedAddress()) return address.toIPv4Address();
  if (address.match(ipv4Compatible) || address.match(nat64) || address.match(ipv4Translated)) {
    return fromParts(parts[6] ?? 0, parts[7] ?? 0);
  }
  if (address.match(sixToFour)) return fromParts(parts[1] ?? 0, parts[2] ?? 0);
  return undefined;
}

export function isMetadataAddress(address: Address): boolean {
  const embedded = address.kind() === "ipv6" ? embeddedIpv4(address as ipaddr.IPv6) : undefined;
  return METADATA_ADDRESSES.includes((embedded ?? address).toNormalizedString());
}

/** Why `address` is not a public destination, or undefined when it is one. */
export function classifyAddress(address: Address): RefusalReason | undefined {
  if (isMetadataAddress(address)) return "metadata";
  if (address.kind() === "ipv4") {
    return ipv4Refused.find(({ range }) => address.match(range))?.reason;
  }
  const v6 = address as ipaddr.IPv6;
  // :: and ::1 sit inside ::/96 (IPv4-compatible); they are themselves, not 0.0.0.x.
  const own = ipv6Refused.find(({ range }) => v6.match(range))?.reason;
  if (own === "unspecified" || own === "loopback") return own;
  const embedded = embeddedIpv4(v6);
  if (embedded) return classifyAddress(embedded);
  if (own) return own;
  return v6.match(globalUnicast) ? undefined : "reserved";
}
