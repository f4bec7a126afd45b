import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import {
  AUTH_MESSAGES,
  RESEND_COOLDOWN_SECONDS,
  SIGN_UP_MESSAGES,
  type TResendRequest,
  type TResendResponse,
  type TSessionResponse,
  type TSignInRequest,
  type TSignUpRequest,
  type TSignUpResponse,
  type TUser,
  type TVerifyRequest,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_MAX_ATTEMPTS,
  VERIFICATION_TTL_MINUTES,
} from "../../../shared/contracts/auth";
import { safeReturnPath } from "../../../shared/return-path";
import type { Config } from "../../config";
import type { AppContext } from "../../context";
import { AppError } from "../../errors";
import { isCommonPassword } from "../../security/common-passwords";
import { formatWait, LIMITS, rateLimited, rateLimiterFor, type Verdict } from "../../security/rate-limit";
import { accountExistsMail, verificationMail } from "../mail/templates";
import type { Mailer } from "../mail/transport";
import { ensureProfile } from "../profiles/service";
import { burnPasswordCheck, hashPassword, verifyPassword } from "./password";
import {
  claimCodeAttempt,
  confirmUserEmail,
  consumeVerification,
  consumeVerificationByToken,
  findUserByEmail,
  findUserWithUsername,
  insertUser,
  insertVerification,
  pruneUserSessions,
  type UserRow,
  voidOpenVerifications,
} from "./repo";
import { createSession, deleteSession, hashToken, isAdmin } from "./session";

type Log = Pick<FastifyBaseLogger, "warn" | "error">;

function toWireUser(u: {
  id: string;
  email: string;
  full_name: string | null;
  email_confirmed_at: Date | null;
  username: string | null;
}): TUser {
  return {
    id: u.id,
    email: u.email,
    email_confirmed_at: u.email_confirmed_at ? new Date(u.email_confirmed_at).toISOString() : null,
    user_metadata: { full_name: u.full_name, username: u.username },
  };
}

export function sessionPayload(
  config: Pick<Config, "adminEmails">,
  user: Parameters<typeof toWireUser>[0] | null,
): TSessionResponse {
  return { user: user ? toWireUser(user) : null, is_admin: isAdmin(config, user) };
}

/** `next=` for a link's query (after `lead`), when there is a page of ours to return to; else nothing. */
function returnParam(lead: "?" | "&", returnTo: string | undefined): string {
  const path = safeReturnPath(returnTo);
  return path ? `${lead}next=${encodeURIComponent(path)}` : "";
}

/** A 6-digit code from the CSPRNG. */
const generateCode = () => String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, "0");

/** Codes are stored as SHA-256 over the user id and the code, never in clear. */
const codeHash = (userId: string, code: string) => createHash("sha256").update(`${userId}:${code}`).digest("hex");

const sameHash = (a: string, b: string) => {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && timingSafeEqual(x, y);
};

const invalidCode = () => new AppError("invalid_code", AUTH_MESSAGES.invalidCode);
const invalidCredentials = () => new AppError("invalid_credentials", AUTH_MESSAGES.invalidCredentials);

interface StartedSession {
  token: string;
  payload: TSessionResponse;
}

