import { fromBase64, toBase64, utf8 } from "./encoding";

/** PROTOCOLS §3.1: AES-256-GCM with a 16-byte IV (not 12) and a 128-bit tag, no AAD. */
export const DEVICE_IV_BYTES = 16;
const TAG_BYTES = 16;

/** Why a stored device name could not be read; the screens show a placeholder (quirk 16). */
export type DeviceNameProblem = "malformed" | "undecryptable";

export type DeviceNameResult =
  { ok: true; name: string } | { ok: false; problem: DeviceNameProblem };

function aesKey(seed: Uint8Array, usage: "encrypt" | "decrypt") {
  return crypto.subtle.importKey("raw", new Uint8Array(seed), "AES-GCM", false, [usage]);
}

/**
 * Encrypts a device name with the account seed into the wire form
 * `base64(iv).base64(ciphertext).base64(tag)`. Real calls use a random IV; tests pass one.
 */
export async function encryptDeviceName(
  name: string,
  seed: Uint8Array,
  iv: Uint8Array = crypto.getRandomValues(new Uint8Array(DEVICE_IV_BYTES)),
): Promise<string> {
  const key = await aesKey(seed, "encrypt");
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: "AES-GCM", iv: new Uint8Array(iv), tagLength: TAG_BYTES * 8 },
      key,
      new Uint8Array(utf8(name)),
    ),
  );
  // WebCrypto returns ciphertext ‖ tag; the wire keeps them apart.
  const cipher = sealed.subarray(0, sealed.length - TAG_BYTES);
  const tag = sealed.subarray(sealed.length - TAG_BYTES);
  return [toBase64(iv), toBase64(cipher), toBase64(tag)].join(".");
}

function splitStored(stored: string) {
  const parts = stored.split(".");
  if (parts.length !== 3) return undefined;
  try {
    const [iv, cipher, tag] = parts.map(fromBase64) as [Uint8Array, Uint8Array, Uint8Array];
    if (iv.length !== DEVICE_IV_BYTES || tag.length !== TAG_BYTES) return undefined;
    return { iv, cipher, tag };
  } catch {
    return undefined;
  }
}

/**
 * Reads a device name stored by any movie-web client. Never throws: a string that is not in the
 * wire form, or that this seed cannot open (another key, altered bytes), is a typed failure.
 */
export async function decryptDeviceName(
  stored: string,
  seed: Uint8Array,
): Promise<DeviceNameResult> {
  const parts = splitStored(stored);
  if (!parts) return { ok: false, problem: "malformed" };
  const sealed = new Uint8Array(parts.cipher.length + TAG_BYTES);
  sealed.set(parts.cipher);
  sealed.set(parts.tag, parts.cipher.length);
  try {
    const key = await aesKey(seed, "decrypt");
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: new Uint8Array(parts.iv), tagLength: TAG_BYTES * 8 },
      key,
      sealed,
    );
    return { ok: true, name: new TextDecoder("utf-8", { fatal: true }).decode(plain) };
  } catch {
    return { ok: false, problem: "undecryptable" };
  }
}
