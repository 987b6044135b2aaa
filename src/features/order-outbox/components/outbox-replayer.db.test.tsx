// @vitest-environment happy-dom
import { act, cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import en from '../../../../locales/en.json';
import type { Order } from '../../../../contract/types';
import { scriptFetch } from '../../../lib/api/test-fetch';
import { outboxDb, queueOrder } from '../../../lib/db/outbox';
import type { OutboxRow } from '../../../lib/db/schema';
import { clearToasts, getToasts } from '../../../ui/toast/toast-store';
import { OutboxReplayer } from './outbox-replayer';

configure({ asyncUtilTimeout: 5000 });

const TOKEN = 'tok_aaaaaaaaaaaaaaaaaaaaaa';
const body = { lines: [{ variant_id: '11', quantity: 1 }] } as OutboxRow['body'];
const order = { token: TOKEN, number: 'MAY-000042' } as unknown as Order;
const db = outboxDb();
let online = false;

function renderReplayer(onPlaced = vi.fn()) {
  const { hook } = memoryLocation({ path: '/en/cart' });
  render(
    <Router hook={hook}>
      <IntlProvider locale="en" messages={en}>
        <OutboxReplayer onPlaced={onPlaced} />
      </IntlProvider>
    </Router>,
  );
  return onPlaced;
}

beforeEach(async () => {
  await db.outbox.clear();
  await db.orders.clear();
  clearToasts();
  online = false;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the outbox replayer on screen', () => {
  it('says a queued order will be sent, then tells it was placed and hands it to the app', async () => {
    await queueOrder(TOKEN, body);
    scriptFetch({ body: { data: {} } }, { status: 201, body: { data: order } });
    const onPlaced = renderReplayer();
    const status = screen.getByRole('status');
    await waitFor(() =>
      expect(status.textContent).toBe(
        'Your order will be sent when you are back online.View order',
      ),
    );
    const link = screen.getByRole('link', { name: 'View order' });
    expect(link.getAttribute('href')).toBe(`/en/checkout/${TOKEN}`);

    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(order));
    expect(getToasts()[0]).toMatchObject({
      variant: 'success',
      title: 'Your order has been placed',
    });
    await waitFor(() => expect(status.textContent).toBe(''));
  });

  it('tells of a refused order with the way back to its checkout, kept open', async () => {
    online = true;
    await queueOrder(TOKEN, body);
    scriptFetch(
      { body: { data: {} } },
      { status: 409, body: { message: 'Conflict', problems: [] } },
    );
    const onPlaced = renderReplayer();
    await waitFor(() => expect(getToasts()).toHaveLength(1));
    expect(getToasts()[0]).toMatchObject({
      variant: 'destructive',
      title: 'Your order could not be placed',
      duration: Infinity,
    });
    expect(onPlaced).not.toHaveBeenCalled();
  });
});
