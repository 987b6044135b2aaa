/**
 * The rate limit of sign-in, register and forgot-password: sliding windows over a log of attempts kept
 * in the database (`auth_attempts`), so every replica counts the same (docs/decisions/013).
 *
 * An attempt is taken before any password is hashed: under a per-key advisory lock (so two replicas
 * cannot both take the last place), each key's rows younger than the window are read, and when any
 * limit refuses, the request is answered with the seconds until it would not. Otherwise a row is
 * written per key. A caller gives back the rows of an attempt that turned out not to count (a right
 * password), so only failures stay. Keys hold a hash, never the email or address itself.
 *
 * Sign-in does not lock an account out: failures slow down the clients that made them (a backoff per
 * account and client), and once an account has MAX_PER_ACCOUNT failures from everywhere, only the
 * clients among them are refused; one that has not failed on it (its owner elsewhere) may still try.
 */
import { createHash } from 'node:crypto';
import { inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authAttempts } from '../db/schema';

export const WINDOW_SECONDS = 15 * 60;
/**
 * Failures per account (all clients) in a window: past it sign-in refuses every client that failed on
 * the account; register and forgot-password refuse the email outright (issue 13's figure).
 */
export const MAX_PER_ACCOUNT = 10;
/**
 * Per client address: several shoppers may share one (an office, a carrier's NAT), so more than one
 * account's worth, yet a bound on one machine trying many emails.
 */
export const MAX_PER_ADDRESS = 50;
/** A client's failures on one account that cost no wait (typos); each one after doubles the wait from 1 s. */
export const FREE_FAILURES = 3;

/** `staff-login`: the back office's sign-in and its authenticator codes, counted apart from customers'. */
export type AttemptAction = 'login' | 'register' | 'forgot' | 'staff-login';

export interface Limit {
  key: string;
  /** Refused while the key holds this many rows in the window. */
  max?: number;
  /** Past this many rows, the next attempt waits 1 s, 2 s, 4 s… after the newest. */
  backoffAfter?: number;
  /** The client's own key: when set, a full key refuses only a client whose own key holds a failure. */
  onlyIfFailed?: string;
  /** Emptied by a right password (the client proved itself), not only the attempt's own row. */
  forgiven?: boolean;
}

const digest = (value: string) =>
  createHash('sha256').update(value).digest('base64url').slice(0, 32);

/**
 * A client on an account is its address, but an IPv6 one per /48 rather than per /64: once an account is
 * full, each new client gets a guess, so a client must not be cheap to mint, and one IPv6 customer
 * (a home, an office) is usually given a /56 or a /48, that is 256 to 65,536 /64s.
 */
function clientOf(address: string): string {
  return address.endsWith('::/64') ? `${address.split(':').slice(0, 3).join(':')}::/48` : address;
}

/** The keys of an action's counts: its email, the client's address, and the client on that email. */
export function keysFor(action: AttemptAction, email: string, address: string | null) {
  const account = `${action}:email:${digest(email)}`;
  return {
    account,
    address: address ? `${action}:addr:${digest(address)}` : null,
    // Requests without an address (in-process ones) are one client.
    client: `${account}:client:${digest(address ? clientOf(address) : '')}`,
  };
}

export function limitsFor(action: AttemptAction, email: string, address: string | null): Limit[] {
  const keys = keysFor(action, email, address);
  const perAddress = keys.address ? [{ key: keys.address, max: MAX_PER_ADDRESS }] : [];
  const signIn = action === 'login' || action === 'staff-login';
  if (!signIn) return [{ key: keys.account, max: MAX_PER_ACCOUNT }, ...perAddress];
  return [
    { key: keys.account, max: MAX_PER_ACCOUNT, onlyIfFailed: keys.client },
    // No max of its own: the account's rule refuses this client by its 10th failure at the latest.
    { key: keys.client, backoffAfter: FREE_FAILURES, forgiven: true },
    ...perAddress,
  ];
}

