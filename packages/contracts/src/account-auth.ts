import * as z from "zod/mini";

/**
 * The account API's identity half (PROTOCOLS.md §1.3-§1.5): registration and login by an Ed25519
 * challenge, users, sessions (devices), server meta and the anonymous metric reports. Field names
 * and limits are the movie-web backend's, so its front ends work unchanged. Unknown keys are
 * stripped, never rejected (the movie-web front end sends `namespace` on login, `batchId` on
 * metrics).
 */

/** A device name as the client sends it: opaque (the client encrypts it), 1-500 characters. */
const deviceSchema = z.string().check(z.minLength(1), z.maxLength(500));

export const profileSchema = z.object({
  colorA: z.string(),
  colorB: z.string(),
  icon: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/** A challenge answer: the code from `*\/start` and its Ed25519 signature (base64url). */
const challengeAnswerSchema = z.object({ code: z.string(), signature: z.string() });

export const registerStartInputSchema = z.object({ captchaToken: z.optional(z.string()) });

export const registerCompleteInputSchema = z.object({
  /** Ed25519 public key, base64url; stored verbatim (login looks it up by exact string). */
  publicKey: z.string(),
  challenge: challengeAnswerSchema,
  namespace: z.string().check(z.minLength(1)),
  device: deviceSchema,
  profile: profileSchema,
});
export type RegisterCompleteInput = z.infer<typeof registerCompleteInputSchema>;

export const loginStartInputSchema = z.object({ publicKey: z.string() });

export const loginCompleteInputSchema = z.object({
  publicKey: z.string(),
  challenge: challengeAnswerSchema,
  device: deviceSchema,
});
export type LoginCompleteInput = z.infer<typeof loginCompleteInputSchema>;

export const userPatchInputSchema = z.object({
  profile: z.optional(profileSchema),
  /** Validated, then ignored (as the reference does). */
  name: z.optional(z.string().check(z.minLength(1), z.maxLength(500))),
});

export const sessionPatchInputSchema = z.object({ deviceName: z.optional(deviceSchema) });

export const providerMetricSchema = z.object({
  tmdbId: z.string(),
  type: z.string(),
  title: z.string(),
  seasonId: z.optional(z.string()),
  episodeId: z.optional(z.string()),
  status: z.enum(["failed", "notfound", "success"]),
  providerId: z.string(),
  embedId: z.optional(z.string()),
  errorMessage: z.optional(z.string()),
  fullError: z.optional(z.string()),
});

export const providerMetricsInputSchema = z.object({
  items: z.array(providerMetricSchema).check(z.minLength(1), z.maxLength(10)),
  tool: z.optional(z.string()),
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
