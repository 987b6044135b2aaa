// @vitest-environment happy-dom
/**
 * The admin API client: it sends the staff bearer token (never anything else), answers `data`, and
 * turns failures into AdminApiError. A 401 from a guarded endpoint ends the session and keeps the page
 * the member was on; a 401 from a sign-in step does not; a 403 `totp_required` marks the set-up as
 * due; a plain 403 changes nothing of the session.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staffEndpoints } from '../../contract/admin/endpoints';
import type { Me } from '../../contract/admin/types';
import { fakeApi, resetSession } from '../test/render-admin';
import { AdminApiError, adminCall, pathOf } from './api';
import { STAFF_TOKEN_KEY, session, startSession } from './session';

const me: Me = {
  member: {
    id: '7d0c6c1e-8a51-4d3c-9a55-0f6d1e1c2a10',
    email: 'owner@shop.test',
    role: 'owner',
    state: 'active',
    totp: false,
    created_at: '2026-11-01T08:00:00.000Z',
  },
  must_set_up_totp: false,
};

beforeEach(() => {
  resetSession();
  window.history.replaceState(null, '', '/en/admin/audit?page=2');
});
afterEach(() => vi.unstubAllGlobals());

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error as AdminApiError,
  );

describe('admin API client', () => {
  it('sends the staff token as a bearer token and answers the data', async () => {
    startSession('staff-token', me);
    const calls = fakeApi({ 'GET /api/admin/me': { body: { data: me } } });
    await expect(adminCall(staffEndpoints.me)).resolves.toEqual(me);
    expect(calls[0]?.authorization).toBe('Bearer staff-token');
    expect(localStorage.getItem(STAFF_TOKEN_KEY)).toBe('staff-token');
  });

  it('sends no token before sign-in, and fills route parameters', async () => {
    const calls = fakeApi({ 'POST /api/admin/staff/a%2Fb/link': { body: { data: null } } });
    await adminCall(staffEndpoints.resetStaffLink, { params: { id: 'a/b' } });
    expect(calls[0]).toMatchObject({ authorization: null, path: '/api/admin/staff/a%2Fb/link' });
    expect(() => pathOf('/api/admin/staff/:id', {})).toThrow(':id');
  });

  it('ends the session on a 401 from a guarded endpoint, keeping the page for after sign-in', async () => {
    startSession('staff-token', me);
    fakeApi({ 'GET /api/admin/audit': { status: 401, body: { message: 'Unauthorized' } } });
    const error = await rejection(adminCall(staffEndpoints.auditLog, { query: { page: 2 } }));
    expect(error).toBeInstanceOf(AdminApiError);
    expect(error.status).toBe(401);
    expect(session.token).toBeNull();
    expect(session.me).toBeNull();
    expect(localStorage.getItem(STAFF_TOKEN_KEY)).toBeNull();
    expect(session.returnTo).toBe('/audit?page=2');
  });

  it('leaves a newer session alone when an older call answers 401', async () => {
    startSession('old-token', me);
    let answer!: (response: Response) => void;
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    const pending = rejection(adminCall(staffEndpoints.staffList));
    startSession('new-token', me);
    answer(new Response('{"message":"Unauthorized"}', { status: 401 }));
    expect((await pending).status).toBe(401);
    expect(session.token).toBe('new-token');
  });

  it("treats a 401 from a sign-in step as that step's answer, not the end of a session", async () => {
    startSession('staff-token', me);
    fakeApi({ 'POST /api/admin/auth/sign-in': { status: 401, body: { message: 'Unauthorized' } } });
    const error = await rejection(
      adminCall(staffEndpoints.signIn, { body: { email: 'a@b.test', password: 'wrong' } }),
    );
    expect(error.status).toBe(401);
    expect(session.token).toBe('staff-token');
  });

  it('marks the authenticator set-up as due on a 403 totp_required, keeping the session', async () => {
    startSession('staff-token', me);
    fakeApi({
      'GET /api/admin/staff': {
        status: 403,
        body: { message: 'Set up two-step sign-in first', error: 'totp_required' },
      },
    });
    const error = await rejection(adminCall(staffEndpoints.staffList));
    expect(error).toMatchObject({ status: 403, code: 'totp_required' });
    expect(session.totpRequired).toBe(true);
    expect(session.token).toBe('staff-token');
  });

  it("changes nothing of the session on a plain 403 (a role below the endpoint's)", async () => {
    startSession('staff-token', { ...me, member: { ...me.member, role: 'staff' } });
    fakeApi({ 'GET /api/admin/staff': { status: 403, body: { message: 'Forbidden' } } });
    const error = await rejection(adminCall(staffEndpoints.staffList));
    expect(error).toMatchObject({ status: 403, code: null });
    expect(session.totpRequired).toBe(false);
    expect(session.token).toBe('staff-token');
  });

  it("carries a 422's message ids by field and a 429's wait", async () => {
    fakeApi({
      'POST /api/admin/auth/code': {
        status: 422,
        body: { message: 'Invalid', errors: { code: ['admin.errors.code_invalid'] } },
      },
      'POST /api/admin/auth/sign-in': {
        status: 429,
        body: { message: 'Too many requests' },
        headers: { 'Retry-After': '90' },
      },
    });
    const invalid = await rejection(
      adminCall(staffEndpoints.signInCode, { body: { challenge: 'c', code: '1' } }),
    );
    expect(invalid.errors).toEqual({ code: ['admin.errors.code_invalid'] });
    const limited = await rejection(
      adminCall(staffEndpoints.signIn, { body: { email: 'a@b.test', password: 'x' } }),
    );
    expect(limited).toMatchObject({ status: 429, retryAfter: 90 });
  });

  it('answers status 0 when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const error = await rejection(adminCall(staffEndpoints.me));
    expect(error.status).toBe(0);
  });
});
