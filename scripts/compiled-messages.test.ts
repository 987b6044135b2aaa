import { createIntl } from '@formatjs/intl';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import vi from '../locales/vi.json';
import { build } from 'esbuild';
import { compileMessages, compiledMessagesEsbuild, messagesModule } from './compiled-messages';

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

  it('serve the same module to an esbuild bundle (the server build)', async () => {
    const out = await build({
      stdin: { contents: "export { default } from 'virtual:messages/en';", resolveDir: '.' },
      bundle: true,
      write: false,
      format: 'esm',
      plugins: [compiledMessagesEsbuild()],
      logLevel: 'silent',
    });
    const code = out.outputFiles[0]!.text;
    const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
    const mod = (await import(/* @vite-ignore */ url)) as { default: unknown };
    expect(mod.default).toEqual(compileMessages(en));
  });
});
