import { describe, expect, it } from "vitest";
import { parseAllowList } from "./allow-list";
import { checkDestination, checkUrl, type Resolver } from "./check";
import { DestinationRefusedError } from "./errors";

/** What the guard makes of a URL: "public", the refusal reason, or "invalid" (not a URL). */
function verdict(url: string, allow: string[] = []): string {
  try {
    checkUrl(url, { allow: parseAllowList(allow) });
    return "public";
  } catch (error) {
    if (error instanceof DestinationRefusedError) return error.reason;
    if (error instanceof TypeError) return "invalid";
    throw error;
  }
}

// prettier-ignore
const LITERAL_CASES: [url: string, expected: string][] = [
  // Plain IPv4 forms
  ["http://127.0.0.1/", "loopback"],
  ["http://127.255.255.254:8080/x", "loopback"],
  ["http://10.1.2.3/", "private"],
  ["http://172.16.0.1/", "private"],
  ["http://172.31.255.255/", "private"],
  ["http://192.168.1.1/", "private"],
  ["http://169.254.1.1/", "link-local"],
  ["http://100.64.0.1/", "cgnat"],
  ["http://100.127.255.254/", "cgnat"],
  ["http://224.0.0.1/", "multicast"],
  ["http://239.255.255.250/", "multicast"],
  ["http://255.255.255.255/", "broadcast"],
  ["http://0.0.0.0/", "unspecified"],
  ["http://0/", "unspecified"],
  ["http://240.0.0.1/", "reserved"],
  ["http://192.0.0.8/", "reserved"],
  ["http://192.0.2.10/", "documentation"],
  ["http://198.51.100.7/", "documentation"],
  ["http://203.0.113.9/", "documentation"],
  ["http://198.18.0.1/", "benchmarking"],
  // Cloud metadata, whatever the spelling
  ["http://169.254.169.254/latest/meta-data/", "metadata"],
  ["http://169.254.170.2/v2/credentials", "metadata"],
  ["http://100.100.100.200/latest/meta-data", "metadata"],
  ["http://168.63.129.16/machine", "metadata"],
  ["http://[fd00:ec2::254]/latest", "metadata"],
  ["http://[::ffff:169.254.169.254]/", "metadata"],
  ["http://2852039166/", "metadata"], // 169.254.169.254 as one decimal number
  ["http://metadata.google.internal/computeMetadata/v1/", "metadata"],
  ["http://metadata.google.internal./", "metadata"],
  ["http://METADATA.GOOGLE.INTERNAL/", "metadata"],
  // Sneaky IPv4 spellings (WHATWG URL canonicalises them before the guard sees them)
  ["http://2130706433/", "loopback"],
  ["http://0x7f000001/", "loopback"],
  ["http://017700000001/", "loopback"],
  ["http://0177.0.0.1/", "loopback"],
  ["http://0x7f.1/", "loopback"],
  ["http://127.1/", "loopback"],
  ["http://127.0.0.1./", "loopback"],
  ["http://0xa.0x1.0x2.0x3/", "private"],
  ["http://3232235777/", "private"], // 192.168.1.1
  ["http://１２７.０.０.１/", "loopback"], // full-width digits
  ["http://①②⑦.0.0.1/", "loopback"], // circled digits fold to ASCII too
  // User-info tricks: the host is what follows the last @
  ["http://a@127.0.0.1/", "loopback"],
  ["http://example.com@127.0.0.1/", "loopback"],
  ["http://user:pass@10.0.0.1:8080/", "private"],
  ["http://127.0.0.1@example.com/", "public"],
  ["http://127.0.0.1:80@example.com/", "public"],
  // IPv6
  ["http://[::1]/", "loopback"],
  ["http://[0:0:0:0:0:0:0:1]/", "loopback"],
  ["http://[::]/", "unspecified"],
  ["http://[fe80::1]/", "link-local"],
  ["http://[fe80::1%25eth0]/", "invalid"], // zone ids are not valid in URLs at all
  ["http://[fc00::1]/", "unique-local"],
  ["http://[fd12:3456::1]/", "unique-local"],
  ["http://[fec0::1]/", "private"],
  ["http://[ff02::1]/", "multicast"],
  ["http://[2001:db8::1]/", "documentation"],
  ["http://[100::1]/", "reserved"],
  ["http://[2001::1]/", "reserved"], // Teredo
  ["http://[4000::1]/", "reserved"], // outside global unicast
  // IPv6 forms that carry an IPv4 address
  ["http://[::ffff:127.0.0.1]/", "loopback"],
  ["http://[0:0:0:0:0:ffff:7f00:1]/", "loopback"],
  ["http://[::ffff:10.0.0.1]/", "private"],
  ["http://[::127.0.0.1]/", "loopback"], // IPv4-compatible (deprecated)
  ["http://[::ffff:0:192.168.0.1]/", "private"], // SIIT translated
  ["http://[64:ff9b::127.0.0.1]/", "loopback"], // NAT64
  ["http://[64:ff9b::a9fe:a9fe]/", "metadata"],
  ["http://[64:ff9b:1::1]/", "reserved"], // local-use NAT64
  ["http://[2002:7f00:1::]/", "loopback"], // 6to4 of 127.0.0.1
  ["http://[2002:c0a8:101::1]/", "private"], // 6to4 of 192.168.1.1
  // Names that are never public
  ["http://localhost/", "loopback"],
  ["http://LOCALHOST:3000/", "loopback"],
  ["http://localhost./", "loopback"],
  ["http://api.localhost/", "loopback"],
  ["http://printer.local/", "local-name"],
  ["http://router.home.arpa/", "local-name"],
  ["http://db.internal/", "local-name"],
  ["http://intranet/", "local-name"],
  ["http://metadata/", "metadata"],
  // Schemes
  ["file:///etc/passwd", "not-http"],
  ["ftp://example.com/", "not-http"],
  ["gopher://127.0.0.1:6379/_INFO", "not-http"],
  ["javascript:alert(1)", "not-http"],
  ["http://127.0.0.1%2f/", "invalid"],
  // Public destinations pass
  ["https://example.com/video.mp4", "public"],
  ["http://93.184.215.14/", "public"],
  ["http://8.8.8.8/", "public"],
  ["http://[2606:4700:4700::1111]/", "public"],
  ["http://[::ffff:8.8.8.8]/", "public"],
  ["http://[64:ff9b::808:808]/", "public"],
  ["https://cdn.example.org./a.m3u8", "public"],
];

