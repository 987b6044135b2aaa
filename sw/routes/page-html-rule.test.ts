import { describe, expect, it } from 'vitest';
import { isKeepablePage } from './page-html-rule';

const CATALOG = 'public, max-age=0, must-revalidate, s-maxage=30, stale-while-revalidate=30';

function answer(
  headers: Record<string, string>,
  overrides: Partial<Pick<Response, 'status' | 'redirected' | 'type'>> = {},
) {
  return {
    status: 200,
    redirected: false,
    type: 'basic' as ResponseType,
    headers: new Headers({ 'content-type': 'text/html; charset=utf-8', ...headers }),
    ...overrides,
  };
}

describe('which answer a first install keeps as a page', () => {
  it("keeps a catalog page: the server's HTML, the same for everyone", () => {
    expect(isKeepablePage(answer({ 'cache-control': CATALOG }))).toBe(true);
    expect(isKeepablePage(answer({ 'cache-control': 'Public, max-age=0' }))).toBe(true);
  });

  it('leaves out a page rendered from cookies (the cart, a checkout, sign-in) or uncached', () => {
    expect(isKeepablePage(answer({ 'cache-control': 'no-cache' }))).toBe(false);
    expect(isKeepablePage(answer({ 'cache-control': 'private, public-ish' }))).toBe(false);
    expect(isKeepablePage(answer({}))).toBe(false);
  });

  it('leaves out errors, redirects, opaque answers and anything but HTML', () => {
    expect(isKeepablePage(answer({ 'cache-control': CATALOG }, { status: 404 }))).toBe(false);
    expect(isKeepablePage(answer({ 'cache-control': CATALOG }, { redirected: true }))).toBe(false);
    expect(isKeepablePage(answer({ 'cache-control': CATALOG }, { type: 'opaque' }))).toBe(false);
    expect(
      isKeepablePage(answer({ 'cache-control': CATALOG, 'content-type': 'application/json' })),
    ).toBe(false);
  });
});
