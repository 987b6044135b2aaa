/**
 * Build of the app and its service worker. vite-plugin-pwa (injectManifest) compiles `sw/sw.ts` and injects
 * the precache list: the shell (html, the JS and CSS every offline screen can need, icons, fonts;
 * scripts/shell-precache.ts, docs/decisions/012) lives in the service worker's precache; screenshots
 * (install UI only) and build.json (must always come from the network) stay out of it; the manifest is the
 * server's (server/routes/web-manifest.ts).
 */
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { API_PREFIX } from './contract/api/paths';
import { withHeadScript } from './contract/head-script';
import { adminDevPages, adminMessages } from './scripts/admin-build';
import { compiledMessages } from './scripts/compiled-messages';
import { routeAssets } from './scripts/route-assets';
import { shellPrecache } from './scripts/shell-precache';

const shell = shellPrecache();

/**
 * Small modules the catalog pages share (the product grid and its cards, a page's data and its load
 * error): one chunk instead of ten. Each on its own cost more in chunk glue and gzip headers than
 * its code, and a phone fetched them one by one (issue 12's size budget). Module ids use `/` on every system.
 */
const CATALOG_COMMON = new RegExp(
  [
    'src/ui/(img|product-card|load-error)\\.tsx$',
    'src/lib/(query-view|read-error)\\.tsx$',
    'src/lib/(use-load-error-labels|use-page-data|use-product-card-labels|shared-source)\\.ts$',
    'src/lib/i18n/(even-spaces|money)\\.ts$',
    'src/features/catalog/components/product-grid\\.tsx$',
  ].join('|'),
);

/**
 * Chromium's explicit compile hint, for chunks whose functions nearly all run as soon as they load:
 * the entry's and React DOM's while the page hydrates, Dexie's when the device database opens. V8
 * compiled each function lazily on its first call, on the main thread; with the hint the browser
 * compiles them as the file streams in, off the main thread. The hint must be the file's first line,
 * so it is added once the bundle is final: vite writes its `__vite__mapDeps` helper at the head of
 * the entry after `output.banner` and `postBanner` have run.
 */
const COMPILED_ON_LOAD = new Set(['index', 'react-dom', 'dexie']);

function compileHints(): Plugin {
  return {
    name: 'storefront:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && COMPILED_ON_LOAD.has(chunk.name))
            chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
      },
    },
  };
}

/**
 * The two entries' own modules: the boot script (with the early steps it keeps and the page it hands
 * to the service worker, KEEP_PAGE) and the app's mount.
 */
const BOOT_OR_MAIN =
  /(src[\\/](boot\.ts|main\.tsx|lib[\\/]early-steps\.ts|features[\\/]pwa[\\/]keep-page\.ts)|contract[\\/]keep-page\.ts)$/;

const apiTarget = `http://localhost:${process.env.API_PORT ?? '3001'}`;

/**
 * One id per build: written to dist/build.json (polled by the app to spot a new release) and compiled
 * into the app as import.meta.env.VITE_BUILD_ID so the running build can tell it is outdated.
 */
function buildInfo(): Plugin {
  const id = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  const body = () => JSON.stringify({ id, built_at: new Date().toISOString() });
  return {
    name: 'storefront:build-info',
    config: () => ({ define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(id) } }),
    configureServer(server) {
      server.middlewares.use('/build.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(body());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build.json', source: body() });
    },
  };
}

