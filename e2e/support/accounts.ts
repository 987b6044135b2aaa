/**
 * Customers for the account specs: each made through the API with a fresh email (the e2e database is
 * kept between runs), signed in through its session cookie.
 */
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { BASE_URL } from './browser';

export const PASSWORD = 'e2e-password';

export const newEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Registers a customer through the API; answers its email and session token. */
export async function registerCustomer(
  request: APIRequestContext,
  tag: string,
): Promise<{ email: string; token: string }> {
  const email = newEmail(tag);
  const res = await request.post('/api/auth/register', {
    data: {
      first_name: 'Lan',
      last_name: 'Nguyễn',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
  if (res.status() !== 201) throw new Error(`register answered ${res.status()}`);
  return { email, token: (await res.json()).data.token };
}

/** The session cookie as the app's token.ts writes it: SameSite=Strict, Secure, readable by script. */
export async function useSession(context: BrowserContext, token: string): Promise<void> {
  await context.addCookies([
    { name: 'token', value: token, url: BASE_URL, sameSite: 'Strict', secure: true },
  ]);
}

export async function tokenCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === 'token')?.value;
}
