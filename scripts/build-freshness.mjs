// @ts-check
/**
 * Is a build older than what it is made from? Compares the newest input's mtime with the build's marker
 * file. Plain JavaScript: `npm start` runs it on plain node before anything is compiled.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The app (dist/, marked by build.json, the back office in dist/admin/, and its server render
 * dist-ssr/) is built from these.
 */
export const APP_INPUTS = [
  'src',
  'sw',
  'admin',
  'contract',
  'locales',
  'public',
  'index.html',
  'vite.config.ts',
  'vite.admin.config.ts',
  'package-lock.json',
];

/** The server (dist-server/, marked by index.js) is built from these. */
export const SERVER_INPUTS = [
  'server',
  'contract',
  'package-lock.json',
  'scripts/build-server.mjs',
];

/** @param {string} path */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/**
 * @param {string} root the project folder the inputs are named from
 * @param {string[]} inputs
 * @param {string[]} outputs files the build writes; the first is the marker whose mtime dates it
 */
export function isStale(root, inputs, outputs) {
  if (!outputs.every((file) => existsSync(file))) return true;
  const built = statSync(/** @type {string} */ (outputs[0])).mtimeMs;
  return inputs.some((input) => newestMtime(join(root, input)) > built);
}

/** @param {string} root @param {string} distDir */
export const isAppStale = (root, distDir) =>
  isStale(root, APP_INPUTS, [
    join(distDir, 'build.json'),
    join(distDir, 'index.html'),
    join(distDir, 'admin', 'index.html'),
    `${distDir}-ssr/entry-server.js`,
  ]);

/** @param {string} root @param {string} serverDir */
export const isServerStale = (root, serverDir) =>
  isStale(root, SERVER_INPUTS, [join(serverDir, 'index.js')]);
