/** What a signed-in customer's checkout starts from: the account's email and its default address. */
import type { Address } from '../../../contract/types';
import { fetchAccount, fetchAddresses } from './api';

export async function loadCheckoutPrefill(): Promise<{
  email: string | null;
  address: Address | null;
}> {
  // Each on its own: an address book that fails to load still leaves the email to fill.
  const [account, addresses] = await Promise.allSettled([fetchAccount(), fetchAddresses()]);
  const saved = addresses.status === 'fulfilled' ? addresses.value : [];
  const chosen = saved.find((a) => a.is_default) ?? saved[0];
  let address: Address | null = null;
  if (chosen) {
    const { full_name, phone, address: street, city, state, zip, country } = chosen;
    address = { full_name, phone, address: street, city, state, zip, country };
  }
  return { email: account.status === 'fulfilled' ? account.value.email : null, address };
}
