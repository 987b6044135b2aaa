// @vitest-environment happy-dom
/**
 * Changing a variant's stock (`/stock/:variantId`): a reason must be chosen; a change that would leave
 * less than nothing is refused at the quantity field, by the form before sending and by the API
 * (422 stock_negative, orders having taken stock meanwhile), what was typed kept and the stock read
 * again; a saved change says the new stock and heads the history.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../lib/session';
import { fakeApi, renderAdmin, resetSession } from '../../test/render-admin';
import { CLERK, historyOf, movement, VARIANT } from './test-stock';

beforeEach(() => {
  resetSession();
  startSession('staff-token', CLERK);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NEGATIVE = 'Tồn kho không thể nhỏ hơn 0.';

describe('stock form', () => {
  it('asks for a reason, refuses going below zero here and from the API, then saves', async () => {
    let reads = 0;
    let attempt = 0;
    const calls = fakeApi({
      'GET /api/admin/settings/stock': { body: { data: { low_stock_threshold: 5 } } },
      'GET /api/admin/variants/55/stock': () => {
        reads += 1;
        // The second read is after the API's refusal: orders took 3 meanwhile.
        const stock = reads === 1 ? 5 : 2;
        return { body: { data: historyOf({ ...VARIANT, stock }, [movement('1')]) } };
      },
      'POST /api/admin/variants/55/stock': (body) => {
        attempt += 1;
        if (attempt === 1)
          return {
            status: 422,
            body: { message: 'Invalid', errors: { quantity: ['catalog.errors.stock_negative'] } },
          };
        return {
          body: {
            data: {
              variant: { ...VARIANT, stock: 1 },
              movement: movement('2', {
                delta: -1,
                stock_after: 1,
                reason: 'damaged',
                note: (body as { note: string }).note,
                staff_email: 'clerk@shop.test',
              }),
            },
          },
        };
      },
    });
    renderAdmin('/stock/55');
    expect(await screen.findByRole('heading', { name: 'Áo thun cổ tròn', level: 1 })).toBeTruthy();
    const quantity = screen.getByLabelText(/Cộng thêm/) as HTMLInputElement;
    const save = screen.getByRole('button', { name: 'Lưu tồn kho' });
    const posts = () => calls.filter((c) => c.method === 'POST');

    // Below zero by the stock shown (5 − 7), and no reason: both said, nothing sent.
    fireEvent.change(quantity, { target: { value: '-7' } });
    expect(screen.getByText('Tồn kho sẽ từ 5 thành -2.')).toBeTruthy();
    fireEvent.click(save);
    await waitFor(() => expect(quantity.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(NEGATIVE)).toBeTruthy();
    expect(screen.getByText(/Hãy chọn lý do/)).toBeTruthy();
    expect(posts()).toEqual([]);

    // Within the stock shown, with a reason: the API refuses (stock fell meanwhile).
    fireEvent.change(quantity, { target: { value: '-3' } });
    fireEvent.click(screen.getByRole('radio', { name: /Hư hỏng/ }));
    fireEvent.change(screen.getByLabelText('Ghi chú (không bắt buộc)'), {
      target: { value: 'Rách khi vận chuyển' },
    });
    fireEvent.click(save);
    await waitFor(() => expect(screen.getByText(NEGATIVE)).toBeTruthy());
    expect(quantity.getAttribute('aria-invalid')).toBe('true');
    expect(quantity.value).toBe('-3');
    expect(posts()[0]?.body).toEqual({
      mode: 'adjust',
      quantity: -3,
      reason: 'damaged',
      note: 'Rách khi vận chuyển',
    });
    // The stock is read again, and the form now says what the change would leave.
    await waitFor(() => expect(screen.getByText('Tồn kho sẽ từ 2 thành -1.')).toBeTruthy());

    fireEvent.change(quantity, { target: { value: '-1' } });
    fireEvent.click(save);
    expect(await screen.findByText('Đã lưu. Tồn kho hiện là 1.')).toBeTruthy();
    expect(quantity.value).toBe('');
    const history = screen.getByRole('table');
    const [, newest] = within(history).getAllByRole('row');
    expect(within(newest!).getByText('Rách khi vận chuyển')).toBeTruthy();
    expect(within(newest!).getByText('Hư hỏng')).toBeTruthy();
    expect(within(newest!).getByText('-1')).toBeTruthy();
  });

  it('sets a count with mode set, and refuses a count below zero', async () => {
    const calls = fakeApi({
      'GET /api/admin/settings/stock': { body: { data: { low_stock_threshold: 5 } } },
      'GET /api/admin/variants/55/stock': { body: { data: historyOf(VARIANT, []) } },
      'POST /api/admin/variants/55/stock': {
        body: {
          data: {
            variant: { ...VARIANT, stock: 12 },
            movement: movement('3', { delta: 7, stock_after: 12, reason: 'correction' }),
          },
        },
      },
    });
    renderAdmin('/stock/55');
    await screen.findByText('Chưa có thay đổi nào bằng tay.');
    fireEvent.click(screen.getByRole('radio', { name: /Đặt số lượng/ }));
    const count = screen.getByLabelText(/Số lượng đang có/) as HTMLInputElement;
    fireEvent.change(count, { target: { value: '-1' } });
    fireEvent.click(screen.getByRole('radio', { name: /Điều chỉnh/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Lưu tồn kho' }));
    await waitFor(() => expect(count.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.change(count, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu tồn kho' }));
    expect(await screen.findByText('Đã lưu. Tồn kho hiện là 12.')).toBeTruthy();
    expect(calls.at(-1)?.body).toEqual({
      mode: 'set',
      quantity: 12,
      reason: 'correction',
      note: '',
    });
  });
});
