/**
 * `npm run staff` on the test database: a fresh shop's first owner is added and signs in through the
 * link it prints; a second add of one email, the last owner's disabling and a bad command line are
 * refused with their exit codes; disable ends a member's sessions at once; a new link ends the old.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '../../contract/admin/endpoints';
import { mailOutbox } from '../db/schema-orders';
import { auditLog } from '../db/schema-admin';
import { adminSend, staffEmail } from '../test/staff-client';
import { makeTestApp, type TestContext } from '../test/test-app';
import { staffCommand } from './staff-command';

let t: TestContext;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t.handle.close());

const env = { PUBLIC_ORIGIN: 'https://shop.example' };

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await staffCommand(
    args,
    env,
    { out: (l) => out.push(l), err: (l) => err.push(l) },
    async () => ({ db: t.handle.db, close: async () => undefined }),
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const tokenOf = (line: string) => /token=([\w-]+)/.exec(line)![1]!;

/** Sets the password through the link's token, as the set-password screen does. */
const setPassword = (token: string, password = 'a long owner password') =>
  adminSend(t.app, 'POST', adminEndpoints.setPassword.route, {
    token,
    password,
    password_confirmation: password,
  });

describe('npm run staff', () => {
  it('adds the first owner, prints the link (also mailed), and the link signs them in once', async () => {
    const email = staffEmail('owner');
    const added = await run('add', email.toUpperCase(), '--role', 'owner');
    expect(added.code).toBe(0);
    expect(added.out).toMatch(
      new RegExp(
        `^${email} \\(owner\\): set the password within an hour at https://shop\\.example/admin/set-password\\?token=`,
      ),
    );
    const [mail] = await t.handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mail?.text).toContain(added.out.split(' at ')[1]!.replace(' (also mailed).', ''));
    const token = tokenOf(added.out);
    const first = await setPassword(token);
    expect(first.status).toBe(200);
    expect(first.body.data.me.member).toMatchObject({ email, role: 'owner', state: 'active' });
    const me = await adminSend(
      t.app,
      'GET',
      adminEndpoints.me.route,
      undefined,
      first.body.data.token,
    );
    expect(me.status).toBe(200);
    expect((await setPassword(token)).status).toBe(422); // used once
    const logged = await t.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.invite'));
    expect(logged.some((r) => r.staffEmail === 'command line')).toBe(true);
  });

  it('refuses an email already a member (exit 1) and a wrong command line (exit 2)', async () => {
    const email = staffEmail('staff');
    expect((await run('add', email, '--role=staff')).code).toBe(0);
    const again = await run('add', email, '--role', 'owner');
    expect(again).toMatchObject({ code: 1 });
    expect(again.err).toContain('already a member (staff, invited)');
    for (const args of [
      [],
      ['add', email],
      ['add', email, '--role', 'boss'],
      ['add', 'not-an-email', '--role', 'staff'],
      ['fire', email],
      ['list', 'extra'],
    ])
      expect((await run(...args)).code, args.join(' ')).toBe(2);
    expect((await run('disable', 'nobody@shop.example')).code).toBe(1);
  });

  it('lists the members, one line each', async () => {
    const listed = await run('list');
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(
      /^\S+@\S+ {2}(owner|staff) {2}(invited|active|disabled) {2}two-step (on|off)$/m,
    );
  });

  it('disables a member (their session ends at once), enables them, and keeps the last owner', async () => {
    const email = staffEmail('staff');
    const added = await run('add', email, '--role', 'staff');
    const signedIn = await setPassword(tokenOf(added.out));
    const session = signedIn.body.data.token as string;
    expect((await run('disable', email)).out).toBe(`${email} (staff) is disabled.`);
    expect(
      (await adminSend(t.app, 'GET', adminEndpoints.me.route, undefined, session)).status,
    ).toBe(401);
    const signIn = await adminSend(t.app, 'POST', adminEndpoints.signIn.route, {
      email,
      password: 'a long owner password',
    });
    expect(signIn.status).toBe(401);
    expect((await run('enable', email)).out).toBe(`${email} (staff) is enabled.`);
    const owners = (await run('list')).out
      .split('\n')
      .filter((l) => / {2}owner {2}(active|invited)/.test(l))
      .map((l) => l.split('  ')[0]!);
    // Every owner but the last is disabled; the last is refused.
    for (const owner of owners.slice(1)) expect((await run('disable', owner)).code).toBe(0);
    const last = await run('disable', owners[0]!);
    expect(last.code).toBe(1);
    expect(last.err).toContain("the shop's last active owner");
    for (const owner of owners.slice(1)) await run('enable', owner);
  });

  it('sends a new link that ends the old one', async () => {
    const email = staffEmail('staff');
    const old = tokenOf((await run('add', email, '--role', 'staff')).out);
    const fresh = tokenOf((await run('link', email)).out);
    expect((await setPassword(old)).status).toBe(422);
    expect((await setPassword(fresh)).status).toBe(200);
  });
});
