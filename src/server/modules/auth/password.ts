import { randomBytes, scrypt as scryptCb, timingSafeEqual } from "node:crypto";
import { trimChars } from "../../../shared/trim-chars";

/**
 * Password hashing: scrypt from node:crypto (no native dependency) with N = 2^17, r = 8, p = 1,
 * a 16-byte random salt and a 32-byte key, stored in PHC style: `$scrypt$ln=17,r=8,p=1$<salt>$<key>`
 * (base64 without padding). The parameters travel with each hash, so they can be raised later.
 * One hash needs 128 · N · r = 128 MiB of memory; maxmem allows twice that.
 */
export const SCRYPT_PARAMS = { ln: 17, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
const MAXMEM = 256 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCb(
      password.normalize("NFKC"),
      salt,
      KEY_BYTES,
      { N: 2 ** params.ln, r: params.r, p: params.p, maxmem: MAXMEM },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

const b64 = (b: Buffer) => trimChars(b.toString("base64"), "=");

type ScryptParams = { ln: number; r: number; p: number };

/** Hashes with the production parameters; `params` exists so tests of other rules can run cheaper. */
export async function hashPassword(password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, params);
  return `$scrypt$ln=${params.ln},r=${params.r},p=${params.p}$${b64(salt)}$${b64(key)}`;
}

const FORMAT = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** True when the password matches the stored hash. Malformed hashes (e.g. test fixtures) never match. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  // every group of FORMAT is mandatory: salt and key are there exactly when the hash is well-formed
  const [, ln, r, p, salt, key] = FORMAT.exec(stored) ?? [];
  if (salt === undefined || key === undefined) {
    // Spend the same time as a real check, so a malformed row is not a timing oracle either.
    await scrypt(password, randomBytes(SALT_BYTES), SCRYPT_PARAMS);
    return false;
  }
  const params = { ln: Number(ln), r: Number(r), p: Number(p) };
  if (params.ln < 10 || params.ln > 20 || params.r < 1 || params.r > 16 || params.p < 1 || params.p > 4) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await scrypt(password, Buffer.from(salt, "base64"), params);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * The work of one verification at the current parameters, always false: run when the e-mail is unknown
 * so that "no such user" costs the same scrypt work as "wrong password".
 */
export async function burnPasswordCheck(password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<false> {
  await scrypt(password, randomBytes(SALT_BYTES), params);
  return false;
}
