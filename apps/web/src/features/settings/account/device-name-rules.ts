/**
 * The longest device name offered. The server keeps at most 500 characters of the encrypted
 * name (`iv.cipher.tag` in base64, PROTOCOLS §1.5): room for 336 bytes of UTF-8, which 80
 * characters of any script (4 bytes at most each) always fit in.
 */
export const DEVICE_NAME_MAX_CHARACTERS = 80;

/** What is wrong with a device name as typed (it is sent trimmed); null when nothing is. */
export function deviceNameProblem(name: string): "empty" | "tooLong" | null {
  const trimmed = name.trim();
  if (trimmed === "") return "empty";
  return [...trimmed].length > DEVICE_NAME_MAX_CHARACTERS ? "tooLong" : null;
}
