// @vitest-environment happy-dom
/**
 * A kind's preview (Vietnamese admin): both languages asked of the API, the admin's first; the HTML
 * shown only inside a sandboxed frame (its markup never reaches the admin's page), the text beside it.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

const preview = (lang: 'vi' | 'en') => ({
  kind: 'order_placed',
  lang,
  to: 'lan@example.com',
  subject: lang === 'vi' ? 'Đã nhận đơn hàng MAY-001042' : 'We received your order MAY-001042',
  text: lang === 'vi' ? 'Cảm ơn bạn đã đặt hàng!' : 'Thank you for your order!',
  html: `<!doctype html><html lang="${lang}"><body><h1 id="inside">${lang}</h1><script>parent.x=1</script></body></html>`,
});

beforeEach(resetSession);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a mail’s preview', () => {
  it('shows Vietnamese first then English, the HTML in a sandboxed frame, the text beside it', async () => {
    const calls = fakeApi({
      'GET /api/admin/mails/order_placed/preview': (_body, call) => ({
        body: { data: preview(call.path.endsWith('lang=en') ? 'en' : 'vi') },
      }),
    });
    startSession('staff-token', me);
    renderAdmin('/mails/order_placed');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Xác nhận đơn hàng' }),
    ).toBeTruthy();
    const vi = await screen.findByRole('region', { name: 'Bằng tiếng Việt' });
    const en = await screen.findByRole('region', { name: 'Bằng tiếng Anh' });
    expect(vi.compareDocumentPosition(en) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await within(en).findByText('We received your order MAY-001042')).toBeTruthy();
    expect(await within(vi).findByText('Cảm ơn bạn đã đặt hàng!')).toBeTruthy();
    const frame = within(vi).getByTitle('Xem trước thư: Đã nhận đơn hàng MAY-001042');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<h1 id="inside">vi</h1>');
    expect(document.getElementById('inside')).toBeNull(); // never in the admin's own page
    // (The layout's own reads, such as the orders waiting, are not the page's.)
    const previews = calls.map((c) => c.path).filter((p) => p.startsWith('/api/admin/mails'));
    expect(previews.sort()).toEqual([
      '/api/admin/mails/order_placed/preview?lang=en',
      '/api/admin/mails/order_placed/preview?lang=vi',
    ]);
  });
});
