// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { afterEach, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { BACK_ONLINE_RETRIES, BACK_ONLINE_RETRY_MS } from '../when-online';
import { loadMessages } from './messages';
import { MessagesPart } from './messages-part';

// The later part's chunk is gone (a deploy since the tab loaded): every import of it fails.
const asked = vi.hoisted(() => ({ count: 0 }));
vi.mock('virtual:messages/en/later', () => {
  asked.count++;
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it('online, a part of the text that does not load is tried a few times, then shown without it, and asked no more', async () => {
  vi.useFakeTimers();
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const core = await loadMessages('en');
  await act(async () => {
    render(
      <IntlProvider locale="en" messages={core} onError={() => undefined}>
        <Suspense fallback={<p>loading</p>}>
          <MessagesPart parts={['later']}>
            <p>
              <FormattedMessage id="common.close" /> · <FormattedMessage id="cart.title" />
            </p>
          </MessagesPart>
        </Suspense>
      </IntlProvider>,
    );
  });
  expect(screen.getByText('loading')).toBeTruthy();
  for (let i = 0; i < BACK_ONLINE_RETRIES; i++)
    await act(() => vi.advanceTimersByTimeAsync(BACK_ONLINE_RETRY_MS));
  // The core's text as it is, the part's ids for its own: the screen is there and answers.
  expect(screen.getByText(`${en['common.close']} · cart.title`)).toBeTruthy();
  expect(asked.count).toBe(1 + BACK_ONLINE_RETRIES);
  expect(logged).toHaveBeenCalledWith('A part of the page failed to load', expect.any(Error));
  // Rendered again, it asks no more: before, each failure made React render again and ask again.
  await act(() => vi.advanceTimersByTimeAsync(10 * BACK_ONLINE_RETRY_MS));
  expect(asked.count).toBe(1 + BACK_ONLINE_RETRIES);
});
