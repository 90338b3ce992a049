import { describe, expect, it } from "vitest";
import protocol from "./__fixtures__/protocol-vectors.json";
import { decryptDeviceName, encryptDeviceName } from "./device-name";
import { deriveSeed } from "./keys";

const [vectorA, vectorB] = protocol.vectors;
const device = protocol.deviceName;
const seedA = deriveSeed(vectorA?.mnemonic ?? "");
const seedB = deriveSeed(vectorB?.mnemonic ?? "");
const fixedIv = Uint8Array.from(Buffer.from(device.ivHex, "hex"));

describe("encryptDeviceName", () => {
  it("gives vector A's stored form with its fixed IV (PROTOCOLS §3.2)", async () => {
    expect(await encryptDeviceName(device.name, seedA, fixedIv)).toBe(device.stored);
  });

  it("uses a fresh 16-byte IV each time", async () => {
    const first = await encryptDeviceName("Phone", seedA);
    const second = await encryptDeviceName("Phone", seedA);
    expect(first).not.toBe(second);
    expect(Buffer.from(first.split(".")[0] ?? "", "base64")).toHaveLength(16);
  });
});

describe("decryptDeviceName", () => {
  it("reads vector A back", async () => {
    expect(await decryptDeviceName(device.stored, seedA)).toEqual({
      ok: true,
      name: "My Laptop",
    });
  });

  it("round-trips names beyond ASCII", async () => {
    const stored = await encryptDeviceName("Salon — téléviseur 📺", seedB);
    expect(await decryptDeviceName(stored, seedB)).toEqual({
      ok: true,
      name: "Salon — téléviseur 📺",
    });
  });

  it.each([
    ["plain text", "My Laptop"],
    ["two parts", "AAECAwQFBgcICQoLDA0ODw==.qJefimSI8ysE"],
    ["a part that is not base64", "AAECAwQFBgcICQoLDA0ODw==.qJ*fimSI8ysE.sZISri2GnbS3GGGbEkdMMg=="],
    ["a 12-byte IV", "AAECAwQFBgcICQoL.qJefimSI8ysE.sZISri2GnbS3GGGbEkdMMg=="],
    ["empty", ""],
  ])("calls %s malformed instead of throwing", async (_label, stored) => {
    expect(await decryptDeviceName(stored, seedA)).toEqual({ ok: false, problem: "malformed" });
  });

  it("reports a name sealed with another seed as undecryptable", async () => {
    expect(await decryptDeviceName(device.stored, seedB)).toEqual({
      ok: false,
      problem: "undecryptable",
    });
  });

  it("reports altered ciphertext as undecryptable (the tag no longer matches)", async () => {
    const altered = device.stored.replace("qJefimSI8ysE", "qJefimSI8ysF");
    expect(await decryptDeviceName(altered, seedA)).toEqual({
      ok: false,
      problem: "undecryptable",
    });
  });
});
