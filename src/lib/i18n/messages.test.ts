import { createIntl } from '@formatjs/intl';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { loadMessages } from './messages';

describe('loadMessages', () => {
  it('gives each language its catalogue compiled, ready to format without a parser', async () => {
    const messages = await loadMessages('en');
    expect(Object.keys(messages)).toEqual(Object.keys(en));
    expect(Array.isArray(messages['common.close'])).toBe(true);
    const intl = createIntl({ locale: 'en', messages });
    expect(intl.formatMessage({ id: 'common.close' })).toBe(en['common.close']);
    expect((await loadMessages('vi'))['common.close']).toBeDefined();
  });
});
