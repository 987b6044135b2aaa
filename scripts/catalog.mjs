// @ts-check
/**
 * `npm run catalog -- export <file.csv>` or `npm run catalog -- import <file.csv> [--zip pictures.zip]
 * [--dry-run]`: compile the server when dist-server/ is missing or older than its sources (as `npm
 * start` does), then run the catalog command (server/cli/catalog.ts) on plain node.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isServerStale } from './build-freshness.mjs';
import { SERVER_DIR, buildServer } from './build-server.mjs';

const root = resolve(import.meta.dirname, '..');
const serverDir = join(root, SERVER_DIR);
const command = join(serverDir, 'catalog.js');

if (isServerStale(root, serverDir) || !existsSync(command)) await buildServer(root);
process.setSourceMapsEnabled(true);
await import(pathToFileURL(command).href);
