import { describe, expect, it } from 'vitest';
import { safeRedirect, signInPath } from './sign-in-redirect';

describe('safeRedirect', () => {
  it('keeps a same-site path with its query and hash', () => {
    expect(safeRedirect('/account/info/addresses')).toBe('/account/info/addresses');
    expect(safeRedirect('/checkout/abc?x=1#top')).toBe('/checkout/abc?x=1#top');
  });

  it('drops the language prefix: the screen adds the current one', () => {
    expect(safeRedirect('/en/account/info/orders')).toBe('/account/info/orders');
  });

  it.each([
    ['another site, protocol-relative', '//evil.example/x'],
    ['a backslash the browser reads as a slash', '/\\evil.example'],
    ['an absolute URL', 'https://evil.example/'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'account/info/orders'],
    ['a control character', '/\t/evil.example'],
    ['the sign-in screen itself', '/account/login?redirect=/x'],
    ['nothing', ''],
  ])('refuses %s', (_, raw) => {
    expect(safeRedirect(raw)).toBeNull();
  });
});

describe('signInPath', () => {
  it('remembers a safe destination, encoded', () => {
    expect(signInPath('/account/info/orders?page=2')).toBe(
      '/account/login?redirect=%2Faccount%2Finfo%2Forders%3Fpage%3D2',
    );
  });

  it('forgets an unsafe one', () => {
    expect(signInPath('//evil.example')).toBe('/account/login');
  });
});
