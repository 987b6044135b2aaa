// @vitest-environment happy-dom
import {
  act,
  cleanup,
  configure,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi, type Mock } from 'vitest';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import en from '../../../../locales/en.json';
import type { Checkout, Order } from '../../../../contract/types';
import { db } from '../../../lib/db/db';
import type { CartLineRow, CheckoutDraftRow } from '../../../lib/db/schema';
import type { OrderOnDevice, PlaceOrder, PlaceResult } from '../../../lib/orders/place-order';
import { ApiError } from '../../../lib/api/errors';
import { putCheckout } from '../api';
import { readPlacedOrder } from '../placed-order';
import { emptyDraft, readDraft, saveDraft } from '../store';
import { CheckoutScreen } from './checkout-screen';

// The server's view of the checkout: it prices the lines as sent (the form's checks are the subject here).
vi.mock('../api', () => ({
  putCheckout: vi.fn(
    (token: string, _lang: string, body: { lines: { variant_id: string; quantity: number }[] }) =>
      Promise.resolve(priced(token, body.lines)),
  ),
}));

configure({ asyncUtilTimeout: 5000 });

const TOKEN = 'screen_token_aaaaaaaaaa';
const image = { url: '/i.webp', width: 640, height: 800, alt: '', srcset: [] };
const line: CartLineRow = {
  variantId: '11',
  productId: 'p1',
  slug: 'straw-bag',
  name: 'Straw bag',
  image,
  color: 'BEIGE',
  size: 'One size',
  quantity: 2,
  price: 1500,
  stock: 10,
  addedAt: 1,
  check: null,
};

function priced(token: string, lines: { variant_id: string; quantity: number }[]): Checkout {
  const product = { id: 'p1', slug: 'straw-bag', name: 'Straw bag', category: 'bags', price: 1500 };
  return {
    token,
    lines: lines.map((l) => ({
      variant_id: l.variant_id,
      product: {
        ...product,
        compare_at_price: null,
        image,
        colors: ['BEIGE'],
        stock_state: 'in_stock',
      },
      image,
      color: 'BEIGE',
      size: 'One size',
      quantity: l.quantity,
      unit_price: 1500,
      line_total: 1500 * l.quantity,
      available: 10,
    })),
    email: null,
    shipping_address: null,
    shipping_method: 'standard',
    payment_method: null,
    discount_code: null,
    subtotal: 3000,
    shipping: 500,
    discount: 0,
    total: 3500,
    currency: 'USD',
    problems: [],
  } as Checkout;
}

const ready: Partial<CheckoutDraftRow> = {
  email: 'lan@example.com',
  shipping_address: {
    full_name: 'Lan Nguyen',
    phone: '0901234567',
    address: '12 Ly Thuong Kiet',
    city: 'Hanoi',
    state: 'Hanoi',
    zip: '100000',
    country: 'VN',
  },
  payment_method: 'cod',
  step: 'review',
};

const order = { token: 'order_token_bbbbbbbbbbbbbbbb', number: 'MAY-000042' } as Order;

function Where() {
  const [location] = useLocation();
  return <div data-testid="location">{location}</div>;
}

function renderScreen({
  device = { kind: 'none' } as OrderOnDevice,
  place = vi.fn<PlaceOrder>(),
  onPlaced = vi.fn(),
} = {}) {
  const { hook } = memoryLocation({ path: `/en/checkout/${TOKEN}` });
  const view = (d: OrderOnDevice) => (
    <Router hook={hook}>
      <IntlProvider locale="en" messages={en}>
        <Where />
        <CheckoutScreen
          token={TOKEN}
          title="Checkout"
          lines={[line]}
          device={d}
          placeOrder={place}
          onPlaced={onPlaced}
          lineActions={{ setQuantity: vi.fn(), remove: vi.fn() }}
        />
      </IntlProvider>
    </Router>
  );
  const result = render(view(device));
  return { place, onPlaced, setDevice: (d: OrderOnDevice) => result.rerender(view(d)) };
}

const location = () => screen.getByTestId('location').textContent;
const field = (name: string) => screen.getByRole('textbox', { name });
const placeButton = () => screen.findByRole('button', { name: 'Place order' });

