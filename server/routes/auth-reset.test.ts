/**
 * Password reset (issue 13): forgot answers 202 alike for every email, before looking it up, and then
 * mails a link in the asked language through the outbox; the link's token is stored hashed, lives an
 * hour and works once; a reset ends every session and every other link, and forgets the account's
 * failed sign-ins.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_PER_ACCOUNT, keysFor } from '../auth/rate-limit';
import { authAttempts, passwordResets } from '../db/schema';
import { mailOutbox } from '../db/schema-orders';
import { getJson, makeTestApp, type TestContext } from '../test/test-app';
import { newCustomerWith, resetTokenFor, send, uniqueEmail } from './account-test-client';
import { hashToken } from './auth-passwords';

let t: TestContext;
const nudge = vi.fn();
beforeAll(async () => {
  t = await makeTestApp({ mail: { nudge } });
}, 60_000);
afterAll(() => t.handle.close());

const askForLink = (email: string, lang?: string) =>
  send(t.app, 'POST', `/api/auth/password/forgot${lang ? `?lang=${lang}` : ''}`, { email });
/** Asks for a link, and waits for the work the answer did not wait for. */
async function forgot(email: string, lang?: string) {
  const res = await askForLink(email, lang);
  await t.background.settled();
  return res;
}
const reset = (token: unknown, password = 'a brand new one', confirmation = password) =>
  send(t.app, 'POST', '/api/auth/password/reset', {
    token,
    password,
    password_confirmation: confirmation,
  });
const mailsTo = (to: string) =>
  t.handle.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, 'password_reset')));
const me = (token: string) => getJson(t.app, '/api/account', { Authorization: `Bearer ${token}` });

describe('POST /api/auth/password/forgot', () => {
  it('mails a link to the English reset screen and keeps only the hash of its token', async () => {
    const { email } = await newCustomerWith(t.app);
    nudge.mockClear();
    const res = await forgot(email.toUpperCase(), 'en');
    expect(res.status).toBe(202);
    expect(res.body).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(nudge).toHaveBeenCalledOnce();
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toMatch(/^Reset your .+ password$/);
    const link = /http:\/\/localhost\/en\/account\/reset-password\?token=([\w-]{43})\b/.exec(
      mail!.text,
    );
    expect(link, mail!.text).not.toBeNull();
    const token = link![1]!;
    const [row] = await t.handle.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, hashToken(token)));
    expect(row).toBeDefined();
    const minutes = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(60, 1);
    expect(JSON.stringify(await t.handle.db.select().from(passwordResets))).not.toContain(token);
  });

  it('writes the Vietnamese mail and link by default', async () => {
    const { email } = await newCustomerWith(t.app);
    await forgot(email);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toMatch(/^Đặt lại mật khẩu/);
    expect(mail!.text).toMatch(/http:\/\/localhost\/account\/reset-password\?token=[\w-]{43}/);
  });

  it('answers an unknown email exactly as a known one, and mails nothing', async () => {
    const email = uniqueEmail().toLowerCase();
    nudge.mockClear();
    const res = await forgot(email, 'en');
    expect(res.status).toBe(202);
    expect(res.body).toBeNull();
    expect(await mailsTo(email)).toHaveLength(0);
    expect(nudge).not.toHaveBeenCalled();
  });

  it('answers a known and an unknown email before looking either up', async () => {
    const { email } = await newCustomerWith(t.app);
    nudge.mockClear();
    // The lookup waits behind this lock until it ends; the answers must not.
    const lock = await t.handle.pool.connect();
    try {
      await lock.query('begin');
      await lock.query('lock table customers in access exclusive mode');
      for (const who of [email, uniqueEmail()]) {
        const answer = askForLink(who, 'en').then((res) => res.status);
        const late = sleep(3_000).then(() => 'no answer while the lookup waits');
        expect(await Promise.race([answer, late])).toBe(202);
      }
      expect(nudge).not.toHaveBeenCalled();
    } finally {
      await lock.query('rollback');
      lock.release();
    }
    await t.background.settled();
    expect(nudge).toHaveBeenCalledOnce();
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('answers 422 for a missing or malformed email', async () => {
    const res = await send(t.app, 'POST', '/api/auth/password/forgot', { email: 'nope' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: ['account.errors.email_invalid'] });
  });
});