describe("the guard's verdict on literal destinations", () => {
  it("covers well over forty refused forms", () => {
    const refused = LITERAL_CASES.filter(([, expected]) => expected !== "public");
    expect(refused.length).toBeGreaterThanOrEqual(40);
  });

  it.each(LITERAL_CASES)("%s is %s", (url, expected) => {
    expect(verdict(url)).toBe(expected);
  });
});

describe("the allow-list", () => {
  it("lets an operator reach loopback and a LAN block they name", () => {
    const allow = ["127.0.0.1", "192.168.1.0/24", "nas.lan", "*.home.arpa", "::1"];
    expect(verdict("http://127.0.0.1:9000/", allow)).toBe("public");
    expect(verdict("http://2130706433/", allow)).toBe("public");
    expect(verdict("http://[::ffff:127.0.0.1]/", allow)).toBe("public");
    expect(verdict("http://[::1]/", allow)).toBe("public");
    expect(verdict("http://192.168.1.77/", allow)).toBe("public");
    expect(verdict("http://tv.home.arpa/", allow)).toBe("public");
    expect(verdict("http://nas.lan/", allow)).toBe("public");
  });

  it("allows only what it names", () => {
    const allow = ["127.0.0.1", "192.168.1.0/24", "*.home.arpa"];
    expect(verdict("http://127.0.0.2/", allow)).toBe("loopback");
    expect(verdict("http://192.168.2.1/", allow)).toBe("private");
    expect(verdict("http://localhost/", allow)).toBe("loopback");
    expect(verdict("http://home.arpa.evil.com/", allow)).toBe("public");
  });

  it("never opens a metadata endpoint, even inside an allowed block", () => {
    const allow = ["169.254.0.0/16", "0.0.0.0/0", "metadata.google.internal"];
    expect(verdict("http://169.254.169.254/", allow)).toBe("metadata");
    expect(verdict("http://metadata.google.internal/", allow)).toBe("metadata");
    expect(verdict("http://169.254.1.1/", allow)).toBe("public");
  });

  it("names the entry it cannot read", () => {
    expect(() => parseAllowList(["10.0.0.0/33"])).toThrow(/10\.0\.0\.0\/33/);
    expect(() => parseAllowList(["http://x/"])).toThrow(/http:\/\/x\//);
    expect(() => parseAllowList(["*.127.0.0.1"])).toThrow(/wildcard/);
  });
});

/** A fake DNS: each name resolves to the addresses listed. */
const fakeDns =
  (table: Record<string, string[]>): Resolver =>
  (name) => {
    const addresses = table[name];
    if (!addresses) {
      const error = Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), {
        code: "ENOTFOUND",
      });
      return Promise.reject(error);
    }
    return Promise.resolve(
      addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 })),
    );
  };

const DNS = fakeDns({
  "public.example": ["93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c"],
  "rebind.example": ["127.0.0.1"],
  "lan.example": ["192.168.0.10"],
  "mixed.example": ["93.184.215.14", "10.0.0.5"],
  "v6-loop.example": ["::1"],
  "mapped.example": ["::ffff:127.0.0.1"],
  "meta.example": ["169.254.169.254"],
  "nothing.example": [],
});

async function resolvedVerdict(url: string, allow: string[] = []): Promise<string> {
  try {
    await checkDestination(url, { resolve: DNS, allow: parseAllowList(allow) });
    return "public";
  } catch (error) {
    if (error instanceof DestinationRefusedError) return error.reason;
    return (error as { code?: string }).code ?? "error";
  }
}

describe("names checked by what they resolve to", () => {
  // prettier-ignore
  const cases: [string, string][] = [
    ["https://public.example/", "public"],
    ["https://rebind.example/", "loopback"],
    ["https://lan.example/", "private"],
    ["https://mixed.example/", "private"], // one bad address is enough
    ["https://v6-loop.example/", "loopback"],
    ["https://mapped.example/", "loopback"],
    ["https://meta.example/", "metadata"],
    ["https://nothing.example/", "unresolved"],
    ["https://unknown.example/", "ENOTFOUND"],
  ];
  it.each(cases)("%s is %s", async (url, expected) => {
    expect(await resolvedVerdict(url)).toBe(expected);
  });

  it("passes a name on the allow-list whatever it resolves to, metadata aside", async () => {
    expect(await resolvedVerdict("https://lan.example/", ["lan.example"])).toBe("public");
    expect(await resolvedVerdict("https://rebind.example/", ["127.0.0.0/8"])).toBe("public");
    expect(await resolvedVerdict("https://meta.example/", ["meta.example"])).toBe("metadata");
  });
});
