// @ts-check
/**
 * `npm run staff -- <command>`: compile the server when dist-server/ is missing or older than its sources
 * (as `npm start` does), then run the staff command (server/cli/staff.ts) on plain node.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isServerStale } from './build-freshness.mjs';
import { SERVER_DIR, buildServer } from './build-server.mjs';

const root = resolve(import.meta.dirname, '..');
const serverDir = join(root, SERVER_DIR);
const command = join(serverDir, 'staff.js');

if (isServerStale(root, serverDir) || !existsSync(command)) await buildServer(root);
process.setSourceMapsEnabled(true);
await import(pathToFileURL(command).href);
