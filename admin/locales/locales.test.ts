/**
 * The back office's messages (admin/locales/<lang>/<area>.json): both languages have the same files
 * and keys, every file's keys are sorted, no id is written in two files, every error id the admin API
 * can answer has a text in both languages (contract/admin/messages.ts, every list), and so has every
 * account.errors id the sign-in and set-password forms can show. Those account ids are copied into
 * core.json rather than read from the storefront's locales: the admin bundle then carries no
 * storefront catalogue, and its texts can say what a member can do (ask the owner for a new link).
 * They are found here by running the contract's own schemas on bad input, so a new rule there fails
 * this test until it has its text.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SetPasswordBodySchema, SignInBodySchema } from '../../contract/admin/inputs';
import {
  ADMIN_ERRORS,
  CATALOG_ERRORS,
  CSV_ERRORS,
  CUSTOMER_ERRORS,
  ORDER_ERRORS,
  DISCOUNT_ERRORS,
  CONTENT_ERRORS,
  PICTURE_ERRORS,
  RETURN_ERRORS,
  SETTINGS_ERRORS,
} from '../../contract/admin/messages';

type Catalogue = Record<string, string>;

const files = import.meta.glob<Catalogue>('./*/*.json', { eager: true, import: 'default' });

/** lang → area → messages */
const byLang = new Map<string, Map<string, Catalogue>>();
for (const [path, messages] of Object.entries(files)) {
  const [, lang = '', area = ''] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (!byLang.has(lang)) byLang.set(lang, new Map());
  byLang.get(lang)!.set(area, messages);
}
const merged = (lang: string): Catalogue => Object.assign({}, ...byLang.get(lang)!.values());

/** Every message id a body schema answers for the given bodies. */
function idsFor(schema: v.GenericSchema, bodies: unknown[]): string[] {
  return bodies.flatMap((body) => v.safeParse(schema, body).issues?.map((i) => i.message) ?? []);
}

const long = 'x'.repeat(5000);
const FORM_ACCOUNT_IDS = [
  ...idsFor(SignInBodySchema, [
    {},
    { email: 'nope', password: '' },
    { email: 5, password: 5 },
    { email: `${long}@shop.test`, password: long },
  ]),
  ...idsFor(SetPasswordBodySchema, [
    {},
    { token: 'not a token!', password: 'short', password_confirmation: 'other' },
    { token: 5, password: 5 },
    { token: 'a'.repeat(43), password: long, password_confirmation: long },
    { token: 'a'.repeat(43), password: 'long enough', password_confirmation: 'not the same' },
  ]),
].filter((id) => id.startsWith('account.errors.'));

describe('admin locales', () => {
  it('are in Vietnamese and English, the same files with the same keys', () => {
    expect([...byLang.keys()].sort()).toEqual(['en', 'vi']);
    const vi = byLang.get('vi')!;
    const en = byLang.get('en')!;
    expect([...en.keys()].sort()).toEqual([...vi.keys()].sort());
    expect(vi.has('core')).toBe(true);
    for (const [area, messages] of vi)
      expect(Object.keys(en.get(area)!).sort(), area).toEqual(Object.keys(messages).sort());
  });

  it('keep every file sorted by key, with no empty text', () => {
    for (const [path, messages] of Object.entries(files)) {
      const keys = Object.keys(messages);
      expect(keys, path).toEqual([...keys].sort());
      for (const [key, text] of Object.entries(messages))
        expect(text.trim(), `${path} ${key}`).not.toBe('');
    }
  });

  it('write each id in one file only (the build merges them per language)', () => {
    for (const areas of byLang.values()) {
      const seen = new Map<string, string>();
      for (const [area, messages] of areas)
        for (const id of Object.keys(messages)) {
          expect(seen.get(id), `${id} in ${area}`).toBeUndefined();
          seen.set(id, area);
        }
    }
  });

  it('have a text for every error id of the admin API, in both languages', () => {
    const ids = [
      ...ADMIN_ERRORS,
      ...CATALOG_ERRORS,
      ...PICTURE_ERRORS,
      ...CSV_ERRORS,
      ...ORDER_ERRORS,
      ...RETURN_ERRORS,
      ...DISCOUNT_ERRORS,
      ...CUSTOMER_ERRORS,
      ...CONTENT_ERRORS,
      ...SETTINGS_ERRORS,
    ];
    for (const lang of ['vi', 'en'])
      for (const id of ids) expect(merged(lang), `${lang} ${id}`).toHaveProperty([id]);
  });

  it('have a text for every account error the sign-in and set-password forms can show', () => {
    // The schemas do answer these: the list is not empty by accident.
    expect(FORM_ACCOUNT_IDS).toEqual(
      expect.arrayContaining([
        'account.errors.email_required',
        'account.errors.email_invalid',
        'account.errors.password_required',
        'account.errors.password_too_short',
        'account.errors.password_mismatch',
        'account.errors.too_long',
        'account.errors.reset_link_invalid',
      ]),
    );
    for (const lang of ['vi', 'en'])
      for (const id of FORM_ACCOUNT_IDS) expect(merged(lang), `${lang} ${id}`).toHaveProperty([id]);
  });

  it('compile, merged per language, as the build serves them', async () => {
    const vi = (await import('virtual:admin-messages/vi')).default;
    const en = (await import('virtual:admin-messages/en')).default;
    expect(Object.keys(vi).sort()).toEqual(Object.keys(merged('vi')).sort());
    expect(Object.keys(en).sort()).toEqual(Object.keys(merged('en')).sort());
    expect(vi['auth.sign_in.wrong']).toEqual([
      { type: 0, value: 'Email hoặc mật khẩu không đúng' },
    ]);
  });
});
