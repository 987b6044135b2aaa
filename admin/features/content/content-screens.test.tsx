// @vitest-environment happy-dom
/**
 * The content screens: the footer's pages offer no delete; hero slides move with buttons and the
 * whole order is saved at once; a slide's refused link shows at its field with what was typed kept,
 * and an error in an English text opens the English tab.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminPageRow, AdminSlide } from '../../../contract/admin/content-types';
import type { Me } from '../../../contract/admin/types';
import { startSession } from '../../lib/session';
import { fakeApi, renderAdmin, resetSession } from '../../test/render-admin';

const me: Me = {
  member: {
    id: '2b6f5f8e-1c47-4e0a-a3a4-5b0a6a9e8d21',
    email: 'clerk@shop.test',
    role: 'staff',
    state: 'active',
    totp: false,
    created_at: '2026-11-20T08:00:00.000Z',
  },
  must_set_up_totp: false,
};

beforeEach(() => {
  resetSession();
  startSession('staff-token', me);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const image = { url: '/images/a-640.webp', width: 640, height: 800, alt: 'a', srcset: [] };
const slide = (id: string, position: number): AdminSlide => ({
  id,
  position,
  title_vi: `slide ${id} (vi)`,
  title_en: `slide ${id} (en)`,
  subtitle_vi: '',
  subtitle_en: '',
  href: '/collection/women',
  art_key: `art-${id}`,
  image,
});
const SLIDES = [slide('1', 0), slide('2', 1), slide('3', 2)];
const PAGES: AdminPageRow[] = [
  {
    slug: 'about',
    title_vi: 'Giới thiệu',
    title_en: 'About',
    updated_at: '2026-11-20T08:00:00.000Z',
    linked: true,
  },
  {
    slug: 'size-guide',
    title_vi: 'Bảng size',
    title_en: 'Size guide',
    updated_at: '2026-11-20T08:00:00.000Z',
    linked: false,
  },
];

describe('content pages list', () => {
  it('offers no delete for a page the footer links to', async () => {
    fakeApi({ 'GET /api/admin/pages': { body: { data: PAGES } } });
    renderAdmin('/content');
    const about = (await screen.findByRole('link', { name: 'Giới thiệu' })).closest('tr')!;
    expect(within(about).queryByRole('button', { name: /Xóa/ })).toBeNull();
    const guide = screen.getByRole('link', { name: 'Bảng size' }).closest('tr')!;
    expect(within(guide).getByRole('button', { name: 'Xóa Bảng size' })).toBeTruthy();
  });
});

describe('hero slides', () => {
  it('moves a slide up by saving the whole new order', async () => {
    const calls = fakeApi({
      'GET /api/admin/hero-slides': { body: { data: SLIDES } },
      'PUT /api/admin/hero-slides/order': {
        body: { data: [slide('1', 0), slide('3', 1), slide('2', 2)] },
      },
    });
    renderAdmin('/content/slides');
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Chuyển slide 3 (vi) lên' }));
    await waitFor(() => {
      const names = screen.getAllByRole('link', { name: /^slide/ }).map((a) => a.textContent);
      expect(names).toEqual(['slide 1 (vi)', 'slide 3 (vi)', 'slide 2 (vi)']);
    });
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ids: ['1', '3', '2'] });
  });

  it('shows a refused link at its field, keeps what was typed, and opens the tab of an error', async () => {
    fakeApi({
      'GET /api/admin/hero-slides': { body: { data: SLIDES } },
      'PUT /api/admin/hero-slides/2': {
        status: 422,
        body: {
          message: 'Invalid',
          errors: { href: ['content.errors.link_invalid'], title_en: ['admin.errors.required'] },
        },
      },
    });
    renderAdmin('/content/slides/2');
    const link = (await screen.findByLabelText(/^Liên kết/)) as HTMLInputElement;
    fireEvent.change(link, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(link.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(/Nhập một đường dẫn của cửa hàng/)).toBeTruthy();
    expect(link.value).toBe('javascript:alert(1)');
    expect(screen.getByRole('tab', { name: /Tiếng Anh/ }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });
});