export function createAuthService(ctx: AppContext, mailer: Mailer, log: Log) {
  const { db, config, clock } = ctx;
  const limiter = rateLimiterFor(ctx);

  /**
   * A code mail (sign-up or resend) to an address waits out the one-minute cooldown that any earlier
   * code mail started, and every account mail counts against the address's hourly cap, so neither
   * sign-ups nor resends can flood an inbox.
   */
  async function codeMailBudget(email: string): Promise<Verdict> {
    const cooldown = await limiter.consume(LIMITS.mailCooldown, email);
    if (!cooldown.allowed) return cooldown;
    return limiter.consume(LIMITS.mailPerHour, email);
  }

  /**
   * A new code and link (voiding the open ones), mailed in the background. The link carries the
   * page the sign-up started from (checked again here), so verifying by link ends there.
   */
  async function issueVerification(
    user: Pick<UserRow, "id" | "email" | "full_name">,
    now: Date,
    returnTo?: string,
  ): Promise<void> {
    const code = generateCode();
    const token = randomBytes(32).toString("base64url"); // 256 bits
    await db.transaction(async (tx) => {
      await voidOpenVerifications(tx, user.id, now);
      await insertVerification(
        tx,
        {
          userId: user.id,
          codeHash: codeHash(user.id, code),
          tokenHash: hashToken(token),
          expiresAt: new Date(now.getTime() + VERIFICATION_TTL_MINUTES * 60_000),
        },
        now,
      );
    });
    const link = `${config.publicUrl}/?token_hash=${encodeURIComponent(token)}&type=signup${returnParam("&", returnTo)}`;
    const mail = verificationMail({ code, link, fullName: user.full_name });
    mailer.queue({ to: user.email, ...mail, code, secrets: [code, encodeURIComponent(token)] });
  }

  /** Replaces the request's session (if any) with a new one; creates the profile when missing. */
  async function startSession(userId: string, previousIdHash: string | null): Promise<StartedSession> {
    const now = clock.now();
    if (previousIdHash) await deleteSession(db, previousIdHash);
    await pruneUserSessions(db, userId, now);
    const token = await createSession(db, userId, now);
    const account = await findUserWithUsername(db, userId);
    if (!account) throw new AppError("internal", "User not found after verification.");
    try {
      const profile = await ensureProfile(db, account, now);
      if (profile) account.username = profile.username;
    } catch (err) {
      log.error({ err }, "profile creation failed");
    }
    return { token, payload: sessionPayload(config, account) };
  }

  /** Inserts the unconfirmed account; when a parallel sign-up won the race, answers with that one. */
  async function createAccount(input: TSignUpRequest, passwordHash: string, now: Date): Promise<UserRow | null> {
    const fullName = input.full_name;
    const id = await insertUser(db, { email: input.email, passwordHash, fullName }, now);
    if (!id) return findUserByEmail(db, input.email);
    return { id, email: input.email, password_hash: passwordHash, full_name: fullName, email_confirmed_at: null };
  }

  return {
    /**
     * New address: an unconfirmed account and a verification mail. Address of an unconfirmed account:
     * nothing stored changes (a stranger must not replace the owner's password); the owner's code is
     * mailed again when the mail budget allows. Address of a confirmed account: the owner gets a
     * notice. All three answer alike (a fresh id each time) and cost one password hash.
     */
    async signUp(input: TSignUpRequest): Promise<TSignUpResponse> {
      // Checked before the address is looked at, so the answer says nothing about the account.
      if (isCommonPassword(input.password)) {
        throw new AppError("validation", SIGN_UP_MESSAGES.passwordTooCommon.description, { field: "password" });
      }
      const passwordHash = await hashPassword(input.password);
      const answer: TSignUpResponse = {
        user: toWireUser({
          id: randomUUID(),
          email: input.email,
          full_name: input.full_name,
          email_confirmed_at: null,
          username: null,
        }),
        verification_required: true,
      };
      const now = clock.now();
      const existing = (await findUserByEmail(db, input.email)) ?? (await createAccount(input, passwordHash, now));
      if (!existing) return answer;
      if (existing.email_confirmed_at) {
        const notice = await limiter.consume(LIMITS.existsNotice, input.email);
        if (notice.allowed && (await limiter.consume(LIMITS.mailPerHour, input.email)).allowed) {
          const signInUrl = `${config.publicUrl}/login${returnParam("?", input.return_to)}`;
          mailer.queue({ to: input.email, ...accountExistsMail({ signInUrl }) });
        }
        return answer;
      }
      if ((await codeMailBudget(input.email)).allowed) await issueVerification(existing, now, input.return_to);
      return answer;
    },

    /** Code (5 tries, 10 minutes, single use) or link token; confirms the e-mail and starts a session. */
    async verify(input: TVerifyRequest, previousIdHash: string | null): Promise<StartedSession> {
      const now = clock.now();
      let userId: string | null;
      if ("token_hash" in input) {
        userId = await consumeVerificationByToken(db, hashToken(input.token_hash), VERIFICATION_MAX_ATTEMPTS, now);
      } else {
        const user = await findUserByEmail(db, input.email);
        const claim = user ? await claimCodeAttempt(db, user.id, VERIFICATION_MAX_ATTEMPTS, now) : null;
        const matches = !!user && !!claim && sameHash(claim.code_hash, codeHash(user.id, input.code));
        userId = matches && claim && (await consumeVerification(db, claim.id, now)) ? user!.id : null;
      }
      if (!userId) throw invalidCode();
      await confirmUserEmail(db, userId, now);
      return startSession(userId, previousIdHash);
    },

    /**
     * A new code, within the address's mail budget (one a minute, five an hour, counted from any
     * account mail); the same answer whether or not the address has an account.
     */
    async resend({ email, return_to }: TResendRequest): Promise<TResendResponse> {
      const budget = await codeMailBudget(email);
      if (!budget.allowed) {
        throw rateLimited(
          budget.retryAfterSeconds,
          `Please wait ${formatWait(budget.retryAfterSeconds)} before requesting a new code.`,
        );
      }
      const user = await findUserByEmail(db, email);
      if (user && !user.email_confirmed_at) await issueVerification(user, clock.now(), return_to);
      return { ok: true, cooldown_seconds: RESEND_COOLDOWN_SECONDS };
    },

    /**
     * Unknown e-mail and wrong password: the same 400 after the same scrypt work. After 10 failures in
     * 15 minutes from one client IP, that account and IP pair answers 429 until the window ends; the
     * owner elsewhere is not locked out. A correct password on an unconfirmed account gives
     * `email_not_confirmed`.
     */
    async signIn(input: TSignInRequest, clientIp: string, previousIdHash: string | null): Promise<StartedSession> {
      const attempt = `${input.email}|${clientIp}`;
      const wait = await limiter.blockedFor(LIMITS.failedSignIns, attempt);
      if (wait !== null) {
        throw rateLimited(wait, `Too many failed sign-in attempts. Please try again in ${formatWait(wait)}.`);
      }
      const user = await findUserByEmail(db, input.email);
      const ok = user
        ? await verifyPassword(input.password, user.password_hash)
        : await burnPasswordCheck(input.password);
      if (!user || !ok) {
        await limiter.consume(LIMITS.failedSignIns, attempt);
        throw invalidCredentials();
      }
      if (!user.email_confirmed_at) throw new AppError("email_not_confirmed", AUTH_MESSAGES.emailNotConfirmed);
      await limiter.reset(LIMITS.failedSignIns, attempt);
      return startSession(user.id, previousIdHash);
    },

    async signOut(idHash: string | null): Promise<void> {
      if (idHash) await deleteSession(db, idHash);
    },
  };
}
