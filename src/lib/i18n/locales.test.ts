import { describe, expect, it } from 'vitest';
import { ACCOUNT_ERRORS, QUERY_ERRORS } from '../../../contract/messages';
import en from '../../../locales/en.json';
import vi from '../../../locales/vi.json';

describe('locale files', () => {
  it('have the same keys', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(vi).sort());
  });

  it('keep their keys sorted', () => {
    for (const messages of [en, vi]) {
      const keys = Object.keys(messages);
      expect(keys).toEqual([...keys].sort());
    }
  });

  it('have no empty message', () => {
    for (const messages of [en, vi]) {
      for (const [key, text] of Object.entries(messages)) expect(text, key).not.toBe('');
    }
  });

  it('have a text for every error id the API may answer (contract/messages.ts)', () => {
    for (const id of [...ACCOUNT_ERRORS, ...QUERY_ERRORS]) {
      expect(en, id).toHaveProperty([id]);
      expect(vi, id).toHaveProperty([id]);
    }
  });

  it('carry the spec texts word for word in English', () => {
    expect(en['error.notFound.title']).toBe('Page not found');
    expect(en['error.notFound.description']).toBe('The page you are looking for does not exist');
    expect(en['common.noData']).toBe('No data available');
  });
});
