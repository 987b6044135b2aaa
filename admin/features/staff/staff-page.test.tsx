// @vitest-environment happy-dom
/**
 * Staff management is the owner's: a staff member who opens it sees "not allowed" (and the app asks
 * the API nothing: it would answer 403), the areas they cannot open are not in their navigation, and
 * an owner whose role was taken meanwhile (the API's 403) sees the same view. The owner sees the
 * list, invites a member and gets the link to hand on, and the API's refusals show at the control
 * they are about, what was typed kept.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me, StaffMember } from '../../../contract/admin/types';
import { startSession } from '../../lib/session';
import { fakeApi, renderAdmin, resetSession } from '../../test/render-admin';

const owner: StaffMember = {
  id: '7d0c6c1e-8a51-4d3c-9a55-0f6d1e1c2a10',
  email: 'owner@shop.test',
  role: 'owner',
  state: 'active',
  totp: true,
  created_at: '2026-11-01T08:00:00.000Z',
};
const clerk: StaffMember = {
  id: '2b6f5f8e-1c47-4e0a-a3a4-5b0a6a9e8d21',
  email: 'clerk@shop.test',
  role: 'staff',
  state: 'invited',
  totp: false,
  created_at: '2026-11-20T08:00:00.000Z',
};
const meOf = (member: StaffMember): Me => ({ member, must_set_up_totp: false });

beforeEach(resetSession);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const notAllowed = () => screen.findByRole('heading', { name: 'Bạn không có quyền xem trang này' });

describe('staff page', () => {
  it('shows a staff member "not allowed", asks the API nothing, and leaves owner areas out of their menu', async () => {
    const calls = fakeApi({});
    startSession('staff-token', meOf(clerk));
    renderAdmin('/staff');
    await notAllowed();
    expect(calls.filter((c) => c.path.startsWith('/api/admin/staff'))).toEqual([]);
    const nav = screen.getAllByRole('navigation', { name: 'Các mục quản trị' })[0]!;
    expect(within(nav).queryByRole('link', { name: 'Nhân viên' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Nhật ký thay đổi' })).toBeNull();
  });

  it('shows "not allowed" when the API refuses an owner whose role changed meanwhile', async () => {
    fakeApi({ 'GET /api/admin/staff': { status: 403, body: { message: 'Forbidden' } } });
    startSession('owner-token', meOf(owner));
    renderAdmin('/staff');
    await notAllowed();
  });

  it('lists the staff for the owner, and invites a member with a link to hand on', async () => {
    const calls = fakeApi({
      'GET /api/admin/staff': { body: { data: [owner] } },
      'POST /api/admin/staff': (body) =>
        (body as { email: string }).email === 'owner@shop.test'
          ? {
              status: 422,
              body: { message: 'Invalid', errors: { email: ['admin.errors.email_taken'] } },
            }
          : {
              status: 201,
              body: {
                data: { member: clerk, link: 'http://shop.test/admin/set-password?token=abc' },
              },
            },
    });
    startSession('owner-token', meOf(owner));
    renderAdmin('/staff');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('owner@shop.test (bạn)')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/admin/staff')?.authorization).toBe(
      'Bearer owner-token',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Mời nhân viên' }));
    const dialog = await screen.findByRole('dialog');
    const email = within(dialog).getByLabelText('Email') as HTMLInputElement;
    fireEvent.change(email, { target: { value: 'owner@shop.test' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gửi lời mời' }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Email này đã có trong danh sách nhân viên')).toBeTruthy();
    expect(email.value).toBe('owner@shop.test');

    fireEvent.change(email, { target: { value: 'clerk@shop.test' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gửi lời mời' }));
    const link = (await within(dialog).findByLabelText(
      'Liên kết (chỉ dùng được một lần)',
    )) as HTMLInputElement;
    expect(link.value).toBe('http://shop.test/admin/set-password?token=abc');
    expect(calls.at(-1)?.body).toEqual({ email: 'clerk@shop.test', role: 'staff' });
    // The new member is in the list behind the dialog.
    expect(within(table).getByText('clerk@shop.test')).toBeTruthy();
  });

  it('shows a refused role change (the last owner) at the role control, keeping the role shown', async () => {
    fakeApi({
      'GET /api/admin/staff': { body: { data: [owner, clerk] } },
      'PATCH /api/admin/staff/7d0c6c1e-8a51-4d3c-9a55-0f6d1e1c2a10': {
        status: 422,
        body: { message: 'Invalid', errors: { role: ['admin.errors.last_owner'] } },
      },
    });
    startSession('owner-token', meOf(owner));
    renderAdmin('/staff');
    const role = (await screen.findByLabelText('Vai trò của owner@shop.test')) as HTMLSelectElement;
    fireEvent.change(role, { target: { value: 'staff' } });
    await waitFor(() => expect(role.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(role.getAttribute('aria-describedby')!);
    expect(error?.textContent).toBe('Cửa hàng cần ít nhất một chủ cửa hàng đang hoạt động');
    expect(role.value).toBe('owner');
  });
});
