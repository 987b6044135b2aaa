import { createIntl } from '@formatjs/intl';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import vi from '../locales/vi.json';
import { build } from 'esbuild';
import { messagesOf } from '../src/lib/i18n/message-parts';
import {
  compileMessages,
  compiledMessagesEsbuild,
  messagesModule,
  parseModuleName,
} from './compiled-messages';

describe('compiled messages', () => {
  it('compile every message of both catalogues', () => {
    for (const catalogue of [en, vi] as Record<string, string>[]) {
      const compiled = compileMessages(catalogue);
      expect(Object.keys(compiled)).toEqual(Object.keys(catalogue));
    }
  });

  it('format from the AST as the text would', () => {
    const messages = compileMessages({ n: '{count, plural, one {# item} other {# items}}' });
    const intl = createIntl({ locale: 'en', messages });
    expect(intl.formatMessage({ id: 'n' }, { count: 2 })).toBe('2 items');
  });

  it('name the message that does not parse', () => {
    expect(() => compileMessages({ 'bad.one': 'Hello {name' })).toThrow(/bad\.one/);
  });

  it('emit a module whose default export is the AST', () => {
    const code = messagesModule({ hi: 'Hi {name}' });
    const json = /JSON\.parse\((.*)\);/.exec(code)![1]!;
    expect(JSON.parse(JSON.parse(json) as string)).toEqual(compileMessages({ hi: 'Hi {name}' }));
  });

  it('name a module by language and part', () => {
    expect(parseModuleName('vi')).toEqual({ lang: 'vi', part: 'core' });
    expect(parseModuleName('en/private')).toEqual({ lang: 'en', part: 'private' });
    expect(parseModuleName('vi/later')).toEqual({ lang: 'vi', part: 'later' });
    for (const name of ['fr', 'vi/core', 'vi/other', 'vi/private/x', ''])
      expect(parseModuleName(name)).toBeNull();
  });

  it('serve the same modules to an esbuild bundle (the server build)', async () => {
    const bundle = async (name: string) => {
      const out = await build({
        stdin: { contents: `export { default } from 'virtual:messages/${name}';`, resolveDir: '.' },
        bundle: true,
        write: false,
        format: 'esm',
        plugins: [compiledMessagesEsbuild()],
        logLevel: 'silent',
      });
      const code = out.outputFiles[0]!.text;
      const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
      return ((await import(/* @vite-ignore */ url)) as { default: unknown }).default;
    };
    expect(await bundle('en')).toEqual(compileMessages(messagesOf(en, 'core')));
    expect(await bundle('en/private')).toEqual(compileMessages(messagesOf(en, 'private')));
    expect(await bundle('en/later')).toEqual(compileMessages(messagesOf(en, 'later')));
  });
});
