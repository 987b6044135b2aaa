/**
 * `npm start`: build the app when dist/ is missing or older than its sources, then run the one
 * server process (API, static files, embedded database) in this same process.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { isBuildStale } from './build-freshness';

const root = resolve(import.meta.dirname, '..');
const distDir = resolve(root, process.env.DIST_DIR ?? 'dist');

if (isBuildStale(root, distDir)) {
  console.log('Building the storefront (dist/ is missing or out of date)…');
  const started = Date.now();
  const result = spawnSync(process.execPath, [resolve(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('The build failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

await import('../server/index');
