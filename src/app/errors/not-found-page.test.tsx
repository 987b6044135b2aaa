// @vitest-environment happy-dom
/** An unmatched route's title: the status and 'Page not found: {path}' in the page's language. */
import { cleanup, render, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import en from '../../../locales/en.json';
import vi_ from '../../../locales/vi.json';
import { NotFoundPage } from './not-found-page';

afterEach(cleanup);

describe('NotFoundPage', () => {
  const cases = [
    { lang: 'vi', path: '/nope', title: '404 Không tìm thấy trang: /nope', messages: vi_ },
    { lang: 'en', path: '/en/nope', title: '404 Page not found: /en/nope', messages: en },
  ] as const;
  for (const { lang, path, title, messages } of cases) {
    it(`titles the page in ${lang}`, async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { hook } = memoryLocation({ path });
      render(
        <Router hook={hook}>
          <IntlProvider locale={lang} messages={messages}>
            <NotFoundPage path={path} />
          </IntlProvider>
        </Router>,
      );
      await waitFor(() => expect(document.title).toBe(title));
      vi.restoreAllMocks();
    });
  }
});
