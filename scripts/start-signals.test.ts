/**
 * `npm start` under a process manager (issue 36): npm runs a script through `sh -c`, forwards SIGTERM
 * and SIGINT to that shell only, and exits at once when the shell dies of it, while the server it had
 * started kept running. The start script therefore `exec`s node, so the signal reaches the server and
 * npm exits with the server's own code. Checked with this machine's npm, on the script as package.json
 * spells it, the server swapped for a stand-in that stops cleanly with code 3.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderForTest } from '../server/test/temp-data-dir';

const root = resolve(import.meta.dirname, '..');
const startScript: string = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts
  .start;

// 'ready' only once it listens for the signals: a pipe's writes are synchronous, so an earlier one
// could bring the signal before the handlers.
const STAND_IN = `
for (const signal of ['SIGTERM', 'SIGINT'])
  process.on(signal, () => setTimeout(() => { process.stdout.write('stopped on ' + signal + '\\n'); process.exit(3); }, 200));
setTimeout(() => process.exit(9), 30_000); // a failed test leaves nothing running for long
process.stdout.write('ready\\n');
`;

function npmStart(dir: string) {
  const npm = spawn('npm', ['start', '--silent'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  npm.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  npm.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const ready = new Promise<void>((ok) =>
    npm.stdout.on('data', () => out.includes('ready') && ok()),
  );
  const exited = new Promise<number | null>((ok) => npm.on('exit', (code) => ok(code)));
  return { npm, ready, exited, output: () => out };
}

describe('npm start', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'passes %s to the server, waits for it and exits with its code',
    async (signal) => {
      expect(startScript).toContain('scripts/start.mjs');
      const dir = folderForTest('npm-start');
      writeFileSync(join(dir, 'stand-in.mjs'), STAND_IN);
      writeFileSync(
        join(dir, 'package.json'),
        JSON.stringify({
          name: 'start-signals',
          private: true,
          scripts: { start: startScript.replace('scripts/start.mjs', 'stand-in.mjs') },
        }),
      );
      const run = npmStart(dir);
      await run.ready;
      run.npm.kill(signal);
      expect(await run.exited, run.output()).toBe(3);
      expect(run.output()).toContain(`stopped on ${signal}`);
    },
    30_000,
  );
});
