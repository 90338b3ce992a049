import {
  loginCompleteInputSchema,
  loginStartInputSchema,
  registerCompleteInputSchema,
  registerStartInputSchema,
  type LoginCompleteInput,
  type RegisterCompleteInput,
} from "@matinee/contracts";
import type { FastifyPluginCallback, FastifyRequest } from "fastify";
import type { AccountContext } from "../account/account-context";
import { AccountError } from "../account/account-errors";
import { completeLogin, completeRegistration, startChallenge } from "../account/auth-service";
import { clientAddress } from "../http/client-address";
import { enforceRateLimit } from "../account/rate-limited";
import { findUserByPublicKey } from "../account/users-store";

/** Characters of a User-Agent a session keeps (real browsers send far fewer). */
const USER_AGENT_CHARS = 512;

function userAgentOf(request: FastifyRequest): string {
  const userAgent = request.headers["user-agent"];
  if (!userAgent) throw new AccountError(400, "No useragent provided");
  return userAgent.slice(0, USER_AGENT_CHARS);
}

/** Registration and login by Ed25519 challenge (PROTOCOLS.md §1.5); rate limits come first. */
export const accountAuthRoutes: FastifyPluginCallback<{ context: AccountContext }> = (
  app,
  { context },
  done,
) => {
  app.post<{ Body: { captchaToken?: string } }>(
    "/register/start",
    { schema: { body: registerStartInputSchema } },
    async (request) => {
      await enforceRateLimit(context, request, "register_challenge_tokens");
      if (context.verifyCaptcha) {
        const token = request.body.captchaToken;
        if (!token) throw new AccountError(400, "captcha token is required");
        const address = clientAddress(request, context.trustCloudflare);
        if (!(await context.verifyCaptcha(token, address))) {
          throw new AccountError(400, "captcha token is invalid");
        }
      }
      return startChallenge(context, "registration");
    },
  );

  app.post<{ Body: RegisterCompleteInput }>(
    "/register/complete",
    { schema: { body: registerCompleteInputSchema } },
    async (request) => {
      await enforceRateLimit(context, request, "register_complete");
      return completeRegistration(context, request.body, userAgentOf(request));
    },
  );

  app.post<{ Body: { publicKey: string } }>(
    "/login/start",
    { schema: { body: loginStartInputSchema } },
    async (request) => {
      await enforceRateLimit(context, request, "login_challenge_tokens");
      if (!(await findUserByPublicKey(context.db, request.body.publicKey))) {
        throw new AccountError(401, "User cannot be found");
      }
      return startChallenge(context, "login");
    },
  );

  app.post<{ Body: LoginCompleteInput }>(
    "/login/complete",
    { schema: { body: loginCompleteInputSchema } },
    async (request) => {
      await enforceRateLimit(context, request, "login_complete");
      return completeLogin(context, request.body, userAgentOf(request));
    },
  );
  done();
};
