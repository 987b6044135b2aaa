/**
 * The back office's build pieces (vite.admin.config.ts; the dev server and vitest use them too):
 * - `adminMessages()` serves `virtual:admin-messages/<lang>`: every admin/locales/<lang>/*.json (one
 *   file per area) merged and compiled to formatjs's AST. Compiled because the app build runs formatjs
 *   without its ICU parser (vite.config.ts); merged here so a new area's file is picked up with no
 *   list to keep, and an id written in two files fails the build instead of one silently winning.
 * - `adminDevPages()` lets `npm run dev` answer /admin and /en/admin navigations with admin/index.html,
 *   as the server does in production (server/html/admin-page.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { ADMIN_BASES, isAdminPath } from '../contract/admin/paths';
import { compileMessages } from './compiled-messages';

const PREFIX = 'virtual:admin-messages/';
const RESOLVED = '\0admin-messages:';
export const ADMIN_LANGS = Object.keys(ADMIN_BASES) as (keyof typeof ADMIN_BASES)[];

/** One language's files, by area name (`core`, `catalog`…): the catalogues as written. */
export function readAdminLocales(root: string, lang: string): Map<string, Record<string, string>> {
  const dir = resolve(root, 'admin/locales', lang);
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  return new Map(
    files.map((name) => [
      name.slice(0, -'.json'.length),
      JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<string, string>,
    ]),
  );
}

/** Every area's messages of one language as one catalogue; an id in two files throws, naming both. */
export function mergeAdminLocales(
  files: Map<string, Record<string, string>>,
): Record<string, string> {
  const merged: Record<string, string> = {};
  const from = new Map<string, string>();
  for (const [area, messages] of files)
    for (const [id, text] of Object.entries(messages)) {
      const other = from.get(id);
      if (other) throw new Error(`admin message ${id} is in both ${other}.json and ${area}.json`);
      from.set(id, area);
      merged[id] = text;
    }
  return merged;
}

export function adminMessages(root = process.cwd()): Plugin {
  return {
    name: 'admin:messages',
    resolveId(id) {
      if (!id.startsWith(PREFIX)) return null;
      const lang = id.slice(PREFIX.length);
      return (ADMIN_LANGS as string[]).includes(lang) ? RESOLVED + lang : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const lang = id.slice(RESOLVED.length);
      const files = readAdminLocales(root, lang);
      // Each file, so the dev server reloads on an edit (a new area's file needs a restart).
      for (const area of files.keys())
        this.addWatchFile(resolve(root, 'admin/locales', lang, `${area}.json`));
      const compiled = compileMessages(mergeAdminLocales(files));
      // JSON.parse of a string literal parses faster than the same object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});\n`;
    },
  };
}

/** A page of the admin, not one of its modules or files (those have a dot in their last segment). */
const isAdminPage = (url: string): boolean => {
  const path = url.split(/[?#]/)[0] ?? '';
  return isAdminPath(path) && !/\.[^/]*$/.test(path);
};

export function adminDevPages(): Plugin {
  return {
    name: 'admin:dev-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const wantsHtml = req.headers.accept?.includes('text/html') ?? false;
        if (
          (req.method === 'GET' || req.method === 'HEAD') &&
          wantsHtml &&
          isAdminPage(req.url ?? '')
        )
          req.url = '/admin/index.html';
        next();
      });
    },
  };
}
