import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import type { CheckoutDraftRow } from '../../lib/db/schema';
import { fieldChange, fieldId, fieldValue } from './fields';
import { emptyDraft } from './store';
import {
  STEP_FIELDS,
  firstErrorField,
  firstInvalidStep,
  openStep,
  readyOrder,
  stepOfErrors,
  validateField,
  validateStep,
} from './validation';

const messages: Record<string, string> = en;
const text = (ids: readonly string[] | undefined) => ids?.map((id) => messages[id]);

const filled = (over: Partial<CheckoutDraftRow> = {}): CheckoutDraftRow => ({
  ...emptyDraft('t'.repeat(22), 0),
  email: 'Lan@Example.com ',
  shipping_address: {
    full_name: ' Lan Nguyen ',
    phone: '0901234567',
    address: '12 Ly Thuong Kiet',
    city: 'Hanoi',
    state: 'Hanoi',
    zip: '100000',
    country: 'VN',
  },
  payment_method: 'cod',
  ...over,
});

describe('the checkout form checks (the contract schemas the server applies)', () => {
  it('an empty information step names every required field in the spec words, in form order', () => {
    const errors = validateStep('information', emptyDraft('t'.repeat(22)));
    expect(Object.fromEntries(Object.entries(errors).map(([k, ids]) => [k, text(ids)]))).toEqual({
      email: ['Email is required'],
      'shipping_address.full_name': ['Full name is required'],
      'shipping_address.phone': ['Phone number is required'],
      'shipping_address.address': ['Address is required'],
      'shipping_address.city': ['City is required'],
      'shipping_address.state': ['State/Province is required'],
      'shipping_address.zip': ['ZIP/Postal Code is required'],
      'shipping_address.country': ['Country is required'],
    });
    expect(firstErrorField('information', errors)).toBe('email');
  });

  it('blank is empty: spaces alone are still required', () => {
    const draft = filled({ email: '   ' });
    draft.shipping_address.city = '  ';
    expect(text(validateField('email', draft))).toEqual(['Email is required']);
    expect(text(validateField('shipping_address.city', draft))).toEqual(['City is required']);
  });

  it('an email without a domain is not valid', () => {
    for (const email of ['lan', 'lan@', 'lan@example', 'lan @example.com'])
      expect(text(validateField('email', filled({ email }))), email).toEqual([
        'Please enter a valid email',
      ]);
    expect(validateField('email', filled())).toEqual([]);
  });

  it('a field is judged alone: a blur on the email says nothing of the address', () => {
    const draft = { ...emptyDraft('t'.repeat(22)), email: 'lan@example.com' };
    expect(validateField('email', draft)).toEqual([]);
    expect(text(validateField('shipping_address.zip', draft))).toEqual([
      'ZIP/Postal Code is required',
    ]);
  });

  it('payment: none chosen is required, the card is refused with the spec message, COD passes', () => {
    expect(
      text(validateStep('payment', filled({ payment_method: null }))['payment_method']),
    ).toEqual(['Please select a payment method']);
    expect(
      text(validateStep('payment', filled({ payment_method: 'card' }))['payment_method']),
    ).toEqual(['Card payment is not available yet. Please use Cash on Delivery.']);
    expect(validateStep('payment', filled())).toEqual({});
  });

  it('shipping needs a method; review asks nothing more', () => {
    expect(Object.keys(validateStep('shipping', filled({ shipping_method: null })))).toEqual([
      'shipping_method',
    ]);
    expect(validateStep('shipping', filled())).toEqual({});
    expect(validateStep('review', emptyDraft('t'.repeat(22)))).toEqual({});
  });

  it('finds the earliest step a restored draft does not pass', () => {
    expect(firstInvalidStep(filled(), 'review')).toBeNull();
    expect(firstInvalidStep(filled({ payment_method: 'card' }), 'review')).toBe('payment');
    expect(firstInvalidStep(filled({ email: '' }), 'payment')).toBe('information');
    // Only the steps up to the one asked about count.
    expect(firstInvalidStep(filled({ payment_method: null }), 'shipping')).toBeNull();
  });

  it('opens the saved step unless one before it no longer passes', () => {
    expect(openStep(filled({ step: 'review' }))).toBe('review');
    expect(openStep(filled({ step: 'review', payment_method: null }))).toBe('payment');
    expect(openStep(filled({ step: 'payment', email: 'x' }))).toBe('information');
    // The open step itself may be unfinished: that is what the shopper is doing.
    expect(openStep(filled({ step: 'payment', payment_method: null }))).toBe('payment');
  });

  it('sends a 422 back to the earliest step that holds one of its fields', () => {
    expect(stepOfErrors({ payment_method: ['x'], 'shipping_address.city': ['x'] })).toBe(
      'information',
    );
    expect(stepOfErrors({ payment_method: ['x'] })).toBe('payment');
    expect(stepOfErrors({ discount_code: ['x'], 'lines.0.quantity': ['x'] })).toBe('review');
  });

  it('focus goes to the first field in error in the order the form shows them', () => {
    const errors = { 'shipping_address.country': ['x'], 'shipping_address.phone': ['x'] };
    expect(firstErrorField('information', errors)).toBe('shipping_address.phone');
    expect(STEP_FIELDS.information[0]).toBe('email');
  });

  it('the order is the draft trimmed and the email lower-cased; anything missing is listed', () => {
    const ready = readyOrder(filled());
    expect(ready.ok && ready.value.email).toBe('lan@example.com');
    expect(ready.ok && ready.value.shipping_address.full_name).toBe('Lan Nguyen');
    const missing = readyOrder(filled({ payment_method: null, email: '' }));
    expect(missing.ok ? [] : Object.keys(missing.errors).sort()).toEqual([
      'email',
      'payment_method',
    ]);
  });
});

describe('the draft by field path', () => {
  it('reads and writes the fields the form shows, and ignores others', () => {
    const draft = filled();
    expect(fieldValue(draft, 'shipping_address.city')).toBe('Hanoi');
    expect(fieldChange(draft, 'shipping_address.city', 'Hue')).toEqual({
      shipping_address: { ...draft.shipping_address, city: 'Hue' },
    });
    expect(fieldChange(draft, 'payment_method', 'cod')).toEqual({ payment_method: 'cod' });
    expect(fieldChange(draft, 'payment_method', 'cheque')).toEqual({ payment_method: null });
    expect(fieldChange(draft, 'lines', 'x')).toEqual({});
    expect(fieldId('shipping_address.zip')).toBe('checkout-shipping_address-zip');
  });
});
