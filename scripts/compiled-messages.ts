/**
 * Messages compiled at build time: a vite plugin serving `virtual:messages/<lang>` as the AST of
 * locales/<lang>.json, so the app formats messages without shipping formatjs's ICU parser (the app
 * build aliases it to its no-parser build, vite.config.ts). The JSON catalogues stay the editable source
 * (scripts/add-messages.ts); the same plugin serves the dev server, vitest and a server (SSR) build.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:messages/';
const RESOLVED = '\0messages:';
const LANGS = new Set(['vi', 'en']);

/** Every message of a catalogue as its AST; a malformed message fails the build, naming its id. */
export function compileMessages(
  catalogue: Record<string, string>,
): Record<string, MessageFormatElement[]> {
  const out: Record<string, MessageFormatElement[]> = {};
  for (const [id, text] of Object.entries(catalogue)) {
    try {
      out[id] = parse(text);
    } catch (error) {
      throw new Error(`message ${id}: ${(error as Error).message}`, { cause: error });
    }
  }
  return out;
}

/** The module's code: JSON.parse of a string literal parses faster than the same object literal. */
export function messagesModule(catalogue: Record<string, string>): string {
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(compileMessages(catalogue)))});\n`;
}

export function compiledMessages(root = process.cwd()): Plugin {
  return {
    name: 'storefront:compiled-messages',
    resolveId(id) {
      if (!id.startsWith(PREFIX)) return null;
      const lang = id.slice(PREFIX.length);
      return LANGS.has(lang) ? RESOLVED + lang : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const file = resolve(root, 'locales', `${id.slice(RESOLVED.length)}.json`);
      this.addWatchFile(file);
      return messagesModule(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
    },
  };
}

/**
 * The same modules for an esbuild bundle (scripts/build-server.mjs bundles the server with esbuild):
 * a server that imports src/lib/i18n/messages.ts then gets the very catalogues the app gets.
 */
export function compiledMessagesEsbuild(root = process.cwd()): EsbuildPlugin {
  return {
    name: 'storefront:compiled-messages',
    setup(build) {
      build.onResolve({ filter: /^virtual:messages\/(vi|en)$/ }, (args) => ({
        path: args.path.slice(PREFIX.length),
        namespace: 'storefront-messages',
      }));
      build.onLoad({ filter: /.*/, namespace: 'storefront-messages' }, (args) => {
        const file = resolve(root, 'locales', `${args.path}.json`);
        const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
        return { contents: messagesModule(catalogue), loader: 'js', watchFiles: [file] };
      });
    },
  };
}
