import type { HelloReply } from "@matinee/contracts";
import { sendHello, type SendOptions } from "./extension-messaging";

/** Where the extension stands for this site (PROTOCOLS.md §5.4), as onboarding shows it. */
export type ExtensionStatus =
  "unknown" | "failed" | "disallowed" | "noperms" | "outdated" | "success";

/** The extension versions this client speaks to: semver `^1.0.2`. */
export const SUPPORTED_EXTENSION_RANGE = "^1.0.2";

/**
 * Whether `version` satisfies `^1.0.2` (≥ 1.0.2 and < 2.0.0). Manifest versions are one to four
 * dot-separated integers; missing parts count as 0 and a fourth part only raises the version.
 */
export function isSupportedExtensionVersion(version: string): boolean {
  if (!/^\d{1,9}(\.\d{1,9}){0,3}$/.test(version)) return false;
  const [major = 0, minor = 0, patch = 0] = version.split(".").map(Number);
  if (major !== 1) return false;
  return minor > 0 || patch >= 2;
}

/** The status a `hello` answer (null: none came) means, checked in §5.4's order. */
export function extensionStatusOf(reply: HelloReply | null): ExtensionStatus {
  if (reply === null) return "unknown";
  if (!reply.success) return "failed";
  if (!reply.allowed) return "disallowed";
  if (!reply.hasPermission) return "noperms";
  if (!isSupportedExtensionVersion(reply.version)) return "outdated";
  return "success";
}

/** Asks the extension `hello` (500 ms at most) and tells where it stands. */
export async function getExtensionStatus(
  options: Omit<SendOptions, "timeoutMs"> = {},
): Promise<ExtensionStatus> {
  return extensionStatusOf(await sendHello(options));
}
