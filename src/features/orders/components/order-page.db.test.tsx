// @vitest-environment happy-dom
import {
  act,
  cleanup,
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
} from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import en from '../../../../locales/en.json';
import type { Order } from '../../../../contract/types';
import { scriptFetch } from '../../../lib/api/test-fetch';
import { db } from '../../../lib/db/db';
import { saveOrder } from '../store';
import { ORDER_TOKEN, testOrder, testReturn } from '../test-order';
import { useOrder } from '../use-order';
import { OrderDetails } from './order-details';
import { OrderMissing } from './order-unavailable';

configure({ asyncUtilTimeout: 5000 });

/** What the page does with the view (src/app/pages/order-page.tsx), the app's pieces left out. */
function Harness({ token }: { token: string }) {
  const view = useOrder(token, 'en');
  if (view.kind === 'order')
    return (
      <OrderDetails order={view.order} savedCopyAt={view.savedCopyAt} onChanged={view.refresh} />
    );
  if (view.kind === 'missing') return <OrderMissing />;
  return <p>{view.kind}</p>;
}

class Catch extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    const status = (this.state.error as { statusCode?: number } | null)?.statusCode;
    return this.state.error ? <p>thrown {status}</p> : this.props.children;
  }
}

function renderPage(token = ORDER_TOKEN) {
  const { hook } = memoryLocation({ path: `/en/order/${token}` });
  render(
    <Router hook={hook}>
      <IntlProvider locale="en" messages={en}>
        <Catch>
          <Harness token={token} />
        </Catch>
      </IntlProvider>
    </Router>,
  );
}

const answer = (order: Order) => ({ body: { data: order } });
const text = () => document.body.textContent ?? '';
const press = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

beforeEach(async () => {
  await db.orders.clear();
  await db.outbox.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the order page', () => {
  it("shows the server's order in the page's language, and keeps it on the device", async () => {
    const { calls } = scriptFetch(answer(testOrder({ status: 'shipped', returnable_until: null })));
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Order MAY-000042' });
    expect(calls[0]?.url).toBe(`/api/orders/${ORDER_TOKEN}?lang=en`);
    expect(text()).toContain('Status: Shipped');
    const steps = screen.getAllByRole('listitem').filter((li) => li.dataset.status);
    expect(steps.map((li) => li.dataset.status)).toEqual([
      'pending',
      'confirmed',
      'shipped',
      'delivered',
    ]);
    expect(steps[2]?.getAttribute('aria-current')).toBe('step');
    expect(text()).toContain('Estimated delivery: May 6, 2025 – May 8, 2025');
    for (const shown of [
      'Linen shirt',
      'Black · Size M',
      '2 × $25.00',
      'Canvas tote',
      'Subtotal$65.00',
      'ShippingFree',
      'Discount (SPRING)−$5.00',
      'Total$60.00',
      'Nguyễn Thị Lan',
      '12 Lê Lợi',
      'Hồ Chí Minh, Quận 1, 700000',
      'Vietnam',
      'Standard shipping',
      'Cash on Delivery',
    ])
      expect(text()).toContain(shown);
    expect(screen.queryByRole('button', { name: 'Request a return' })).toBeNull();
    await waitFor(async () =>
      expect((await db.orders.get(ORDER_TOKEN))?.order.number).toBe('MAY-000042'),
    );
  });

  it("says 'No products in this order' when it has none", async () => {
    scriptFetch(answer(testOrder({ lines: [] })));
    renderPage();
    await screen.findByText('No products in this order');
  });

  it('opens from the device when the shop cannot be reached, saying it is the copy saved then', async () => {
    await saveOrder(testOrder(), Date.parse('2025-05-06T03:04:00Z'));
    scriptFetch('network-error');
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Order MAY-000042' });
    await waitFor(() =>
      expect(screen.getByText(/The shop could not be reached/).textContent).toContain('2025'),
    );
  });

  it('reads the order again when the shopper comes back to the page', async () => {
    const { calls } = scriptFetch(
      answer(testOrder({ status: 'shipped', returnable_until: null })),
      answer(testOrder()),
    );
    renderPage();
    await waitFor(() => expect(text()).toContain('Status: Shipped'));
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(text()).toContain('Status: Delivered'));
    expect(calls).toHaveLength(2);
    expect(text()).not.toContain('Estimated delivery');
  });

  it('never shows an older answer over a newer one', async () => {
    const { calls, fn } = scriptFetch(
      answer(testOrder({ status: 'delivered', updated_at: '2025-05-05T10:00:00Z' })),
      answer(
        testOrder({
          status: 'shipped',
          updated_at: '2025-05-02T10:00:00Z',
          returnable_until: null,
        }),
      ),
    );
    renderPage();
    await waitFor(() => expect(text()).toContain('Status: Delivered'));
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(calls).toHaveLength(2));
    // The second (older) answer has come and been handled: it changed nothing.
    await act(async () => {
      await fn.mock.results[1]?.value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(text()).toContain('Status: Delivered');
    expect((await db.orders.get(ORDER_TOKEN))?.order.status).toBe('delivered');
  });

  it("shows each of the shop's steps on a return: approved, received, refunded; refused with its reason", async () => {
    scriptFetch(
      answer(
        testOrder({
          status: 'returned',
          returns: [
            testReturn({
              status: 'received',
              decided_at: '2025-05-07T10:00:00Z',
              received_at: '2025-05-09T10:00:00Z',
              refund: {
                amount: 5000,
                method: 'bank_transfer',
                refunded_at: '2025-05-10T00:00:00.000Z',
              },
            }),
            testReturn({
              id: '8',
              status: 'refused',
              decided_at: '2025-05-08T10:00:00Z',
              refusal_reason: 'Worn and washed',
            }),
          ],
        }),
      ),
    );
    renderPage();
    await waitFor(() => expect(text()).toContain('Status: Returned'));
    for (const shown of [
      'Approved on May 7, 2025: please send the items back to us.',
      'We received the items on May 9, 2025.',
      'Refunded $50.00 by bank transfer on May 10, 2025.',
      'Refused on May 8, 2025. The shop’s reason: Worn and washed',
    ])
      expect(text()).toContain(shown);
  });

  it('says plainly when neither the shop nor the device knows the order', async () => {
    scriptFetch({ status: 404, body: { message: 'Not Found' } });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Order not found' });
  });

  it('is the not-found page for a malformed token, asking nothing', async () => {
    const { calls } = scriptFetch(answer(testOrder()));
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    renderPage('not-a-token');
    await screen.findByText('thrown 404');
    expect(calls).toHaveLength(0);
  });
});

