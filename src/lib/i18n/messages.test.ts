import { createIntl } from '@formatjs/intl';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { messagesOf } from './message-parts';
import { loadMessages, loadPrivateMessages, loadedPrivateMessages } from './messages';

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

describe('loadPrivateMessages', () => {
  it('gives the private screens’ text once, and keeps it at hand', async () => {
    expect(loadedPrivateMessages('en')).toBeUndefined();
    const messages = await loadPrivateMessages('en');
    expect(Object.keys(messages)).toEqual(Object.keys(messagesOf(en, 'private')));
    expect(loadedPrivateMessages('en')).toBe(messages);
    expect(await loadPrivateMessages('en')).toBe(messages);
  });
});
