/**
 * `npm run dev`: the API server (restarting on change) on API_PORT, and Vite's dev server with
 * hot reload on PORT, proxying /api and /images to it (see vite.config.ts).
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { createServer } from 'vite';

const root = resolve(import.meta.dirname, '..');
const apiPort = process.env.API_PORT ?? '3001';

const api = spawn(
  process.execPath,
  [resolve(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', 'server/index.ts'],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, API_PORT: apiPort },
  },
);

const vite = await createServer({ root, server: { port: Number(process.env.PORT ?? 3000) } });
await vite.listen();
vite.printUrls();

function stop() {
  api.kill('SIGTERM');
  void vite.close().then(() => process.exit(0));
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
