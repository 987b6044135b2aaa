// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import vi from '../../../locales/vi.json';
import { loadMessages } from '../../lib/i18n/messages';
import { PrivateMessages } from './private-messages';

afterEach(cleanup);

describe('PrivateMessages', () => {
  it('adds the private screens’ text to the core, in the language shown', async () => {
    for (const [lang, catalogue] of [
      ['en', en],
      ['vi', vi],
    ] as const) {
      const messages = await loadMessages(lang);
      // Awaited, so the suspended render's retry (once the part is in) runs inside act.
      await act(async () => {
        render(
          <IntlProvider locale={lang} messages={messages}>
            <Suspense fallback={<p>loading</p>}>
              <PrivateMessages>
                <p>
                  <FormattedMessage id="checkout.step.review" /> ·{' '}
                  <FormattedMessage id="cart.title" />
                </p>
              </PrivateMessages>
            </Suspense>
          </IntlProvider>,
        );
      });
      const text = `${catalogue['checkout.step.review']} · ${catalogue['cart.title']}`;
      expect(await screen.findByText(text)).toBeTruthy();
      cleanup();
    }
  });
});
