import { z } from "zod";
import { FULL_NAME_MAX_LENGTH } from "./auth";

const USERNAME_MIN_LENGTH = 3;
const USERNAME_MAX_LENGTH = 30;
/** Lowercase letters, digits, '_', '.', '-'; never '@', so a username can never pose as an e-mail. */
const USERNAME_PATTERN = /^[a-z0-9_.-]+$/;
const MAX_STREAMING_SERVICES = 100;

export const PROFILE_MESSAGES = {
  /** A second create for the same user (the client treats it as success). */
  alreadyExists: "Profile already exists for this user",
  /** Create with a username someone else holds. */
  usernameTaken: "Username already taken",
  /** Update with a username someone else holds (look-up or UNIQUE constraint). */
  usernameTakenOnUpdate: "This username is already taken. Please choose another one.",
  usernameInvalid: `A username has ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters: letters, digits, '_', '.' or '-'.`,
  fullNameTooLong: `Full name has to be at most ${FULL_NAME_MAX_LENGTH} characters.`,
  serviceInvalid: "Streaming services are lowercase service names.",
} as const;

const ZProfile = z.object({
  id: z.string(),
  username: z.string().nullable(),
  full_name: z.string().nullable(),
  email: z.string().nullable(),
  /** Lowercase catalogue service names, e.g. "netflix", "prime video". */
  streaming_services: z.array(z.string()),
  default_streaming_filter_enabled: z.boolean(),
  /** one e-mail a day when titles on the watch list arrive on the person's services or become free */
  availability_digest: z.boolean(),
  created_at: z.string(),
});
export type TProfile = z.infer<typeof ZProfile>;

/** GET, POST and PATCH /api/profile all answer `{ profile }`; GET gives `{ profile: null }` when none exists. */
export const ZProfileResponse = z.object({ profile: ZProfile.nullable() });
export type TProfileResponse = z.infer<typeof ZProfileResponse>;

/** Trimmed; empty (or null) becomes null. */
const nullableText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullable()
    .transform((v) => (v ? v : null));

const ZUsername = z
  .string()
  .trim()
  .toLowerCase()
  .nullable()
  .transform((v) => (v ? v : null))
  .refine(
    (v) =>
      v === null || (v.length >= USERNAME_MIN_LENGTH && v.length <= USERNAME_MAX_LENGTH && USERNAME_PATTERN.test(v)),
    PROFILE_MESSAGES.usernameInvalid,
  );

const ZFullName = nullableText(FULL_NAME_MAX_LENGTH, PROFILE_MESSAGES.fullNameTooLong);

/** Service names are trimmed, lower-cased and de-duplicated, order kept. */
const ZStreamingServices = z
  .array(
    z.string().trim().toLowerCase().min(1, PROFILE_MESSAGES.serviceInvalid).max(64, PROFILE_MESSAGES.serviceInvalid),
  )
  .max(MAX_STREAMING_SERVICES)
  .transform((list) => [...new Set(list)]);

/** POST /api/profile: creates the caller's profile. A missing username is generated (`user_` + 8). */
export const ZProfileCreate = z.object({
  username: ZUsername.optional(),
  full_name: ZFullName.optional(),
});
export type TProfileCreate = z.input<typeof ZProfileCreate>;

/** PATCH /api/profile: any subset of the editable fields. Other keys (e.g. the read-only email) are ignored. */
export const ZProfilePatch = z.object({
  full_name: ZFullName.optional(),
  username: ZUsername.optional(),
  streaming_services: ZStreamingServices.optional(),
  default_streaming_filter_enabled: z.boolean().optional(),
  availability_digest: z.boolean().optional(),
});
export type TProfilePatch = z.input<typeof ZProfilePatch>;
export type TProfilePatchParsed = z.output<typeof ZProfilePatch>;
