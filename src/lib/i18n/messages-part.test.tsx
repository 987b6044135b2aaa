// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { FormattedMessage, IntlProvider } from 'react-intl';
import {
  type MockInstance,
  afterEach,
  beforeEach,
  describe,
  expect,
  it,
  vi as vitest,
} from 'vitest';
import en from '../../../locales/en.json';
import vi from '../../../locales/vi.json';
import { loadMessages, loadMessagesPart } from './messages';
import { MessagesPart, lazyWithMessages } from './messages-part';

// React reports a misuse of `use` (a retry that skips it) with console.error: none here.
let errors: MockInstance<typeof console.error>;
beforeEach(() => {
  errors = vitest.spyOn(console, 'error');
});
afterEach(() => {
  cleanup();
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});

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

describe('a catalog page’s own part', () => {
  it('is not in the core, and MessagesPart adds it', async () => {
    for (const [lang, catalogue] of languages) {
      const messages = await loadMessages(lang);
      expect(messages['product.related']).toBeUndefined();
      await act(async () => {
        render(
          <IntlProvider locale={lang} messages={messages}>
            <Suspense fallback={<p>loading</p>}>
              <MessagesPart parts={['product']}>
                <p>
                  <FormattedMessage id="product.related" /> · <FormattedMessage id="product.sale" />
                </p>
              </MessagesPart>
            </Suspense>
          </IntlProvider>,
        );
      });
      const text = `${catalogue['product.related']} · ${catalogue['product.sale']}`;
      expect(await screen.findByText(text)).toBeTruthy();
      cleanup();
    }
  });
});

describe('a part already loaded', () => {
  it('renders at once, without suspending', async () => {
    const messages = await loadMessages('en');
    await loadMessagesPart('home', 'en');
    // Synchronous: the text is there in the very first commit, no fallback before it.
    act(() => {
      render(
        <IntlProvider locale="en" messages={messages}>
          <Suspense fallback={<p>loading</p>}>
            <MessagesPart parts={['home']}>
              <p>
                <FormattedMessage id="home.newArrivals" />
              </p>
            </MessagesPart>
          </Suspense>
        </IntlProvider>,
      );
    });
    expect(screen.getByText(en['home.newArrivals'])).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
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

  it('loads at once for a part whose tap the page kept, and then renders without suspending', async () => {
    const messages = await loadMessages('en');
    const html = document.documentElement;
    html.dataset.warm = 'menu size-guide';
    let loads = 0;
    const load = async () => {
      loads++;
      return { default: () => <p>the guide</p> };
    };
    const Guide = lazyWithMessages(load, 'size-guide');
    const notKept = lazyWithMessages(load, 'filters');
    delete html.dataset.warm;
    expect(loads).toBe(1); // the kept one's, before anything renders it
    await act(async () => {}); // its load settles
    // Synchronous: the guide is there in the very first commit, no fallback before it (with
    // React.lazy this rendered the fallback, and React held the guide back up to 300 ms more).
    act(() => {
      render(
        <IntlProvider locale="en" messages={messages}>
          <Suspense fallback={<p>loading</p>}>
            <Guide />
          </Suspense>
        </IntlProvider>,
      );
    });
    expect(screen.getByText('the guide')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(notKept).toBeTypeOf('function');
    expect(loads).toBe(1); // the other waits for its first render
  });
});
