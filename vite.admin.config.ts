/**
 * The back office's build (`npm run build` runs it after the storefront's): admin/index.html and its
 * chunks, into dist/admin/ (the page) and dist/admin/assets/ (hashed files), which the server answers
 * for /admin and /en/admin (server/html/admin-page.ts).
 *
 * A build of its own rather than a second input of the storefront's: a bundle puts each module in one
 * chunk, and the storefront's chunk groups (vite.config.ts) put every module an entry loads at start
 * into its `app` chunk. A second entry's React, react-intl and the rest would then either live in that
 * chunk (and the admin load the storefront's whole app to get them) or be split out of it (and every
 * storefront page load one more file, over its size budget). Built apart, the storefront's files are
 * exactly what they were, the admin has its own copy of what it uses, and the storefront's worker
 * never sees an admin file (its precache is listed while the storefront builds, before this runs).
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { adminMessages } from './scripts/admin-build';

const OUT = resolve(import.meta.dirname, 'dist/admin');

/** The last build's admin files go first: the storefront's dist/ around them stays. */
function cleanAdminOut(): Plugin {
  return {
    name: 'admin:clean-out',
    apply: 'build',
    buildStart() {
      rmSync(OUT, { recursive: true, force: true });
    },
  };
}

export default defineConfig({
  plugins: [cleanAdminOut(), react(), adminMessages()],
  resolve: {
    alias: [
      // Messages arrive compiled (adminMessages), as the storefront's do: no ICU parser in the bundle.
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  // The storefront's public/ is copied by its own build; the admin has no public files.
  publicDir: false,
  build: {
    target: 'es2022',
    // dist/, not dist/admin: the page keeps its path (admin/index.html → dist/admin/index.html).
    outDir: 'dist',
    emptyOutDir: false,
    assetsDir: 'admin/assets',
    // The storefront's manifest (dist/.vite/manifest.json) is the server's and the size check's.
    manifest: false,
    rolldownOptions: { input: { admin: 'admin/index.html' } },
  },
});
