/**
 * The back office's sign-in (issue 37): the same answers as customers' (a wrong password and an
 * unknown email alike), sessions of its own that a customer's token never opens, the idle and absolute
 * limits, and two-step sign-in with an authenticator (RFC 6238): set up with a first code, then a
 * challenge between the password and the code, each code once; the owner may require it of all.
 */
import { eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints as ep } from '../../contract/admin/endpoints';
import { staff, staffSessions } from '../db/schema-admin';
import { newCustomer } from '../routes/account-test-client';
import { hashToken } from '../routes/auth-passwords';
import { STAFF_PASSWORD, adminSend, newStaff } from '../test/staff-client';
import { makeTestApp, type TestContext } from '../test/test-app';
import { writeSecuritySettings } from './security-settings';

let t: TestContext;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t.handle.close());

const send = (method: string, route: string, body?: unknown, token?: string) =>
  adminSend(t.app, method, route, body, token);
const signIn = (email: string, password = STAFF_PASSWORD) =>
  send('POST', ep.signIn.route, { email, password });

/** The code an authenticator app shows now for `secret`, `offset` steps away. */
function codeOf(secret: string, offset = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + offset * 30_000 });
}

describe('staff sign-in', () => {
  it('answers a wrong password, an unknown email and a disabled member alike; the right one signs in', async () => {
    const member = await newStaff(t.handle.db, 'staff');
    const wrong = await signIn(member.email, 'not the password');
    const unknown = await signIn('nobody@shop.example');
    expect(wrong.status).toBe(401);
    expect(unknown).toMatchObject({ status: 401, body: wrong.body });
    const right = await signIn(member.email.toUpperCase());
    expect(right.status).toBe(200);
    expect(right.headers.get('Cache-Control')).toBe('no-store');
    expect(right.body.data.me).toEqual({
      member: expect.objectContaining({
        email: member.email,
        role: 'staff',
        state: 'active',
        totp: false,
      }),
      must_set_up_totp: false,
    });
    await t.handle.db.update(staff).set({ disabledAt: new Date() }).where(eq(staff.id, member.id));
    expect(await signIn(member.email)).toMatchObject({ status: 401, body: wrong.body });
  });

  it("never takes a customer's token, and ends a session after 30 idle minutes or 12 hours", async () => {
    const customer = await newCustomer(t.app);
    expect((await send('GET', ep.me.route, undefined, customer)).status).toBe(401);
    const { token } = await newStaff(t.handle.db);
    expect((await send('GET', ep.me.route, undefined, token)).status).toBe(200);
    const age = (column: 'last_used_at' | 'created_at', interval: string) =>
      t.handle.db
        .update(staffSessions)
        .set({
          [column === 'last_used_at' ? 'lastUsedAt' : 'createdAt']:
            sql`now() - ${sql.raw(`interval '${interval}'`)}`,
        })
        .where(eq(staffSessions.tokenHash, hashToken(token)));
    await age('last_used_at', '29 minutes');
    expect((await send('GET', ep.me.route, undefined, token)).status).toBe(200);
    await age('last_used_at', '31 minutes');
    expect((await send('GET', ep.me.route, undefined, token)).status).toBe(401);
    const other = await newStaff(t.handle.db);
    await t.handle.db
      .update(staffSessions)
      .set({ createdAt: sql`now() - interval '12 hours 1 minute'` })
      .where(eq(staffSessions.tokenHash, hashToken(other.token)));
    expect((await send('GET', ep.me.route, undefined, other.token)).status).toBe(401);
  });

  it('signs out: the token stops working', async () => {
    const { token } = await newStaff(t.handle.db);
    expect((await send('POST', ep.signOut.route, undefined, token)).status).toBe(204);
    expect((await send('GET', ep.me.route, undefined, token)).status).toBe(401);
  });
});

describe('two-step sign-in', () => {
  it('is set up with a first code, then asks for a code after the password, each code once', async () => {
    const member = await newStaff(t.handle.db, 'staff');
    const setup = await send('POST', ep.startTotp.route, undefined, member.token);
    expect(setup.status).toBe(200);
    const { secret, uri, qr_svg } = setup.body.data;
    expect(uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(qr_svg).toMatch(/^<svg/);
    const bad = await send('PUT', ep.confirmTotp.route, { code: '000000' }, member.token);
    expect(bad).toMatchObject({
      status: 422,
      body: { errors: { code: ['admin.errors.code_invalid'] } },
    });
    const on = await send('PUT', ep.confirmTotp.route, { code: codeOf(secret, -1) }, member.token);
    expect(on.body.data.member.totp).toBe(true);
    // On: the password alone makes no session, only a challenge.
    const first = await signIn(member.email);
    expect(Object.keys(first.body.data)).toEqual(['challenge']);
    const challenge = first.body.data.challenge as string;
    const wrong = await send('POST', ep.signInCode.route, { challenge, code: '123456' });
    expect(wrong.body.errors).toEqual({ code: ['admin.errors.code_invalid'] });
    const code = codeOf(secret);
    const right = await send('POST', ep.signInCode.route, {
      challenge,
      code: code.replace(/(\d{3})/, '$1 '),
    });
    expect(right.status).toBe(200);
    expect((await send('GET', ep.me.route, undefined, right.body.data.token)).status).toBe(200);
    // The same code again, with a new challenge: refused (a step's code works once).
    const second = (await signIn(member.email)).body.data.challenge as string;
    expect((await send('POST', ep.signInCode.route, { challenge: second, code })).status).toBe(422);
    // A used or made-up challenge.
    for (const c of [challenge, 'x'.repeat(30)])
      expect(
        (await send('POST', ep.signInCode.route, { challenge: c, code: codeOf(secret, 1) })).body
          .errors,
      ).toEqual({
        challenge: ['admin.errors.challenge_expired'],
      });
    // On already: a session alone cannot swap the authenticator.
    expect((await send('POST', ep.startTotp.route, undefined, right.body.data.token)).status).toBe(
      409,
    );
  });

  it('when the owner requires it, a member without it may only set it up', async () => {
    const owner = await newStaff(t.handle.db, 'owner');
    const saved = await send(
      'PUT',
      ep.saveSecuritySettings.route,
      { require_totp: true },
      owner.token,
    );
    expect(saved.body.data).toEqual({ require_totp: true });
    try {
      const member = await newStaff(t.handle.db, 'staff');
      const me = await send('GET', ep.me.route, undefined, member.token);
      expect(me.body.data.must_set_up_totp).toBe(true);
      const blocked = await send('GET', ep.staffList.route, undefined, owner.token);
      expect(blocked).toMatchObject({ status: 403, body: { error: 'totp_required' } });
      expect((await send('POST', ep.startTotp.route, undefined, member.token)).status).toBe(200);
    } finally {
      await writeSecuritySettings(t.handle.db, { requireTotp: false });
    }
  });
});