describe('POST /api/auth/password/reset', () => {
  it('sets the password, ends every session and other link, and answers a new session', async () => {
    const { id, email, token: old } = await newCustomerWith(t.app);
    const other = (
      await send(t.app, 'POST', '/api/auth/login', { email, password: 'correct horse' })
    ).body.data.token as string;
    const [link, otherLink] = [
      await resetTokenFor(t.handle.db, id),
      await resetTokenFor(t.handle.db, id),
    ];
    const res = await reset(link);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.data.customer).toMatchObject({ id, email });
    const fresh = res.body.data.token as string;
    expect(fresh).toMatch(/^[\w-]{43}$/);
    expect((await me(old)).status).toBe(401);
    expect((await me(other)).status).toBe(401);
    expect((await me(fresh)).status).toBe(200);
    const signIn = (password: string) =>
      send(t.app, 'POST', '/api/auth/login', { email, password });
    expect((await signIn('correct horse')).status).toBe(401);
    expect((await signIn('a brand new one')).status).toBe(200);
    expect((await reset(otherLink)).body.errors).toEqual({
      token: ['account.errors.reset_link_invalid'],
    });
  }, 30_000);

  it('works once', async () => {
    const { id } = await newCustomerWith(t.app);
    const link = await resetTokenFor(t.handle.db, id);
    expect((await reset(link)).status).toBe(200);
    const again = await reset(link, 'yet another one');
    expect(again.status).toBe(422);
    expect(again.body).toEqual({
      message: 'Validation error',
      errors: { token: ['account.errors.reset_link_invalid'] },
    });
  });

  it('works for an hour only', async () => {
    const { id } = await newCustomerWith(t.app);
    const link = await resetTokenFor(t.handle.db, id);
    await t.handle.db.execute(
      sql`update password_resets set expires_at = now() - interval '1 second' where token_hash = ${hashToken(link)}`,
    );
    expect((await reset(link)).body.errors).toEqual({
      token: ['account.errors.reset_link_invalid'],
    });
  });

  it.each([
    ['unknown', 'x'.repeat(43)],
    ['too short', 'abc'],
    ['not URL-safe', `${'x'.repeat(40)}+/=`],
    ['not a string', 42],
    ['missing', undefined],
  ])('answers 422 on token for a %s token', async (_name, token) => {
    const res = await reset(token);
    expect(res.status).toBe(422);
    expect(res.body.errors.token).toEqual(['account.errors.reset_link_invalid']);
  });

  it('keeps the link when the new password is refused', async () => {
    const { id } = await newCustomerWith(t.app);
    const link = await resetTokenFor(t.handle.db, id);
    const short = await reset(link, 'short');
    expect(short.body.errors).toEqual({ password: ['account.errors.password_too_short'] });
    const mismatch = await reset(link, 'long enough', 'not the same');
    expect(mismatch.body.errors).toEqual({
      password_confirmation: ['account.errors.password_mismatch'],
    });
    expect((await reset(link)).status).toBe(200);
  });

  it('forgets failed sign-ins on the account, from every client: the owner proved themselves', async () => {
    const { id, email } = await newCustomerWith(t.app);
    // Others' failures fill the account, and this client's own put it at the backoff's longest wait.
    const { account, client } = keysFor('login', email, null);
    const failures = (key: string, n: number) => Array.from({ length: n }, () => ({ key }));
    await t.handle.db
      .insert(authAttempts)
      .values([...failures(account, MAX_PER_ACCOUNT), ...failures(client, MAX_PER_ACCOUNT - 1)]);
    const signIn = () =>
      send(t.app, 'POST', '/api/auth/login', { email, password: 'a brand new one' });
    expect((await signIn()).status).toBe(429);
    expect((await reset(await resetTokenFor(t.handle.db, id))).status).toBe(200);
    expect((await signIn()).status).toBe(200);
  });
});
