// @vitest-environment happy-dom
/**
 * The language link's name starts with the code it shows (WCAG 2.5.3, label in name), then says what
 * it does in the page's language.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import en from '../../../locales/en.json';
import vi from '../../../locales/vi.json';
import { LanguageSwitcher } from './language-switcher';

afterEach(cleanup);

function renderAt(path: string, lang: 'vi' | 'en') {
  const { hook } = memoryLocation({ path });
  render(
    <Router hook={hook}>
      <IntlProvider locale={lang} messages={lang === 'vi' ? vi : en}>
        <LanguageSwitcher />
      </IntlProvider>
    </Router>,
  );
  return screen.getByRole('link');
}

describe('LanguageSwitcher', () => {
  it('shows EN on a Vietnamese page, named from it', () => {
    const link = renderAt('/cart', 'vi');
    expect(link.textContent).toBe('EN');
    expect(screen.getByRole('link', { name: 'EN, Chuyển sang English' })).toBe(link);
    expect(link.getAttribute('href')).toBe('/en/cart');
  });

  it('shows VI on an English page, named from it', () => {
    const link = renderAt('/en/cart', 'en');
    expect(link.textContent).toBe('VI');
    expect(screen.getByRole('link', { name: 'VI, Switch to Tiếng Việt' })).toBe(link);
    expect(link.getAttribute('href')).toBe('/cart');
  });
});
