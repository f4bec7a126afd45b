import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordMeetsRules } from "../password-rules";
import { RETURN_PATH_MAX_LENGTH, safeReturnPath } from "../return-path";

// Constants of the account flows ---------------------------------------------------------------

export const FULL_NAME_MAX_LENGTH = 100;
const EMAIL_MAX_LENGTH = 254;
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_TTL_MINUTES = 10;
export const VERIFICATION_MAX_ATTEMPTS = 5;
export const RESEND_COOLDOWN_SECONDS = 60;
/** Delay from 'Email Verified!' to completing the flow, and from there to saving the services. */
export const VERIFY_COMPLETE_DELAY_MS = 1500;
export const SAVE_SERVICES_DELAY_MS = 2000;

/**
 * A deliberately simple e-mail pattern (something@something.something, no spaces), also refusing the
 * characters that would make an address list or a display name out of it in a mail header. The part
 * after the domain's last dot excludes dots, so there is one way to split the domain and the match
 * runs in linear time; callers check EMAIL_MAX_LENGTH first all the same.
 */
export const EMAIL_PATTERN = /^[^\s@,;<>()[\]\\"]+@[^\s@,;<>()[\]\\"]+\.[^\s@,;<>()[\]\\".]+$/;

/** A toast: a title and an optional description. */
export interface Notice {
  title: string;
  description?: string;
}

export const SIGN_UP_MESSAGES = {
  fullNameRequired: { title: "Full name required", description: "Please enter your full name to continue." },
  fullNameTooLong: {
    title: "Full name too long",
    description: `Full name has to be at most ${FULL_NAME_MAX_LENGTH} characters.`,
  },
  emailRequired: { title: "Email required", description: "Please enter your email address." },
  emailInvalid: { title: "Invalid email", description: "Please enter a valid email address." },
  passwordTooShort: {
    title: "Password too short",
    description: `Password has to be at least ${PASSWORD_MIN_LENGTH} characters.`,
  },
  passwordTooWeak: { title: "Password too weak", description: "Password needs at least one letter and one number." },
  passwordTooCommon: {
    title: "Password too common",
    description: "This password appears in lists of leaked passwords. Please choose another.",
  },
  passwordTooLong: {
    title: "Password too long",
    description: `Password has to be at most ${PASSWORD_MAX_LENGTH} characters.`,
  },
  passwordMismatch: { title: "Passwords do not match." },
  ageRequired: {
    title: "Age verification required",
    description: "You must confirm that you are 18 years or older to continue.",
  },
  termsRequired: {
    title: "Terms acceptance required",
    description: "You must accept the Terms of Service and Privacy Policy to continue.",
  },
} as const satisfies Record<string, Notice>;

export const AUTH_MESSAGES = {
  invalidCredentials: "Invalid login credentials",
  emailNotConfirmed: "Email not confirmed",
  invalidCode: "Invalid or expired verification code. Check the code, or request a new one.",
  codeRequired: {
    title: "Verification code required",
    description: "Please enter the verification code sent to your email.",
  },
  passwordRequired: "Please enter your password.",
} as const;

export interface SignUpForm {
  full_name: string;
  email: string;
  password: string;
  confirm_password: string;
  age_confirmed: boolean;
  terms_accepted: boolean;
}

/**
 * The first failing sign-up rule, checked in this order: name, e-mail, e-mail pattern, password
 * length, confirmation, age, then the remaining password rules and the terms box; null when all pass.
 */
export function signUpFormError(form: SignUpForm): Notice | null {
  const name = form.full_name.trim();
  const email = form.email.trim();
  if (!name) return SIGN_UP_MESSAGES.fullNameRequired;
  if (name.length > FULL_NAME_MAX_LENGTH) return SIGN_UP_MESSAGES.fullNameTooLong;
  if (!email) return SIGN_UP_MESSAGES.emailRequired;
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return SIGN_UP_MESSAGES.emailInvalid;
  if (form.password.length < PASSWORD_MIN_LENGTH) return SIGN_UP_MESSAGES.passwordTooShort;
  if (form.password !== form.confirm_password) return SIGN_UP_MESSAGES.passwordMismatch;
  if (!form.age_confirmed) return SIGN_UP_MESSAGES.ageRequired;
  if (form.password.length > PASSWORD_MAX_LENGTH) return SIGN_UP_MESSAGES.passwordTooLong;
  if (!passwordMeetsRules(form.password)) return SIGN_UP_MESSAGES.passwordTooWeak;
  if (!form.terms_accepted) return SIGN_UP_MESSAGES.termsRequired;
  return null;
}

// Field schemas ------------------------------------------------------------------------------------

const emailField = (messages: { required: string; invalid: string }) =>
  z
    .string({ error: messages.required })
    .trim()
    .toLowerCase()
    .min(1, messages.required)
    // abort: an over-long value is refused before the pattern ever sees it
    .max(EMAIL_MAX_LENGTH, { message: messages.invalid, abort: true })
    .regex(EMAIL_PATTERN, messages.invalid);

const ZEmail = emailField({
  required: SIGN_UP_MESSAGES.emailRequired.description,
  invalid: SIGN_UP_MESSAGES.emailInvalid.description,
});

// Wire shapes ----------------------------------------------------------------------------------------

const ZUser = z.object({
  id: z.string(),
  email: z.string(),
  email_confirmed_at: z.string().nullable(),
  user_metadata: z.object({ full_name: z.string().nullable(), username: z.string().nullable().optional() }),
});
export type TUser = z.infer<typeof ZUser>;

export const ZSessionResponse = z.object({ user: ZUser.nullable(), is_admin: z.boolean() });
export type TSessionResponse = z.infer<typeof ZSessionResponse>;

/** POST /api/auth/signup. Fields are checked in this order, each with the message the form shows. */
/**
 * The page to come back to once the e-mailed link has verified the address (the sign-up started on
 * /login?next=…): a path on this site only (safeReturnPath), never another address.
 */
const ZReturnTo = z
  .string()
  .max(RETURN_PATH_MAX_LENGTH, "The return address is too long.")
  .refine((v) => safeReturnPath(v) !== null, "The return address must be a page of this site.");

export const ZSignUpRequest = z.object({
  full_name: z
    .string({ error: SIGN_UP_MESSAGES.fullNameRequired.description })
    .trim()
    .min(1, SIGN_UP_MESSAGES.fullNameRequired.description)
    .max(FULL_NAME_MAX_LENGTH, SIGN_UP_MESSAGES.fullNameTooLong.description),
  email: ZEmail,
  password: z
    .string({ error: SIGN_UP_MESSAGES.passwordTooShort.description })
    .min(PASSWORD_MIN_LENGTH, SIGN_UP_MESSAGES.passwordTooShort.description)
    .max(PASSWORD_MAX_LENGTH, SIGN_UP_MESSAGES.passwordTooLong.description)
    .refine(passwordMeetsRules, SIGN_UP_MESSAGES.passwordTooWeak.description),
  return_to: ZReturnTo.optional(),
});
export type TSignUpRequest = z.infer<typeof ZSignUpRequest>;

/** The same answer for a new address and a taken one (no enumeration). */
export const ZSignUpResponse = z.object({ user: ZUser, verification_required: z.literal(true) });
export type TSignUpResponse = z.infer<typeof ZSignUpResponse>;

/** POST /api/auth/signin. */
export const ZSignInRequest = z.object({
  email: ZEmail,
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(1024, AUTH_MESSAGES.invalidCredentials),
});
export type TSignInRequest = z.infer<typeof ZSignInRequest>;

/** POST /api/auth/verify with the e-mailed code. */
export const ZVerifyCodeRequest = z.object({
  email: ZEmail,
  code: z
    .string({ error: AUTH_MESSAGES.codeRequired.description })
    .trim()
    .min(1, AUTH_MESSAGES.codeRequired.description)
    .max(VERIFICATION_CODE_LENGTH, `The code has at most ${VERIFICATION_CODE_LENGTH} characters.`),
});
/** POST /api/auth/verify with the token of the e-mailed link (`?token_hash=…&type=signup`). */
export const ZVerifyLinkRequest = z.object({
  token_hash: z
    .string({ error: "The verification link is incomplete." })
    .min(16, "The verification link is incomplete.")
    .max(200, "The verification link is invalid."),
  type: z.literal("signup", { error: "Only sign-up links can be verified." }),
});
export const ZVerifyRequest = z.union([ZVerifyLinkRequest, ZVerifyCodeRequest]);
export type TVerifyRequest = z.infer<typeof ZVerifyRequest>;

/** POST /api/auth/resend: the same answer whether or not the address has an account. */
export const ZResendRequest = z.object({ email: ZEmail, return_to: ZReturnTo.optional() });
export type TResendRequest = z.infer<typeof ZResendRequest>;
export const ZResendResponse = z.object({ ok: z.literal(true), cooldown_seconds: z.number().int().positive() });
export type TResendResponse = z.infer<typeof ZResendResponse>;

/** GET /api/dev/mailbox?to= (development mailbox only), newest first. */
export const ZMailboxQuery = z.object({ to: ZEmail });
const ZMailboxMessage = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
});
export type TMailboxMessage = z.infer<typeof ZMailboxMessage>;
export const ZMailboxResponse = z.array(ZMailboxMessage);
