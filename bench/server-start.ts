/**
 * Server start time and memory: starts `server/index.ts` on a fresh (or given) DATA_DIR, waits for
 * store-info to answer, and reports the time to ready and the process's RSS after start.
 * Usage: npx tsx bench/server-start.ts [dataDir]   (run twice with the same dir for a restart)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const dataDir = process.argv[2] ?? mkdtempSync(join(tmpdir(), 'bench-data-'));
const port = 4390;
const started = Date.now();
const child = spawn(process.execPath, [resolve(root, 'node_modules/tsx/dist/cli.mjs'), 'server/index.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function ready(): Promise<void> {
  for (;;) {
    try {
      const res = await fetch(`http://localhost:${port}/api/public/store-info`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

await ready();
const seconds = (Date.now() - started) / 1000;
await new Promise((r) => setTimeout(r, 2000)); // let start-up garbage settle
// tsx runs the server in a child of this child: read the RSS of the whole process tree.
const rssKiB = treeRss(child.pid!);
console.log(`data dir: ${dataDir}`);
console.log(`ready in ${seconds.toFixed(1)} s; RSS after start ${(rssKiB / 1024).toFixed(0)} MiB`);
child.kill('SIGTERM');

function treeRss(pid: number): number {
  let total = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  for (const c of children) total += treeRss(Number(c));
  return total;
}
