import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { folderForTest, removeDir, tempDataDir } from '../../test/temp-data-dir';
import { isWorthAWarning, startEmbeddedPostgres, type RunningPostgres } from './embedded-postgres';

// A server left running to the end of the file, and its folder, removed once it has stopped.
const stops: RunningPostgres[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const s of stops) await s.stop();
  dirs.forEach(removeDir);
});

async function settings(server: RunningPostgres, names: string[]): Promise<Record<string, string>> {
  const client = new pg.Client(server.connection);
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; setting: string }>(
      'select name, setting from pg_settings where name = any($1)',
      [names],
    );
    return Object.fromEntries(rows.map((r) => [r.name, r.setting]));
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL', () => {
  it('keeps PostgreSQL durable, speaks UTF-8, listens on no TCP port and logs no statement data', async () => {
    // A folder deeper than a socket path allows: the socket then lives in the temp folder instead.
    const deep = join(folderForTest('embedded'), 'a-folder-name-long-enough'.repeat(4));
    mkdirSync(deep, { mode: 0o755 });
    const server = await startEmbeddedPostgres(deep, { log: () => undefined });
    const socketDir = String(server.connection.host);
    expect(socketDir.startsWith(deep)).toBe(false);
    expect(
      await settings(server, [
        'fsync',
        'synchronous_commit',
        'full_page_writes',
        'server_encoding',
        'listen_addresses',
        'log_error_verbosity',
        'log_min_error_statement',
      ]),
    ).toEqual({
      fsync: 'on',
      synchronous_commit: 'on',
      full_page_writes: 'on',
      server_encoding: 'UTF8',
      listen_addresses: '',
      log_error_verbosity: 'terse',
      log_min_error_statement: 'panic',
    });
    await server.stop();
    expect(existsSync(socketDir)).toBe(false); // the socket's own folder goes with it
  }, 60_000);

  it('stops a server a killed storefront left running in the folder, then starts its own', async () => {
    const dir = tempDataDir('embedded');
    dirs.push(dir);
    const log: string[] = [];
    await startEmbeddedPostgres(dir, { log: () => undefined });
    // Not stopped: as if its storefront had been killed. The next start takes the folder back.
    const next = await startEmbeddedPostgres(dir, { log: (_level, message) => log.push(message) });
    stops.push(next);
    expect(log.join('\n')).toContain('a killed storefront left running');
    const client = new pg.Client(next.connection);
    await client.connect();
    expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await client.end();
  }, 60_000);
});

describe("the server's log lines the shop owner sees", () => {
  const at = '2026-11-25 04:49:14.501 UTC [13762]';

  it('are its warnings and worse', () => {
    expect(isWorthAWarning(`${at} WARNING:  could not flush dirty data`)).toBe(true);
    expect(isWorthAWarning(`${at} FATAL:  could not open file "base/5/1259"`)).toBe(true);
    expect(isWorthAWarning(`${at} PANIC:  could not write to file "pg_wal/xlogtemp"`)).toBe(true);
    expect(isWorthAWarning(`${at} LOG:  database system is ready to accept connections`)).toBe(
      false,
    );
  });

  it('leave out the sessions it ends as it stops (a Ctrl-C reaches it too)', () => {
    expect(
      isWorthAWarning(`${at} FATAL:  terminating connection due to administrator command`),
    ).toBe(false);
  });
});
