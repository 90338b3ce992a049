import * as z from "zod/mini";
import { text, TEXT_LIMITS as MAX } from "./text";

/**
 * The account API's identity half (PROTOCOLS.md §1.3-§1.5): registration and login by an Ed25519
 * challenge, users, sessions (devices), server meta and the anonymous metric reports. Field names
 * and limits are the movie-web backend's, so its front ends work unchanged. Unknown keys are
 * stripped, never rejected (the movie-web front end sends `namespace` on login, `batchId` on
 * metrics).
 */

/** A device name as the client sends it: opaque (the client encrypts it), 1-500 characters. */
const deviceSchema = text(MAX.device, 1);

const profileField = text(MAX.profileField);
export const profileSchema = z.object({
  colorA: profileField,
  colorB: profileField,
  icon: profileField,
});
export type Profile = z.infer<typeof profileSchema>;

/** Base64 in either alphabet, padded or not (Node's decoder, which the reference used, takes all). */
const base64 = (max: number) =>
  text(max, 1).check(z.regex(/^[A-Za-z0-9_+/-]*={0,2}$/, "must be base64url"));

/**
 * An Ed25519 public key, base64url. Stored verbatim (login looks it up by exact string); whether
 * it is a usable key is decided with the signature (auth/challenge-signature.ts).
 */
const publicKeySchema = base64(MAX.publicKey);

/** A challenge answer: the code from `*\/start` and its Ed25519 signature (base64url). */
const challengeAnswerSchema = z.object({
  code: text(MAX.challengeCode),
  signature: base64(MAX.signature),
});

export const registerStartInputSchema = z.object({
  captchaToken: z.optional(text(MAX.captchaToken)),
});

export const registerCompleteInputSchema = z.object({
  publicKey: publicKeySchema,
  challenge: challengeAnswerSchema,
  namespace: text(MAX.namespace, 1),
  device: deviceSchema,
  profile: profileSchema,
});
export type RegisterCompleteInput = z.infer<typeof registerCompleteInputSchema>;

export const loginStartInputSchema = z.object({ publicKey: publicKeySchema });

export const loginCompleteInputSchema = z.object({
  publicKey: publicKeySchema,
  challenge: challengeAnswerSchema,
  device: deviceSchema,
});
export type LoginCompleteInput = z.infer<typeof loginCompleteInputSchema>;

export const userPatchInputSchema = z.object({
  profile: z.optional(profileSchema),
  /** Validated, then ignored (as the reference does). */
  name: z.optional(text(500, 1)),
});

export const sessionPatchInputSchema = z.object({ deviceName: z.optional(deviceSchema) });

/**
 * One scrape outcome. Every field is bounded; the server turns only bounded sets into metric
 * labels (apps/server/src/metrics/report-labels.ts), never the free text.
 */
export const providerMetricSchema = z.object({
  tmdbId: text(MAX.id),
  type: text(MAX.kind),
  title: text(MAX.title),
  seasonId: z.optional(text(MAX.id)),
  episodeId: z.optional(text(MAX.id)),
  status: z.enum(["failed", "notfound", "success"]),
  providerId: text(MAX.metricId),
  embedId: z.optional(text(MAX.metricId)),
  errorMessage: z.optional(text(MAX.errorMessage)),
  fullError: z.optional(text(MAX.fullError)),
});

export const providerMetricsInputSchema = z.object({
  items: z.array(providerMetricSchema).check(z.minLength(1), z.maxLength(10, "at most 10 items")),
  tool: z.optional(text(MAX.metricId)),
});
export type ProviderMetricsInput = z.infer<typeof providerMetricsInputSchema>;

export const captchaMetricInputSchema = z.object({ success: z.boolean() });

/** `{ challenge }` from `POST /auth/register/start` and `/auth/login/start`. */
export interface ChallengeDto {
  challenge: string;
}

export interface UserDto {
  /** nanoid, 12 characters. */
  id: string;
  namespace: string;
  publicKey: string;
  roles: string[];
  createdAt: string;
  /** Omitted when the user never logged in after registering. */
  lastLoggedIn?: string;
  profile: Profile;
}

/** A session is a device; there is deliberately no `expiresAt` on the wire. */
export interface SessionDto {
  id: string;
  userId: string;
  createdAt: string;
  accessedAt: string;
  /** Opaque to the server: the client stores its encrypted device name here. */
  device: string;
  userAgent: string;
}

/** Answer of `register/complete` and `login/complete`. */
export interface AuthResultDto {
  user: UserDto;
  session: SessionDto;
  token: string;
}

export interface MetaDto {
  name: string;
  description?: string;
  version: string;
  hasCaptcha: boolean;
  captchaClientKey?: string;
}

/** Every account API error body: bad input, or a message for everything else. */
export type AccountErrorDto =
  | {
      errorType: "validation";
      errors: Array<{ code: string; path: PropertyKey[]; message: string }>;
    }
  | { errorType: "message"; message: string };