beforeEach(async () => {
  await db.checkouts.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('checkout validation on screen', () => {
  it('Continue on the empty form shows every required message at its field and focuses the first', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    const expected: [string, string][] = [
      ['Email', 'Email is required'],
      ['Full name', 'Full name is required'],
      ['Phone number', 'Phone number is required'],
      ['Address', 'Address is required'],
      ['City', 'City is required'],
      ['State/Province', 'State/Province is required'],
      ['ZIP/Postal Code', 'ZIP/Postal Code is required'],
    ];
    for (const [label, message] of expected) {
      const input = field(label);
      await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
      const described = input.getAttribute('aria-describedby') ?? '';
      const texts = described.split(' ').map((id) => document.getElementById(id)?.textContent);
      expect(texts, label).toContain(message);
    }
    expect(screen.getByText('Country is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Email')));
    // Still on the first step.
    expect(screen.getByRole('heading', { level: 2, name: 'Information' })).toBeTruthy();
  });

  it('a blur judges the field left: an invalid email is named, the untouched fields are not', async () => {
    renderScreen();
    const email = await screen.findByRole('textbox', { name: 'Email' });
    fireEvent.change(email, { target: { value: 'lan@example' } });
    fireEvent.blur(email);
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(screen.queryByText('Full name is required')).toBeNull();
    // Once in error, the field is checked as it changes: the message goes when the value is right.
    fireEvent.change(email, { target: { value: 'lan@example.com' } });
    await waitFor(() => expect(screen.queryByText('Please enter a valid email')).toBeNull());
  });
});

