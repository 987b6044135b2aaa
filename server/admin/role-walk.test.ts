/**
 * Walks the admin API's table (contract/admin/endpoints.ts): every endpoint but the sign-in steps
 * answers 401 without a staff session and 401 with a customer's session, and an owner's endpoint 403
 * to a staff member; and the server serves no /api/admin route the table does not list, so nothing of
 * the back office can be reached unguarded or undocumented.
 */
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '../../contract/admin/endpoints';
import type { AdminEndpoint } from '../../contract/admin/endpoint';
import { newCustomer } from '../routes/account-test-client';
import { adminSend, newStaff } from '../test/staff-client';
import { makeTestApp, type TestContext } from '../test/test-app';

let t: TestContext;
let customer: string;
let staffToken: string;
beforeAll(async () => {
  t = await makeTestApp();
  customer = await newCustomer(t.app);
  staffToken = (await newStaff(t.handle.db, 'staff')).token;
}, 60_000);
afterAll(() => t.handle.close());

const table = Object.entries(adminEndpoints) as [string, AdminEndpoint][];

/** A path for the route, each parameter a value its schema takes (else the guard is not what answers). */
function pathOf(endpoint: AdminEndpoint): string {
  return endpoint.route.replace(/:(\w+)/g, (_, name: string) => {
    const schema = endpoint.params?.[name];
    const sample = ['1', randomUUID(), 'sample-slug', 'x'].find((s) => !schema || v.is(schema, s));
    if (!sample) throw new Error(`no sample value for :${name} of ${endpoint.route}`);
    return sample;
  });
}

describe('the admin API table', () => {
  it('has a role for every endpoint, and only the sign-in steps are public', () => {
    const open = table.filter(([, e]) => e.role === 'public').map(([name]) => name);
    expect(open.sort()).toEqual(['setPassword', 'signIn', 'signInCode']);
  });

  it.each(table.filter(([, e]) => e.role !== 'public'))(
    '%s: 401 without a session, 401 with a customer’s, 403 below its role',
    async (_name, endpoint) => {
      const path = pathOf(endpoint);
      const body = endpoint.method === 'GET' ? undefined : {};
      const none = await adminSend(t.app, endpoint.method, path, body);
      expect(none.status, 'no session').toBe(401);
      expect(none.headers.get('Cache-Control')).toBe('no-store');
      expect(
        (await adminSend(t.app, endpoint.method, path, body, customer)).status,
        'customer',
      ).toBe(401);
      if (endpoint.role === 'owner')
        expect(
          (await adminSend(t.app, endpoint.method, path, body, staffToken)).status,
          'staff',
        ).toBe(403);
    },
  );

  it('lists every /api/admin route the server serves', () => {
    const listed = new Set(table.map(([, e]) => `${e.method} ${e.route}`));
    const served = t.app.routes
      .filter((r) => r.path.startsWith('/api/admin/') && r.method !== 'ALL')
      .map((r) => `${r.method} ${r.path}`);
    expect(served.length).toBeGreaterThan(0);
    expect(served.filter((r) => !listed.has(r))).toEqual([]);
  });
});
