// @vitest-environment happy-dom
/**
 * The error page in the shopper's language: the status line, heading and text come from the catalogues,
 * the error's own (English, technical) message is never shown, and the server renders it too (no
 * browser globals read while rendering).
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import en from '../../../locales/en.json';
import vi_ from '../../../locales/vi.json';
import { OfflineViewContext } from '../../lib/offline-view';
import { notFoundError } from '../../lib/page-error';
import { ErrorPage } from './error-page';

const catalogues = { vi: vi_, en };

function wrap(lang: 'vi' | 'en', children: ReactNode, server = false) {
  const path = lang === 'en' ? '/en/product/x' : '/product/x';
  const { hook } = memoryLocation({ path });
  return (
    <Router {...(server ? { ssrPath: path } : { hook })}>
      <IntlProvider locale={lang} messages={catalogues[lang]}>
        {children}
      </IntlProvider>
    </Router>
  );
}

const chunkError = new Error(
  'Failed to fetch dynamically imported module: http://shop.test/assets/product-page-abc.js',
);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ErrorPage', () => {
  for (const lang of ['vi', 'en'] as const) {
    const m = catalogues[lang];
    it(`shows a failure in ${lang}, without the raw error text`, async () => {
      render(wrap(lang, <ErrorPage error={chunkError} />));
      expect(screen.getByText(`500 · ${m['error.status.server']}`)).toBeTruthy();
      expect(
        screen.getByRole('heading', { level: 1, name: m['error.generic.title'] }),
      ).toBeTruthy();
      expect(screen.getByText(m['error.generic.description'])).toBeTruthy();
      expect(screen.getByRole('button', { name: m['common.retry'] })).toBeTruthy();
      expect(document.body.textContent).not.toContain('Failed to fetch');
      await waitFor(() => expect(document.title).toBe(`500 ${m['error.status.server']}`));
    });

    it(`shows a 404 in ${lang} with the not-found view`, async () => {
      render(wrap(lang, <ErrorPage error={notFoundError('/product/x')} />));
      expect(screen.getByText(`404 · ${m['error.status.notFound']}`)).toBeTruthy();
      expect(
        screen.getByRole('heading', { level: 1, name: m['error.notFound.title'] }),
      ).toBeTruthy();
      // The spec's title: the status code and the message, in the page's language (the path is the error's).
      const title = {
        vi: '404 Không tìm thấy trang: /product/x',
        en: '404 Page Not Found: /product/x',
      };
      await waitFor(() => expect(document.title).toBe(title[lang]));
    });
  }

  it('renders on the server (no navigator) as the client first renders it', () => {
    const client = renderToString(wrap('vi', <ErrorPage error={chunkError} />, true));
    vi.stubGlobal('navigator', undefined);
    const server = renderToString(wrap('vi', <ErrorPage error={chunkError} />, true));
    expect(server).toBe(client);
    expect(server).toContain(catalogues.vi['error.generic.title']);
  });

  it('offline, a screen whose code was never cached shows the offline view, not a failure', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(
      wrap(
        'vi',
        <OfflineViewContext.Provider value={() => <p>offline view</p>}>
          <ErrorPage error={chunkError} />
        </OfflineViewContext.Provider>,
      ),
    );
    expect(screen.getByText('offline view')).toBeTruthy();
    expect(screen.queryByText(catalogues.vi['error.generic.title'])).toBeNull();
    vi.restoreAllMocks();
  });

  it('shows bots nothing', async () => {
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
    const { container } = render(wrap('en', <ErrorPage error={chunkError} />));
    await waitFor(() => expect(container.textContent).toBe(''));
  });
});