/** A key's rows in the window: how many, seconds since the newest, and seconds until it is not full. */
export interface KeyState {
  n: number;
  sinceNewest: number;
  fullFor: number | null;
}

/** The seconds an attempt must wait for one limit; 0 lets it through. */
export function waitFor(limit: Limit, states: ReadonlyMap<string, KeyState>): number {
  const state = states.get(limit.key)!;
  let wait = 0;
  if (state.fullFor !== null) {
    const own = limit.onlyIfFailed === undefined ? null : states.get(limit.onlyIfFailed);
    // Refused until the account's count falls below the max or the client's newest failure leaves.
    if (own === null) wait = state.fullFor;
    else if (own && own.n > 0) wait = Math.min(state.fullFor, WINDOW_SECONDS - own.sinceNewest);
  }
  if (limit.backoffAfter !== undefined && state.n > limit.backoffAfter)
    wait = Math.max(wait, 2 ** (state.n - limit.backoffAfter - 1) - state.sinceNewest);
  return wait;
}

export type Taken =
  { ok: true; ids: number[]; forgiven: string[] } | { ok: false; retryAfter: number };

export async function takeAttempt(db: Db, limits: Limit[]): Promise<Taken> {
  const sorted = [...limits].sort((a, b) => a.key.localeCompare(b.key)); // one lock order: no deadlock
  return db.transaction(async (tx) => {
    const states = new Map<string, KeyState>();
    for (const { key, max } of sorted) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 13))`);
      const inWindow = sql`key = ${key} and at > now() - make_interval(secs => ${WINDOW_SECONDS})`;
      // The seconds until the max-th newest row leaves the window, if there is one.
      const fullFor =
        max === undefined
          ? sql`null::float8`
          : sql`(select extract(epoch from at + make_interval(secs => ${WINDOW_SECONDS}) - now())::float8
              from auth_attempts where ${inWindow} order by at desc offset ${max - 1} limit 1)`;
      const { rows } = (await tx.execute(sql`
        select count(*)::int as n, ${fullFor} as "fullFor",
          coalesce(extract(epoch from now() - max(at)), 0)::float8 as "sinceNewest"
        from auth_attempts where ${inWindow}`)) as unknown as { rows: KeyState[] };
      states.set(key, rows[0]!);
    }
    const wait = Math.max(...sorted.map((limit) => waitFor(limit, states)));
    if (wait > 0) return { ok: false, retryAfter: Math.max(1, Math.ceil(wait)) };
    const ids = await tx
      .insert(authAttempts)
      .values(sorted.map(({ key }) => ({ key })))
      .returning({ id: authAttempts.id });
    const forgiven = sorted.filter((l) => l.forgiven).map((l) => l.key);
    return { ok: true, ids: ids.map((r) => r.id), forgiven };
  });
}

/** Gives back an attempt that did not count (a check the server never ran). */
export async function giveBack(db: Db, taken: Taken): Promise<void> {
  if (taken.ok && taken.ids.length > 0)
    await db.delete(authAttempts).where(inArray(authAttempts.id, taken.ids));
}

/**
 * A right password: the attempt is given back, and the client's earlier failures on the account are
 * forgiven (its typos no longer slow it, nor count it among the failed clients).
 */
export async function passed(db: Db, taken: Taken): Promise<void> {
  if (!taken.ok) return;
  const forgiven =
    taken.forgiven.length > 0 ? inArray(authAttempts.key, taken.forgiven) : undefined;
  await db.delete(authAttempts).where(or(inArray(authAttempts.id, taken.ids), forgiven));
}

/**
 * Forgets an account's failures, from every client (a password reset proved the owner). The clients'
 * keys are found by prefix, which the index does not serve; a reset is rare and the table small.
 */
export async function clearFailures(db: Db, action: AttemptAction, email: string): Promise<void> {
  const { account } = keysFor(action, email, null);
  await db
    .delete(authAttempts)
    .where(
      sql`${authAttempts.key} = ${account} or starts_with(${authAttempts.key}, ${`${account}:client:`})`,
    );
}
