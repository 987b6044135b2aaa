/**
 * Passwords and session tokens. Passwords are kept only as scrypt hashes with a random salt per
 * password; session and reset tokens (32 random bytes) only as their SHA-256, so neither a leaked table
 * nor a log of it signs anyone in. Comparisons run in constant time.
 *
 * Each hash records its parameters (`scrypt$N$r$p$salt$hash`): older hashes (N=2^14 before issue 13)
 * still verify, and `needsRehash` tells the sign-in to store a new one at today's strength.
 * Callers run these through the hash queue (server/auth/hash-queue.ts), never directly from a route.
 */
import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LEN = 64;
const SALT_BYTES = 16;
/** scrypt's cost: N (a power of two), r and p. */
export interface PasswordParams {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}
/** OWASP's password storage cheat sheet: N=2^17, r=8, p=1 (128 MiB and about 0.4 s per hash here). */
export const PASSWORD_PARAMS: PasswordParams = { N: 2 ** 17, r: 8, p: 1 };
/** scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is below that at N=2^17. */
const maxmemFor = (N: number, r: number) => 128 * N * r + 16 * 1024 * 1024;
/** Refuses stored parameters beyond any this server would write (a corrupt row must not eat 4 GiB). */
const MAX_N = 2 ** 20;

function derive(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LEN, opts, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(
  password: string,
  params: PasswordParams = PASSWORD_PARAMS,
): Promise<string> {
  const { N, r, p } = params;
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, { N, r, p, maxmem: maxmemFor(N, r) });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface Parsed {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

function parse(stored: string): Parsed | null {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  const [N, R, P] = [Number(n), Number(r), Number(p)];
  if (kind !== 'scrypt' || !salt || !hash) return null;
  if (![N, R, P].every(Number.isSafeInteger) || N > MAX_N || R > 32 || P > 16) return null;
  return {
    N,
    r: R,
    p: P,
    salt: Buffer.from(salt, 'base64url'),
    hash: Buffer.from(hash, 'base64url'),
  };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const { N, r, p, salt, hash } = parsed;
  const key = await derive(password, salt, { N, r, p, maxmem: maxmemFor(N, r) });
  return key.length === hash.length && timingSafeEqual(key, hash);
}

/** Whether a hash that verified was made with weaker parameters than the app's (`params`). */
export function needsRehash(stored: string, params: PasswordParams): boolean {
  const parsed = parse(stored);
  const { N, r, p } = params;
  return !parsed || parsed.N < N || parsed.r < r || parsed.p < p;
}

/**
 * A hash no password matches, at the cost of real ones: checked when the email is unknown, so both
 * failures take as long.
 */
export function dummyHash({ N, r, p }: PasswordParams): string {
  const [salt, key] = [randomBytes(SALT_BYTES), randomBytes(KEY_LEN)];
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** 256 random bits, URL-safe: 43 characters of [A-Za-z0-9_-]. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
