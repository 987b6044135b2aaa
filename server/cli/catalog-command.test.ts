/**
 * `npm run catalog` on the test database: its answers, one line each (a dry run's problems one per
 * line before them, `line 3, color: "Blackk" is not a colour`), and its exit codes: 0 done, 1 not done
 * (problems, a file that cannot be read, no database), 2 a wrong command line.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvOf, newRow } from '../catalog-csv/test-csv';
import { makeTestApp, type TestContext } from '../test/test-app';
import { folderForTest, removeDir, tempDataDir } from '../test/temp-data-dir';
import { catalogCommand, USAGE } from './catalog-command';
import { openDatabase, type OpenedDatabase } from './open-database';

let t: TestContext;
let dir: string;
beforeAll(async () => {
  t = await makeTestApp();
  dir = tempDataDir('catalog-command');
  mkdirSync(dir, { recursive: true });
}, 60_000);
afterAll(async () => {
  await t.handle.close();
  removeDir(dir);
});

/** The test's database, left open for the next command. */
const testDb = (): Promise<OpenedDatabase> =>
  Promise.resolve({ handle: t.handle, db: t.handle.db, close: () => Promise.resolve() });

async function run(args: string[], open = testDb) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await catalogCommand(
    args,
    { out: (line) => out.push(line), err: (line) => err.push(line) },
    open,
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run catalog', () => {
  it('exports the catalog to a file (exit 0), and a dry run of it finds nothing to do', async () => {
    const file = join(dir, 'catalog.csv');
    const exported = await run(['export', file]);
    expect(exported).toEqual({
      code: 0,
      out: `Exported the catalog to ${file}: 1,264 rows (one per variant) of 148 products.`,
      err: '',
    });
    expect(readFileSync(file, 'utf8').startsWith('\uFEFFslug,')).toBe(true);
    const dry = await run(['import', file, '--dry-run']);
    expect(dry.code).toBe(0);
    expect(dry.out).toBe(
      'catalog.csv has no problems; importing it would read 1,264 rows: 148 products (0 new, 0 changed, 148 unchanged), ' +
        '1,264 variants (0 new, 0 changed, 1,264 unchanged), 0 new pictures. Nothing was changed (dry run).',
    );
  });

  it('lists a dry run’s problems one per line, then says nothing changed (exit 1)', async () => {
    const file = join(dir, 'bad.csv');
    writeFileSync(
      file,
      csvOf([
        newRow('dam-x'),
        newRow('dam-x', { color: 'Blackk', sku: 'X-2' }),
        newRow('dam-y', { stock: '-1' }),
      ]),
    );
    expect(await run(['import', file, '--dry-run'])).toEqual({
      code: 1,
      out: '',
      err: [
        'line 3, color: "Blackk" is not a colour',
        'line 4, stock: "-1" is not a whole number of 0 or more',
        'bad.csv: 2 problems; nothing was changed (dry run).',
      ].join('\n'),
    });
    const real = await run(['import', file]);
    expect(real.code).toBe(1);
    expect(real.err.split('\n').at(-1)).toBe('bad.csv: 2 problems; nothing was imported.');
  });

  it('imports a file (exit 0) and says what it did in one line', async () => {
    const file = join(dir, 'new.csv');
    writeFileSync(
      file,
      csvOf([newRow('dam-cli'), newRow('dam-cli', { size: 'L', sku: 'DAM-CLI-L' })]),
    );
    expect(await run(['import', file])).toEqual({
      code: 0,
      out: 'Imported new.csv: 2 rows: 1 product (1 new, 0 changed, 0 unchanged), 2 variants (2 new, 0 changed, 0 unchanged), 0 new pictures.',
      err: '',
    });
  });

  it('says so when the file cannot be read (exit 1), before opening the database', async () => {
    const missing = join(dir, 'missing.csv');
    const answer = await run(['import', missing], () => Promise.reject(new Error('not opened')));
    expect(answer.code).toBe(1);
    expect(answer.err).toMatch(/^Could not read the file: ENOENT/);
  });

  it('says where it looked when DATA_DIR holds no database (exit 1)', async () => {
    const empty = folderForTest('catalog-no-db');
    const answer = await run(['export', join(dir, 'x.csv')], () =>
      openDatabase({ DATA_DIR: empty }, () => undefined),
    );
    expect(answer.code).toBe(1);
    expect(answer.err).toMatch(/^There is no storefront database in /);
  });

  it('prints the usage for a wrong command line (exit 2), and for --help (exit 0)', async () => {
    for (const args of [
      [],
      ['export'],
      ['import'],
      ['list', 'x.csv'],
      ['export', 'a.csv', 'b.csv'],
      ['import', 'x.csv', '--force'],
      ['export', 'x.csv', '--dry-run'],
    ])
      expect(await run(args), args.join(' ')).toEqual({ code: 2, out: '', err: USAGE });
    expect(await run(['--help'])).toEqual({ code: 0, out: USAGE, err: '' });
  });
});
