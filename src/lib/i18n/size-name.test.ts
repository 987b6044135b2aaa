import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import vi from '../../../locales/vi.json';
import { sizeName } from './size-name';

const intlOf = (locale: 'vi' | 'en') => createIntl({ locale, messages: locale === 'vi' ? vi : en });

describe('sizeName', () => {
  it("shows the stored 'One size' in the page's language", () => {
    expect(sizeName(intlOf('vi'), 'One size')).toBe('Một cỡ');
    expect(sizeName(intlOf('en'), 'One size')).toBe('One size');
  });

  it('shows any other size as stored', () => {
    for (const size of ['XS', 'M', 'XXL', '38']) {
      expect(sizeName(intlOf('vi'), size)).toBe(size);
      expect(sizeName(intlOf('en'), size)).toBe(size);
    }
  });
});
