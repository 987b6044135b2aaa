// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectionPath, homePath } from '../../../contract/api/paths';
import { api } from './client';
import { ApiError } from './errors';
import { scriptFetch } from './test-fetch';
import { clearToken, getToken, setToken } from './token';

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
  document.head.querySelectorAll('meta[name="api-base"]').forEach((m) => m.remove());
});

/** Rejection of a promise, as a value to assert on. */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('api client: requests and answers', () => {
  it('returns the data field of the answer', async () => {
    scriptFetch({ body: { data: { name: 'Shop', currency: 'VND' } } });
    await expect(api.get('/api/public/store-info')).resolves.toEqual({
      name: 'Shop',
      currency: 'VND',
    });
  });

  it('resolves undefined on a 204 without body', async () => {
    const { calls } = scriptFetch({ status: 204 });
    await expect(api.del('/api/account')).resolves.toBeUndefined();
    expect(calls[0]?.method).toBe('DELETE');
  });

  it('requests the built URL as it is, query included', async () => {
    const { calls } = scriptFetch({ body: { data: [] } });
    const built = collectionPath('men/shirts', {
      lang: 'en',
      color: ['RED', 'BLUE'],
      page: 2,
      price_min: null,
    });
    await api.get(built);
    expect(calls[0]?.url).toBe(built);
    const url = new URL(calls[0]?.url ?? '', 'http://x');
    expect(url.pathname).toBe('/api/catalog/collections/men/shirts');
    expect(url.searchParams.getAll('color')).toEqual(['RED', 'BLUE']);
    expect(url.searchParams.has('price_min')).toBe(false);
  });

  it.each(['post', 'put', 'patch'] as const)('%s sends its body as JSON', async (verb) => {
    const { calls } = scriptFetch({ body: { data: { ok: true } } });
    await expect(api[verb]('/api/checkouts/abc', { email: 'a@b.vn' })).resolves.toEqual({
      ok: true,
    });
    expect(calls[0]?.method).toBe(verb.toUpperCase());
    expect(calls[0]?.body).toEqual({ email: 'a@b.vn' });
  });

  it('sends JSON content-type and accept headers, and no Authorization without a token', async () => {
    const { calls } = scriptFetch({ body: { data: 1 } });
    await api.get('/api/x');
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
    expect(calls[0]?.headers.get('accept')).toBe('application/json');
    expect(calls[0]?.headers.has('authorization')).toBe(false);
  });

  it('sends the token cookie as a bearer header', async () => {
    setToken('tok_123');
    const { calls } = scriptFetch({ body: { data: 1 } });
    await api.post('/api/auth/logout');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer tok_123');
  });
});

describe('api client: base URL', () => {
  function setMeta(content: string) {
    const meta = document.createElement('meta');
    meta.name = 'api-base';
    meta.content = content;
    document.head.append(meta);
  }

  it('uses the same origin without the meta tag', async () => {
    const { calls } = scriptFetch({ body: { data: 1 } });
    await api.get('/api/public/store-info');
    expect(calls[0]?.url).toBe('/api/public/store-info');
  });

  it('prefixes the meta tag base URL', async () => {
    setMeta('https://api.shop.test/');
    const { calls } = scriptFetch({ body: { data: 1 } });
    await api.get(homePath({ lang: 'vi' }));
    expect(calls[0]?.url).toBe('https://api.shop.test/api/catalog/home?lang=vi');
  });
});

describe('api client: session token', () => {
  it('replaces the token when a success carries X-New-Token', async () => {
    setToken('old');
    scriptFetch({ body: { data: 1 }, headers: { 'X-New-Token': 'new' } });
    await api.get('/api/account');
    expect(getToken()).toBe('new');
  });

  it('replaces the token when an error carries X-New-Token', async () => {
    setToken('old');
    scriptFetch({
      status: 422,
      body: { message: 'Invalid', errors: {} },
      headers: { 'X-New-Token': 'rotated' },
    });
    await failure(api.patch('/api/account', {}));
    expect(getToken()).toBe('rotated');
  });

  it('keeps the token when no new one comes', async () => {
    setToken('same');
    scriptFetch({ body: { data: 1 } });
    await api.get('/api/account');
    expect(getToken()).toBe('same');
  });

  it('clears the token on a 401', async () => {
    setToken('expired');
    scriptFetch({ status: 401, body: { message: 'Unauthorized' } });
    const error = await failure(api.get('/api/account'));
    expect(error.statusCode).toBe(401);
    expect(error.message).toBe('Authentication required');
    expect(getToken()).toBeNull();
  });
});
