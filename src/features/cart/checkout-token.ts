/** A checkout token made on the device (API.md: 128 random bits, URL-safe), so checkout starts even offline. */
export function newCheckoutToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const base64 = btoa(String.fromCharCode(...bytes));
  return base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
