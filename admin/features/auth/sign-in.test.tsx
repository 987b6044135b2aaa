// @vitest-environment happy-dom
/**
 * Signing in: a member with an authenticator gives the password, then the code, and lands on the page
 * they came for; a wrong password reads as the API answers it (the same for an unknown email) and
 * keeps what was typed; too many tries say how long to wait; field errors show at their fields; a
 * code step that took too long goes back to the password with the email kept. A visit with no
 * session goes to sign-in and comes back after it.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../contract/admin/types';
import { STAFF_TOKEN_KEY, session } from '../../lib/session';
import { fakeApi, renderAdmin, resetSession } from '../../test/render-admin';

const me: Me = {
  member: {
    id: '7d0c6c1e-8a51-4d3c-9a55-0f6d1e1c2a10',
    email: 'owner@shop.test',
    role: 'owner',
    state: 'active',
    totp: true,
    created_at: '2026-11-01T08:00:00.000Z',
  },
  must_set_up_totp: false,
};

beforeEach(resetSession);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** The text of what the field's aria-describedby points at (its error message). */
const describedBy = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

function fillPassword(email = 'owner@shop.test', password = 'correct horse') {
  type('Email', email);
  type('Mật khẩu', password);
  submit('Đăng nhập');
}

describe('sign-in', () => {
  it('takes the password, then the code, and goes on to the page asked for', async () => {
    const calls = fakeApi({
      'POST /api/admin/auth/sign-in': { body: { data: { challenge: 'challenge-1' } } },
      'POST /api/admin/auth/code': { body: { data: { token: 'staff-token', me } } },
      'GET /api/admin/staff': { body: { data: [me.member] } },
    });
    const { location } = renderAdmin('/sign-in?next=%2Fstaff');
    fillPassword();
    const code = await screen.findByLabelText('Mã xác thực');
    expect(calls[0]).toMatchObject({
      path: '/api/admin/auth/sign-in',
      body: { email: 'owner@shop.test', password: 'correct horse' },
      authorization: null,
    });
    expect(session.token).toBeNull();
    fireEvent.change(code, { target: { value: '123 456' } });
    submit('Xác nhận');
    await waitFor(() => expect(location.history.at(-1)).toBe('/staff'));
    expect(calls[1]).toMatchObject({ body: { challenge: 'challenge-1', code: '123 456' } });
    expect(session.token).toBe('staff-token');
    expect(localStorage.getItem(STAFF_TOKEN_KEY)).toBe('staff-token');
    // The staff screen then reads the list with the new token.
    await screen.findByRole('heading', { name: 'Nhân viên', level: 1 });
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/admin/staff')?.authorization).toBe(
        'Bearer staff-token',
      ),
    );
  });

  it('signs a member without an authenticator in at once', async () => {
    fakeApi({
      'POST /api/admin/auth/sign-in': {
        body: {
          data: { token: 'staff-token', me: { ...me, member: { ...me.member, totp: false } } },
        },
      },
    });
    const { location } = renderAdmin('/sign-in');
    fillPassword();
    await screen.findByRole('heading', { name: 'Xin chào, owner@shop.test' });
    expect(location.history.at(-1)).toBe('/');
  });

  it('says the email or password is wrong, and keeps both', async () => {
    fakeApi({ 'POST /api/admin/auth/sign-in': { status: 401, body: { message: 'Unauthorized' } } });
    renderAdmin('/sign-in');
    fillPassword('nobody@shop.test', 'guess');
    expect((await screen.findByRole('alert')).textContent).toBe('Email hoặc mật khẩu không đúng');
    expect(input('Email').value).toBe('nobody@shop.test');
    expect(input('Mật khẩu').value).toBe('guess');
    expect(session.token).toBeNull();
  });

  it('says how long to wait after too many tries', async () => {
    fakeApi({
      'POST /api/admin/auth/sign-in': {
        status: 429,
        body: { message: 'Too many requests' },
        headers: { 'Retry-After': '120' },
      },
    });
    renderAdmin('/sign-in');
    fillPassword();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Bạn đã thử quá nhiều lần. Hãy thử lại sau 2 phút.',
    );
  });

  it("shows the API's field errors at their fields", async () => {
    fakeApi({
      'POST /api/admin/auth/sign-in': {
        status: 422,
        body: {
          message: 'Invalid',
          errors: {
            email: ['account.errors.email_invalid'],
            password: ['account.errors.password_required'],
          },
        },
      },
    });
    renderAdmin('/sign-in');
    fillPassword('not-an-email', '');
    const email = input('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(email)).toBe('Vui lòng nhập email hợp lệ');
    expect(describedBy(input('Mật khẩu'))).toBe('Vui lòng nhập mật khẩu');
    expect(email.value).toBe('not-an-email');
    expect(document.activeElement).toBe(email);
  });

  it('shows a wrong code at the code field, and goes back to the password when the step expired', async () => {
    let expired = false;
    fakeApi({
      'POST /api/admin/auth/sign-in': { body: { data: { challenge: 'challenge-1' } } },
      'POST /api/admin/auth/code': () => ({
        status: 422,
        body: {
          message: 'Invalid',
          errors: expired
            ? { challenge: ['admin.errors.challenge_expired'] }
            : { code: ['admin.errors.code_invalid'] },
        },
      }),
    });
    renderAdmin('/sign-in');
    fillPassword();
    const code = (await screen.findByLabelText('Mã xác thực')) as HTMLInputElement;
    fireEvent.change(code, { target: { value: '000000' } });
    submit('Xác nhận');
    await waitFor(() => expect(describedBy(code)).toMatch(/^Mã không đúng hoặc đã hết hạn/));
    expect(code.value).toBe('000000');
    expired = true;
    submit('Xác nhận');
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Bạn nhập mã quá lâu/);
    expect(input('Email').value).toBe('owner@shop.test');
  });

  it('sends a visit without a session to sign-in, keeping the page', async () => {
    fakeApi({});
    const { location } = renderAdmin('/audit?page=3');
    await screen.findByRole('heading', { name: 'Đăng nhập' });
    expect(location.history.at(-1)).toBe('/sign-in?next=%2Faudit%3Fpage%3D3');
  });
});