/**
 * `vite build --ssr` (npm run build) makes dist-ssr/entry-server.js, the server's render of catalog
 * pages: one self-contained ES module for Node (dependencies bundled, so the server needs no React
 * of its own in node_modules), with no worker, manifest or public files.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // The server's render is part of the client build it serves: one build id, the client's.
    !isSsrBuild && buildInfo(),
    compiledMessages(),
    // The colour mode before the first paint and early taps kept, in the server's pages and the app shell.
    { name: 'storefront:head-script', transformIndexHtml: withHeadScript },
    // Each route's files, for fetching a page's code ahead without running it (src/lib/route-assets.ts).
    !isSsrBuild && routeAssets(),
    !isSsrBuild && compileHints(),
    !isSsrBuild && shell.plugin,
    // `npm run dev` serves the back office too; it is built apart (vite.admin.config.ts says why).
    adminDevPages(),
    { ...adminMessages(), apply: 'serve' },
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        registerType: 'prompt',
        // The app registers the worker itself (src/features/pwa/register-sw.ts).
        injectRegister: false,
        // The server makes the manifest, one per language from the store's name
        // (server/routes/web-manifest.ts); index.html links it.
        manifest: false,
        includeManifestIcons: false,
        injectManifest: {
          globPatterns: ['**/*.{js,css,html,json,svg,png,woff2}'],
          // Screenshots only feed the install dialog; build.json must never be answered from the precache.
          // The back office (dist/admin/, built after this) is online only and never the shop's.
          globIgnores: ['**/node_modules/**', 'screenshots/**', 'build.json', 'admin/**'],
          // Online-only screens' code is left to the runtime asset cache (sw/routes/asset-cache.ts).
          manifestTransforms: [shell.filterManifest],
        },
        // Opt in with VITE_SW_DEV=true to run the worker under the dev server (the app checks the same flag).
        devOptions: {
          enabled: process.env.VITE_SW_DEV === 'true',
          type: 'module',
          navigateFallback: 'index.html',
        },
      }),
  ],
  resolve: {
    alias: [
      // React's own hook instead of the shim for React before 18 (the module says more).
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(
          new URL('./src/lib/react/use-sync-external-store-shim.ts', import.meta.url),
        ),
      },
      // Dexie's ES module build. Its package points bundlers at a wrapper around its UMD build (so
      // that CommonJS and ES imports share one copy); the app and dexie-react-hooks import Dexie only
      // as a module, so one copy is certain either way, and the module build is 1.7 KB gzip smaller.
      {
        find: /^dexie$/,
        replacement: fileURLToPath(
          new URL('./node_modules/dexie/dist/modern/dexie.mjs', import.meta.url),
        ),
      },
      // Messages arrive as AST (compiledMessages), so the app needs no ICU parser: formatjs's documented
      // no-parser build keeps its types and helpers and drops the 27 KB parser.
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  ssr: { noExternal: true, target: 'node' },
  // Bundled dependencies (React's) pick their production build by this, which vite leaves to Node for SSR.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: isSsrBuild
    ? {
        target: 'node20',
        outDir: 'dist-ssr',
        copyPublicDir: false,
        emptyOutDir: true,
        // One file: the server imports a new build under a new URL, and chunks importing the entry
        // back by its plain path would make a second copy of its modules (and of React's contexts).
        rolldownOptions: { output: { codeSplitting: false } },
      }
    : {
        target: 'es2022',
        // No <link rel="modulepreload"> for the chunks a lazily loaded module imports: appending them
        // cost 1–2 ms each on a server-rendered page (measured in Chromium), about 50 ms of main
        // thread while the app starts. The module loader fetches those imports itself, and the code
        // of the pages that links in view lead to is fetched ahead (src/lib/route-assets.ts,
        // docs/decisions/017), so a tap rarely waits.
        modulePreload: false,
        // The manifest names each page's chunks and CSS, and the boot script, for the server's render
        // (server/html/page-assets.ts), and lets scripts/check-size.mjs follow each route's imports.
        manifest: true,
        rolldownOptions: {
          input: { index: 'index.html', boot: 'src/boot.ts' },
          // react-dom in a chunk of its own, which the entry imports dynamically (src/main.tsx): its
          // evaluation is then a task of its own, not part of the app's (issue 12). React itself is
          // the entry's (the app group comes first, or react-dom's group would take it along).
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'react-dom',
                  test: /node_modules[\\/](react-dom|scheduler)[\\/]/,
                  priority: 2,
                },
                {
                  name: 'catalog-common',
                  test: CATALOG_COMMON,
                  priority: 0,
                },
                {
                  name: 'app',
                  tags: ['$initial'],
                  // Not the boot script's own modules: they stay in its small file, which would
                  // otherwise import the app's whole entry.
                  test: (id) => !BOOT_OR_MAIN.test(id),
                  priority: 3,
                },
              ],
            },
          },
        },
      },
  server: {
    proxy: {
      [API_PREFIX]: apiTarget,
      '/images': apiTarget,
      '/sitemap.xml': apiTarget,
      '/robots.txt': apiTarget,
    },
  },
}));
