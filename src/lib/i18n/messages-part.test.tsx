// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import vi from '../../../locales/vi.json';
import { loadMessages } from './messages';
import { MessagesPart, lazyWithMessages } from './messages-part';

afterEach(cleanup);

const languages = [
  ['en', en],
  ['vi', vi],
] as const;

describe('MessagesPart', () => {
  it('adds its parts’ text to the core, in the language shown', async () => {
    for (const [lang, catalogue] of languages) {
      const messages = await loadMessages(lang);
      // Awaited, so the suspended render's retry (once the part is in) runs inside act.
      await act(async () => {
        render(
          <IntlProvider locale={lang} messages={messages}>
            <Suspense fallback={<p>loading</p>}>
              <MessagesPart parts={['later', 'private']}>
                <p>
                  <FormattedMessage id="checkout.step.review" /> ·{' '}
                  <FormattedMessage id="cart.title" /> · <FormattedMessage id="common.close" />
                </p>
              </MessagesPart>
            </Suspense>
          </IntlProvider>,
        );
      });
      const text = `${catalogue['checkout.step.review']} · ${catalogue['cart.title']} · ${catalogue['common.close']}`;
      expect(await screen.findByText(text)).toBeTruthy();
      cleanup();
    }
  });
});

describe('lazyWithMessages', () => {
  it('renders a lazy component with the later part’s text', async () => {
    for (const [lang, catalogue] of languages) {
      const messages = await loadMessages(lang);
      const Drawer = lazyWithMessages(async () => ({
        default: ({ id }: { id: string }) => (
          <p>
            <FormattedMessage id={id} />
          </p>
        ),
      }));
      await act(async () => {
        render(
          <IntlProvider locale={lang} messages={messages}>
            <Suspense fallback={<p>loading</p>}>
              <Drawer id="cart.title" />
            </Suspense>
          </IntlProvider>,
        );
      });
      expect(await screen.findByText(catalogue['cart.title'])).toBeTruthy();
      cleanup();
    }
  });
});
