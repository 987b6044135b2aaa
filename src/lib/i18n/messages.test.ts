import { createIntl } from '@formatjs/intl';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { messagesOf } from './message-parts';
import { loadMessages, loadMessagesPart, loadedMessagesPart, shownMessagesPart } from './messages';

describe('loadMessages', () => {
  it('gives each language its catalogue compiled, ready to format without a parser', async () => {
    const messages = await loadMessages('en');
    expect(Object.keys(messages)).toEqual(Object.keys(messagesOf(en, 'core')));
    expect(Array.isArray(messages['common.close'])).toBe(true);
    const intl = createIntl({ locale: 'en', messages });
    expect(intl.formatMessage({ id: 'common.close' })).toBe(en['common.close']);
    expect((await loadMessages('vi'))['common.close']).toBeDefined();
  });
});

describe('loadMessagesPart', () => {
  it('gives a part’s text once, and keeps it at hand', async () => {
    for (const part of ['later', 'private'] as const) {
      expect(loadedMessagesPart(part, 'en')).toBeUndefined();
      const messages = await loadMessagesPart(part, 'en');
      expect(Object.keys(messages)).toEqual(Object.keys(messagesOf(en, part)));
      expect(loadedMessagesPart(part, 'en')).toBe(messages);
      expect(await loadMessagesPart(part, 'en')).toBe(messages);
      expect(loadedMessagesPart(part, 'vi')).toBeUndefined();
    }
  });
});

describe('shownMessagesPart', () => {
  it('gives a screen the same load on every render until it is in, and the part itself once in', async () => {
    const first = shownMessagesPart('home', 'vi');
    // In, but the load the screen was given may not have settled yet: a render retried now (React's
    // replay) must read that one, or React takes it for a promise made during render.
    await loadMessagesPart('home', 'vi');
    expect(shownMessagesPart('home', 'vi')).toBe(first);
    expect(Object.keys(await first)).toEqual(Object.keys(messagesOf(en, 'home')));
    // Never read before it was in: the part's own load, which React reads without suspending.
    await loadMessagesPart('collection', 'vi');
    expect(shownMessagesPart('collection', 'vi')).toBe(loadMessagesPart('collection', 'vi'));
  });
});
