import { describe, expect, it } from 'vitest';
import {
  acceptedLanguages,
  langCookie,
  pickBrowserLang,
  readLangCookie,
  rootRedirect,
} from './locale';

describe('locale resolution', () => {
  it('picks the first browser language the shop speaks', () => {
    expect(pickBrowserLang(['fr-FR', 'en-GB', 'vi'])).toBe('en');
    expect(pickBrowserLang(['vi-VN', 'en-US'])).toBe('vi');
    expect(pickBrowserLang(['de', 'ja'])).toBe('vi');
    expect(pickBrowserLang([])).toBe('vi');
  });

  it('reads the lang cookie among others and ignores bad values', () => {
    expect(readLangCookie('token=abc; lang=en; x=1')).toBe('en');
    expect(readLangCookie('lang=fr')).toBeNull();
    expect(readLangCookie('')).toBeNull();
  });

  it('keeps the choice for 365 days', () => {
    expect(langCookie('en')).toBe('lang=en; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('redirects the bare root by cookie first, then browser language', () => {
    expect(rootRedirect({ pathname: '/', cookie: 'lang=en', languages: ['vi'] })).toBe('/en');
    expect(rootRedirect({ pathname: '/', cookie: 'lang=vi', languages: ['en-US'] })).toBeNull();
    expect(rootRedirect({ pathname: '/', cookie: '', languages: ['en-US'] })).toBe('/en');
    expect(rootRedirect({ pathname: '/', cookie: '', languages: ['vi-VN'] })).toBeNull();
  });

  it('never redirects a deep link', () => {
    expect(
      rootRedirect({ pathname: '/product/tee', cookie: 'lang=en', languages: ['en'] }),
    ).toBeNull();
    expect(rootRedirect({ pathname: '/en', cookie: 'lang=vi', languages: ['vi'] })).toBeNull();
  });
});

describe('acceptedLanguages', () => {
  it('orders by weight, then by position, and drops q=0 and wildcards', () => {
    expect(acceptedLanguages('vi-VN,vi;q=0.9,en-US;q=0.8,en;q=0.7')).toEqual([
      'vi-VN',
      'vi',
      'en-US',
      'en',
    ]);
    expect(acceptedLanguages('fr;q=0.5, en;q=0.9, *;q=0.1, de;q=0')).toEqual(['en', 'fr']);
    expect(acceptedLanguages('')).toEqual([]);
    expect(acceptedLanguages('en;q=abc, vi')).toEqual(['vi']);
  });

  it('feeds the root redirect as the browser would', () => {
    const languages = acceptedLanguages('en-GB,en;q=0.9');
    expect(rootRedirect({ pathname: '/', cookie: '', languages })).toBe('/en');
    expect(rootRedirect({ pathname: '/', cookie: 'lang=vi', languages })).toBeNull();
  });
});
