import { createIntl } from '@formatjs/intl';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { messagesOf } from './message-parts';
import { loadMessages, loadMessagesPart, loadedMessagesPart } from './messages';

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
