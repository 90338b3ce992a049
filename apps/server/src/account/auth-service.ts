import type { AuthResultDto, LoginCompleteInput, RegisterCompleteInput } from "@matinee/contracts";
import { isValidChallengeSignature } from "../auth/challenge-signature";
import { createUserId, createUuid, isUuid } from "../auth/ids";
import { signSessionToken } from "../auth/session-token";
import type { Db } from "../db/database";
import type { SessionRow, UserRow } from "../db/schema";
import { storedNow, type AccountContext } from "./account-context";
import { AccountError } from "./account-errors";
import {
  consumeChallenge,
  findChallenge,
  insertChallenge,
  type ChallengeFlow,
} from "./challenges-store";
import { presentSession, presentUser } from "./presenters";
import { SESSION_LIFETIME_MS, insertSession } from "./sessions-store";
import { findUserByPublicKey, insertUser, markLoggedIn } from "./users-store";

const challengeInvalid = () => new AccountError(401, "Challenge Code Invalid");

/** Issues a single-use challenge for the client to sign. */
export async function startChallenge(context: AccountContext, flow: ChallengeFlow) {
  const code = createUuid();
  await insertChallenge(context.db, code, flow, storedNow(context));
  return { challenge: code };
}

/**
 * Checks an answered challenge (PROTOCOLS.md §1.5a): it exists for this flow, has not expired,
 * and the signature is the key holder's. Using it up happens with the writes that follow.
 */
async function checkChallenge(
  context: AccountContext,
  flow: ChallengeFlow,
  answer: { code: string; signature: string },
  publicKey: string,
): Promise<void> {
  if (!isUuid(answer.code)) throw challengeInvalid();
  const challenge = await findChallenge(context.db, answer.code);
  if (!challenge || challenge.flow !== flow || challenge.authType !== "mnemonic") {
    throw challengeInvalid();
  }
  if (challenge.expiresAt.getTime() <= context.clock()) {
    throw new AccountError(401, "Challenge Code Expired");
  }
  if (!isValidChallengeSignature(answer.code, publicKey, answer.signature)) {
    throw new AccountError(401, "Challenge Code Signature Invalid");
  }
}

function newSession(userId: string, device: string, userAgent: string, now: Date): SessionRow {
  return {
    id: createUuid(),
    userId,
    createdAt: now,
    accessedAt: now,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
    device,
    userAgent,
  };
}

async function authResult(
  context: AccountContext,
  user: UserRow,
  session: SessionRow,
): Promise<AuthResultDto> {
  return {
    user: presentUser(user),
    session: presentSession(session),
    token: await signSessionToken(session.id, context.secret, context.clock()),
  };
}

/** Uses up the challenge and runs `write` in one transaction: both happen, or neither. */
async function withChallenge<T>(db: Db, code: string, write: (tx: Db) => Promise<T>) {
  return db.transaction(async (tx) => {
    if (!(await consumeChallenge(tx, code))) throw challengeInvalid();
    return write(tx);
  });
}

export async function completeRegistration(
  context: AccountContext,
  input: RegisterCompleteInput,
  userAgent: string,
): Promise<AuthResultDto> {
  await checkChallenge(context, "registration", input.challenge, input.publicKey);
  const now = storedNow(context);
  const result = await withChallenge(context.db, input.challenge.code, async (tx) => {
    const user = await insertUser(tx, {
      id: createUserId(),
      publicKey: input.publicKey,
      namespace: input.namespace,
      createdAt: now,
      lastLoggedIn: now,
      roles: [],
      profile: input.profile,
    });
    if (!user) throw new AccountError(409, "A user with this public key already exists");
    const session = await insertSession(tx, newSession(user.id, input.device, userAgent, now));
    return { user, session };
  });
  context.metrics.userCount.inc({ namespace: result.user.namespace });
  return authResult(context, result.user, result.session);
}

export async function completeLogin(
  context: AccountContext,
  input: LoginCompleteInput,
  userAgent: string,
): Promise<AuthResultDto> {
  await checkChallenge(context, "login", input.challenge, input.publicKey);
  // Looked up before the challenge is used, so an unknown key leaves it usable (as movie-web).
  const known = await findUserByPublicKey(context.db, input.publicKey);
  if (!known) throw new AccountError(401, "User cannot be found");
  const now = storedNow(context);
  const result = await withChallenge(context.db, input.challenge.code, async (tx) => {
    const user = await markLoggedIn(tx, known.id, now);
    if (!user) throw new AccountError(401, "User cannot be found");
    const session = await insertSession(tx, newSession(user.id, input.device, userAgent, now));
    return { user, session };
  });
  return authResult(context, result.user, result.session);
}
