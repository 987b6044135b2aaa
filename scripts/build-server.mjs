// @ts-check
/**
 * Compiles the server (server/ and contract/, TypeScript) into dist-server/ with esbuild, so production
 * runs plain node: index.js, the picture drawer's own process (draw-child.js), the operator's order
 * command (order.js), the catalog's CSV command (catalog.js), and the migrations beside them (the code finds both next to itself). Packages stay imports from node_modules, not bundled.
 * `npm run build` runs this file; `npm start` calls buildServer() when the sources are newer.
 */
import { cpSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const SERVER_DIR = 'dist-server';

/**
 * @param {string} root
 * @param {string} outdir where to write it; elsewhere than dist-server/ only for tests (it must be
 *   inside the project, so that node finds the packages in its node_modules)
 */
export async function buildServer(root, outdir = join(root, SERVER_DIR)) {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: {
      index: 'server/index.ts',
      'draw-child': 'server/db/draw-child.ts',
      order: 'server/cli/order.ts',
      staff: 'server/cli/staff.ts',
      catalog: 'server/cli/catalog.ts',
    },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  cpSync(join(root, 'server/db/migrations'), join(outdir, 'migrations'), { recursive: true });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildServer(resolve(import.meta.dirname, '..'));
}
