import type { Address } from './types';

/**
 * An address with every field blank: where a new checkout's shipping address and a new saved address
 * start. Read-only: copy it (`{ ...EMPTY_ADDRESS }`) to fill one in.
 */
export const EMPTY_ADDRESS: Readonly<Address> = {
  full_name: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  zip: '',
  country: '',
};