describe('placing the order', () => {
  it('queued: the order is pending and will be sent, the draft and the cart stay', async () => {
    await saveDraft({ ...emptyDraft(TOKEN), ...ready });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const place = vi.fn<PlaceOrder>(() => Promise.resolve({ kind: 'queued' }));
    const { onPlaced, setDevice } = renderScreen({ place });
    fireEvent.click(await placeButton());
    const status = await screen.findByRole('status');
    expect(status.textContent).toMatch(/will be sent when you are back online/);
    expect(screen.getByRole('heading', { name: 'Your order is pending' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
    expect(screen.queryByText(/placed/i)).toBeNull();
    expect(place).toHaveBeenCalledWith(
      TOKEN,
      expect.objectContaining({ payment_method: 'cod' }),
      'en', // the page's language (/en/checkout): the order's mails are written in it
    );
    expect(onPlaced).not.toHaveBeenCalled();
    expect((await readDraft(TOKEN))?.email).toBe('lan@example.com');

    // The outbox sends it later (another tab, the worker): then it is placed, and only then.
    setDevice({ kind: 'queued' });
    expect(location()).toBe(`/en/checkout/${TOKEN}`);
    setDevice({ kind: 'placed', order });
    await waitFor(() => expect(location()).toBe('/en/checkout/confirmation'));
    expect(readPlacedOrder()).toEqual({ token: order.token, number: 'MAY-000042' });
    await waitFor(async () => expect(await readDraft(TOKEN)).toBeUndefined());
  });

  it('opened with the order still in the outbox (a reload offline): pending at once', async () => {
    await saveDraft({ ...emptyDraft(TOKEN), ...ready });
    renderScreen({ device: { kind: 'queued' } });
    expect(await screen.findByRole('heading', { name: 'Your order is pending' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Change/ })).toBeNull();
  });

  it('placed: on to the confirmation, the draft spent, then the cart emptied', async () => {
    await saveDraft({ ...emptyDraft(TOKEN), ...ready });
    const place = vi.fn<PlaceOrder>(() => Promise.resolve({ kind: 'placed', order }));
    const { onPlaced } = renderScreen({ place });
    fireEvent.click(await placeButton());
    await waitFor(() => expect(location()).toBe('/en/checkout/confirmation'));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledOnce());
    expect(readPlacedOrder()?.number).toBe('MAY-000042');
    expect(await readDraft(TOKEN)).toBeUndefined();
  });

  it('a token whose order was placed before opens the confirmation and leaves the cart alone', async () => {
    const { onPlaced } = renderScreen({ device: { kind: 'placed', order } });
    await waitFor(() => expect(location()).toBe('/en/checkout/confirmation'));
    expect(onPlaced).not.toHaveBeenCalled();
  });

  it('refused with 409: back on review, the problems on their lines, nothing emptied', async () => {
    await saveDraft({ ...emptyDraft(TOKEN), ...ready });
    const refused: PlaceResult = {
      kind: 'refused',
      status: 409,
      problems: [{ variant_id: '11', code: 'insufficient_stock', available: 1 }],
    };
    const { onPlaced } = renderScreen({ place: vi.fn<PlaceOrder>(() => Promise.resolve(refused)) });
    fireEvent.click(await placeButton());
    expect(await screen.findByRole('alert')).toBeTruthy();
    const lines = screen.getAllByRole('list', { name: 'Items in your order' });
    for (const list of lines) expect(within(list).getByText('Only 1 left')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change to 1' })).toBeTruthy();
    expect(await placeButton()).toBeTruthy();
    expect(onPlaced).not.toHaveBeenCalled();
  });

  it('refused with 422: the step holding the field opens with its message', async () => {
    await saveDraft({ ...emptyDraft(TOKEN), ...ready });
    const refused: PlaceResult = {
      kind: 'refused',
      status: 422,
      errors: { 'shipping_address.city': ['checkout.errors.city_required'] },
    };
    renderScreen({ place: vi.fn<PlaceOrder>(() => Promise.resolve(refused)) });
    fireEvent.click(await placeButton());
    expect(await screen.findByRole('heading', { level: 2, name: 'Information' })).toBeTruthy();
    expect(screen.getByText('City is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('City')));
  });

  it('refused while sent from the outbox: the problems show when the screen opens', async () => {
    await saveDraft({ ...emptyDraft(TOKEN), ...ready });
    renderScreen({
      device: {
        kind: 'refused',
        status: 409,
        queuedAt: 1,
        lines: [{ variant_id: '11', quantity: 2 }],
        problems: [{ variant_id: '11', code: 'out_of_stock', available: 0 }],
      },
    });
    expect(await screen.findByText(/Some items changed since you started/)).toBeTruthy();
    expect(screen.getAllByText('Out of stock').length).toBeGreaterThan(0);
    expect(await placeButton()).toBeTruthy();
  });

  it("placing again retires the outbox's refusal: the new answer is the one shown", async () => {
    await saveDraft({ ...emptyDraft(TOKEN), ...ready });
    const place = vi.fn<PlaceOrder>(() =>
      Promise.resolve({
        kind: 'refused',
        status: 409,
        problems: [{ variant_id: '11', code: 'insufficient_stock', available: 1 }],
      }),
    );
    renderScreen({
      place,
      device: {
        kind: 'refused',
        status: 422,
        queuedAt: 1,
        lines: [{ variant_id: '11', quantity: 2 }],
        errors: { lines: ['checkout.errors.unknown_variant'] },
      },
    });
    expect(await screen.findByText('This item is no longer available')).toBeTruthy();
    fireEvent.click(await placeButton());
    expect((await screen.findAllByText('Only 1 left')).length).toBeGreaterThan(0);
    expect(screen.queryByText('This item is no longer available')).toBeNull();
    expect(place).toHaveBeenCalledOnce();
  });

  it('an incomplete draft is not sent: its errors show instead', async () => {
    await saveDraft({ ...emptyDraft(TOKEN), ...ready, payment_method: 'card' });
    const place = vi.fn<PlaceOrder>();
    renderScreen({ place });
    // A restored review whose payment no longer passes opens at payment.
    expect(await screen.findByRole('heading', { level: 2, name: 'Payment' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('Card payment is not available yet. Please use Cash on Delivery.'),
    ).toBeTruthy();
    expect(place as Mock).not.toHaveBeenCalled();
  });
});

describe('summary', () => {
  it('shows the server amounts once it has answered', async () => {
    renderScreen();
    await act(async () => {
      await new Promise((r) => setTimeout(r, 400));
    });
    expect((await screen.findAllByText('$35.00')).length).toBeGreaterThan(0);
  });

  it("offline, the totals' note comes after Place order, so it never pushes the button from under a tap", async () => {
    await saveDraft({ ...emptyDraft(TOKEN), ...ready });
    const priceLines = vi.mocked(putCheckout).getMockImplementation();
    onTestFinished(() => void vi.mocked(putCheckout).mockImplementation(priceLines!));
    vi.mocked(putCheckout).mockRejectedValue(
      new ApiError({ message: 'offline', statusCode: 0, offline: true }),
    );
    // A phone: the summary is folded above the form, where a note growing it would push the form down.
    const wide = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => {
      const list = wide.call(window, query);
      if (query.includes('min-width: 1024px'))
        Object.defineProperty(list, 'matches', { value: false });
      return list;
    });
    renderScreen();
    const button = await placeButton();
    const review = screen.getByRole('form', { name: 'Review your order' });
    const note = await within(review).findByText(/confirmed by the shop/);
    expect(button.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByText(/confirmed by the shop/)).toEqual([note]);
  });
});
