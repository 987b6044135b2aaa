// @ts-check
/**
 * `npm start`: build the app and the server when either is missing or older than its sources, then run
 * the compiled server (API, static files, embedded database) in this same process, on plain node.
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isAppStale, isServerStale } from './build-freshness.mjs';
import { SERVER_DIR, buildServer } from './build-server.mjs';

const root = resolve(import.meta.dirname, '..');
const distDir = resolve(root, process.env.DIST_DIR ?? 'dist');
const serverDir = join(root, SERVER_DIR);

if (isAppStale(root, distDir)) {
  console.log('Building the storefront (dist/ is missing or out of date)…');
  const started = Date.now();
  // The browser's build, the back office's (dist/admin/, vite.admin.config.ts), then the server's
  // render of the storefront's pages (dist-ssr/, see vite.config.ts).
  for (const args of [
    [],
    ['--config', 'vite.admin.config.ts'],
    ['--ssr', 'src/entry-server.tsx'],
  ]) {
    const result = spawnSync(
      process.execPath,
      [join(root, 'node_modules/vite/bin/vite.js'), 'build', ...args, '--logLevel', 'warn'],
      { cwd: root, stdio: 'inherit' },
    );
    if (result.status !== 0) {
      console.error('The build failed; see the messages above.');
      process.exit(result.status ?? 1);
    }
  }
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
if (isServerStale(root, serverDir)) await buildServer(root);

process.setSourceMapsEnabled(true);
await import(pathToFileURL(join(serverDir, 'index.js')).href);
