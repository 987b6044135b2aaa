import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_ERRORS,
  CHECKOUT_ERRORS,
  ORDER_ERRORS,
  QUERY_ERRORS,
} from '../../../contract/messages';
import en from '../../../locales/en.json';
import vi from '../../../locales/vi.json';

describe('locale files', () => {
  it('have the same keys', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(vi).sort());
  });

  it('keep their keys sorted', () => {
    for (const messages of [en, vi]) {
      const keys = Object.keys(messages);
      expect(keys).toEqual([...keys].sort());
    }
  });

  it('have no empty message', () => {
    for (const messages of [en, vi]) {
      for (const [key, text] of Object.entries(messages)) expect(text, key).not.toBe('');
    }
  });

  it('have a text for every error id the API may answer (contract/messages.ts)', () => {
    for (const id of [...ACCOUNT_ERRORS, ...QUERY_ERRORS, ...CHECKOUT_ERRORS, ...ORDER_ERRORS]) {
      expect(en, id).toHaveProperty([id]);
      expect(vi, id).toHaveProperty([id]);
    }
  });

  it('carry the spec texts word for word in English', () => {
    expect(en['error.notFound.title']).toBe('Page not found');
    expect(en['error.notFound.description']).toBe('The page you are looking for does not exist');
    expect(en['common.noData']).toBe('No data available');
    expect(en['orders.empty']).toBe('No products in this order');
    // Spec section 5 (checkout) and 8: the checkout's messages.
    expect(en['checkout.errors.address_required']).toBe('Address is required');
    expect(en['checkout.errors.city_required']).toBe('City is required');
    expect(en['checkout.errors.state_required']).toBe('State/Province is required');
    expect(en['checkout.errors.zip_required']).toBe('ZIP/Postal Code is required');
    expect(en['checkout.errors.full_name_required']).toBe('Full name is required');
    expect(en['checkout.errors.email_required']).toBe('Email is required');
    expect(en['checkout.errors.email_invalid']).toBe('Please enter a valid email');
    expect(en['checkout.errors.phone_required']).toBe('Phone number is required');
    expect(en['checkout.errors.country_required']).toBe('Country is required');
    expect(en['checkout.errors.payment_required']).toBe('Please select a payment method');
    expect(en['checkout.errors.card_unavailable']).toBe(
      'Card payment is not available yet. Please use Cash on Delivery.',
    );
  });
});
