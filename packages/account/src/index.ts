// Public surface of @matinee/account: the account crypto of movie-web clients (PROTOCOLS.md §3):
// the passphrase, the seed and key pair derived from it, challenge signatures, and the device
// name encrypted with the seed. No I/O beyond WebCrypto; the web app's sync lives elsewhere.
export {
  decryptDeviceName,
  DEVICE_IV_BYTES,
  encryptDeviceName,
  type DeviceNameProblem,
  type DeviceNameResult,
} from "./device-name";
export { deriveSeed, publicKeyOf, SEED_ITERATIONS, signChallenge } from "./keys";
export {
  checkPassphrase,
  generatePassphrase,
  normalizePassphrase,
  type PassphraseCheck,
  type PassphraseProblem,
} from "./passphrase";
export { decodeSeed, encodeSeed, SEED_BYTES } from "./stored-seed";