describe('a return request', () => {
  it('is refused on the spot without a line and a reason, then sent and shown', async () => {
    const requested = testOrder({
      status: 'return_requested',
      returns: [testReturn()],
    });
    const { calls } = scriptFetch(
      answer(testOrder()),
      { status: 201, body: { data: requested.returns[0] } },
      answer(requested),
    );
    renderPage();
    await screen.findByRole('button', { name: 'Request a return' });
    press('Request a return');
    press('Send the request');
    await screen.findByText('Choose at least one item to return');
    expect(text()).toContain('Please tell us why you are returning it');
    expect(calls).toHaveLength(1);

    fireEvent.click(screen.getByRole('checkbox', { name: /Linen shirt/ }));
    fireEvent.change(screen.getByRole('textbox', { name: /Reason for the return/ }), {
      target: { value: 'Too small' },
    });
    press('Send the request');
    await screen.findByText('Your return request has been sent.');
    expect(calls[1]).toMatchObject({
      method: 'POST',
      url: `/api/orders/${ORDER_TOKEN}/returns`,
      body: { lines: [{ variant_id: 11, quantity: 2 }], reason: 'Too small' },
    });
    await waitFor(() => expect(text()).toContain('Status: Return requested'));
    expect(text()).toContain('2 × Linen shirt');
    expect(text()).toContain('Reason: Too small');
    // The shirt is asked for; the tote is still left to return, within the window.
    press('Request a return');
    expect(screen.queryByRole('checkbox', { name: /Linen shirt/ })).toBeNull();
    expect(screen.getByRole('checkbox', { name: /Canvas tote/ })).toBeTruthy();
  });

  it("shows the server's refusals: the order's state (422), the window closed (409)", async () => {
    scriptFetch(
      answer(testOrder()),
      {
        status: 422,
        body: { message: 'Validation error', errors: { _: ['orders.errors.not_delivered'] } },
      },
      { status: 409, body: { message: 'Conflict' } },
    );
    renderPage();
    await screen.findByRole('button', { name: 'Request a return' });
    press('Request a return');
    fireEvent.click(screen.getByRole('checkbox', { name: /Canvas tote/ }));
    fireEvent.change(screen.getByRole('textbox', { name: /Reason for the return/ }), {
      target: { value: 'Wrong colour' },
    });
    press('Send the request');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This order has not been delivered yet');
    press('Send the request');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        "This order's time for returns has passed",
      ),
    );
  });

  it('is not offered past the return window', async () => {
    scriptFetch(answer(testOrder({ returnable_until: '2025-05-12T10:00:00Z' })));
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Order MAY-000042' });
    expect(screen.queryByRole('button', { name: 'Request a return' })).toBeNull();
  });
});
