/**
 * Sign out everywhere (issue 39): every session of the member ends (their old tokens answer 401), the
 * owner may do it for anyone, a member for themself only (403 for another's); audited. And the audit
 * log's filters: by member, action, entity, and a range of days.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditPageSchema } from '../../contract/admin/shapes';
import { createStaffSession } from './staff-session';
import { adminSend, newStaff } from '../test/staff-client';
import { makeTestApp, type TestContext } from '../test/test-app';
import { auditRows, parsed, staffClient } from './catalog/test-catalog';

let t: TestContext;
let owner: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  t = await makeTestApp();
  owner = await staffClient(t, 'owner');
}, 60_000);
afterAll(() => t.handle.close());

const me = (token: string) => adminSend(t.app, 'GET', '/api/admin/me', undefined, token);
const signOut = (id: string, token: string) =>
  adminSend(t.app, 'POST', `/api/admin/staff/${id}/sign-out`, undefined, token);

describe('sign out everywhere', () => {
  it('ends every session of the member, by the owner, audited', async () => {
    const member = await newStaff(t.handle.db, 'staff');
    const other = await createStaffSession(t.handle.db, member.id);
    expect((await me(member.token)).status).toBe(200);
    const res = await owner.call('POST', `/api/admin/staff/${member.id}/sign-out`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ sessions_ended: 2 });
    expect((await me(member.token)).status).toBe(401);
    expect((await me(other)).status).toBe(401);
    expect((await me(owner.token)).status).toBe(200);
    const [row] = await auditRows(t.handle, 'staff', member.id);
    expect(row).toMatchObject({
      action: 'staff.sign_out_everywhere',
      staff_email: owner.email,
      after: { sessions_ended: 2 },
    });
  });

  it('lets a member sign themself out everywhere, and no one else', async () => {
    const member = await newStaff(t.handle.db, 'staff');
    const peer = await newStaff(t.handle.db, 'staff');
    expect((await signOut(peer.id, member.token)).status).toBe(403);
    expect((await me(peer.token)).status).toBe(200);
    expect((await signOut(owner.id, member.token)).status).toBe(403);
    expect((await signOut(member.id, member.token)).status).toBe(200);
    expect((await me(member.token)).status).toBe(401);
  });

  it('answers 404 for no such member', async () => {
    const res = await owner.call('POST', `/api/admin/staff/${crypto.randomUUID()}/sign-out`);
    expect(res.status).toBe(404);
  });
});

describe('the audit log’s filters', () => {
  const page = async (query: string) =>
    parsed(AuditPageSchema, await owner.call('GET', `/api/admin/audit?${query}`));

  it('filters by member, action, entity and days, combined', async () => {
    const other = await staffClient(t, 'owner');
    await other.call('PUT', '/api/admin/settings/security', { require_totp: false });
    await owner.call('PUT', '/api/admin/settings/security', { require_totp: false });
    await t.handle.pool.query(
      `update audit_log set at = '2026-01-10T12:00:00Z' where staff_id = $1`,
      [other.id],
    );

    const byOther = await page(`staff_id=${other.id}`);
    expect(byOther.items.map((i) => i.staff_email)).toEqual([other.email]);
    const byAction = await page('action=staff.sign_out_everywhere');
    expect(byAction.total).toBeGreaterThanOrEqual(2);
    expect(byAction.items.every((i) => i.action === 'staff.sign_out_everywhere')).toBe(true);
    const settings = await page('entity=settings');
    expect(settings.items.every((i) => i.entity === 'settings')).toBe(true);
    expect(settings.total).toBe(2);
    const january = await page('from=2026-01-10&to=2026-01-10');
    expect(january.items.map((i) => i.staff_email)).toEqual([other.email]);
    expect((await page('from=2026-01-11&to=2026-01-31')).total).toBe(0);
    const both = await page(`entity=settings&staff_id=${owner.id}&from=2026-02-01`);
    expect(both.items.map((i) => i.staff_email)).toEqual([owner.email]);
  });

  it('answers 400 for a day it cannot read or a range backwards', async () => {
    expect((await owner.call('GET', '/api/admin/audit?from=2026-02-30')).status).toBe(400);
    expect((await owner.call('GET', '/api/admin/audit?from=2026-03-02&to=2026-03-01')).status).toBe(
      400,
    );
    expect((await owner.call('GET', '/api/admin/audit?staff_id=nope')).status).toBe(400);
  });
});
