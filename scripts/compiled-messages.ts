/**
 * Messages compiled at build time: a vite plugin serving `virtual:messages/<lang>` (the core part),
 * `virtual:messages/<lang>/later` and `virtual:messages/<lang>/private` (src/lib/i18n/message-parts.ts)
 * as the AST of locales/<lang>.json,
 * so the app formats messages without shipping formatjs's ICU parser (the app build aliases it to its
 * no-parser build, vite.config.ts). The JSON catalogues stay the editable source
 * (scripts/add-messages.ts); the same plugin serves the dev server, vitest and a server (SSR) build.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin } from 'vite';
import { MESSAGE_PARTS, messagesOf, type MessagePart } from '../src/lib/i18n/message-parts';

const PREFIX = 'virtual:messages/';
const RESOLVED = '\0messages:';
const LANGS = new Set(['vi', 'en']);

/** `vi` (its core part) or `vi/private`: the catalogue's language and part, or null for no such module. */
export function parseModuleName(name: string): { lang: string; part: MessagePart } | null {
  const [lang = '', part, ...rest] = name.split('/');
  if (!LANGS.has(lang) || rest.length > 0) return null;
  if (part === undefined) return { lang, part: 'core' };
  const named = MESSAGE_PARTS.find((known) => known !== 'core' && known === part);
  return named ? { lang, part: named } : null;
}

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

/**
 * The module of one part of a catalogue. Its code is JSON.parse of a string literal: that parses
 * faster than the same object literal.
 */
export function messagesModule(
  catalogue: Record<string, string>,
  part: MessagePart = 'core',
): string {
  const compiled = compileMessages(messagesOf(catalogue, part));
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});\n`;
}

function readModule(root: string, name: string): { file: string; code: string } {
  const parsed = parseModuleName(name);
  if (!parsed) throw new Error(`no messages module ${name}`);
  const file = resolve(root, 'locales', `${parsed.lang}.json`);
  const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return { file, code: messagesModule(catalogue, parsed.part) };
}

export function compiledMessages(root = process.cwd()): Plugin {
  return {
    name: 'storefront:compiled-messages',
    resolveId(id) {
      if (!id.startsWith(PREFIX)) return null;
      const name = id.slice(PREFIX.length);
      // `vi/private` as `vi_private`: the chunk is then named _messages_vi_private, not just private.
      return parseModuleName(name) ? RESOLVED + name.replace('/', '_') : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const { file, code } = readModule(root, id.slice(RESOLVED.length).replace('_', '/'));
      this.addWatchFile(file);
      return code;
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
      build.onResolve({ filter: /^virtual:messages\// }, (args) => {
        const name = args.path.slice(PREFIX.length);
        return parseModuleName(name) ? { path: name, namespace: 'storefront-messages' } : null;
      });
      build.onLoad({ filter: /.*/, namespace: 'storefront-messages' }, (args) => {
        const { file, code } = readModule(root, args.path);
        return { contents: code, loader: 'js', watchFiles: [file] };
      });
    },
  };
}
