/**
 * The catalog's version (migration 0012): bumped once at the commit of a transaction that changed the
 * catalog, however many rows and statements it wrote; never by one that rolled back, nor before its
 * commit; not by a write to anything the storefront does not show.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDb } from '../test/test-app';
import type { DbHandle } from '../db/client';
import { readCatalogVersion } from './version';

let h: DbHandle;
beforeAll(async () => {
  h = await testDb();
}, 60_000);
afterAll(() => h.close());

const version = () => readCatalogVersion(h.db);

describe('the catalog version', () => {
  it('grows by one at the commit of a transaction that wrote catalog rows, seen by other connections then', async () => {
    const before = await version();
    const writer = await h.pool.connect();
    try {
      await writer.query('begin');
      await writer.query(
        'update products set sales_count = sales_count + 1 where id in (select id from products order by id limit 3)',
      );
      await writer.query(
        'update variants set stock = stock where id in (select id from variants order by id limit 3)',
      );
      await writer.query(
        'update collections set position = position where id in (select id from collections limit 1)',
      );
      expect(await version()).toBe(before); // not before the commit
      await writer.query('commit');
    } finally {
      writer.release();
    }
    expect(await version()).toBe(before + 1);
  });

  it('stays when the transaction rolls back, or only its catalog write did (a savepoint)', async () => {
    const before = await version();
    const writer = await h.pool.connect();
    try {
      await writer.query('begin');
      await writer.query(
        'update products set sales_count = sales_count where id = (select min(id) from products)',
      );
      await writer.query('rollback');
      await writer.query('begin');
      await writer.query('savepoint s');
      await writer.query(
        'update products set sales_count = sales_count where id = (select min(id) from products)',
      );
      await writer.query('rollback to savepoint s');
      await writer.query('commit');
    } finally {
      writer.release();
    }
    expect(await version()).toBe(before);
  });

  it('counts a later catalog write in the same transaction after a rolled-back one', async () => {
    const before = await version();
    const writer = await h.pool.connect();
    try {
      await writer.query('begin');
      await writer.query('savepoint s');
      await writer.query(
        'update products set sales_count = sales_count where id = (select min(id) from products)',
      );
      await writer.query('rollback to savepoint s');
      await writer.query(
        'update variants set stock = stock where id = (select min(id) from variants)',
      );
      await writer.query('commit');
    } finally {
      writer.release();
    }
    expect(await version()).toBe(before + 1);
  });

  it('is not moved by writes the storefront does not show', async () => {
    const before = await version();
    await h.pool.query("insert into auth_attempts (key) values ('catalog-version-test')");
    // The picture files, drawn in the background: no page reads them (migration 0019).
    await h.pool.query(
      "insert into image_files (name, bytes) values ('catalog-version-test-1.webp', '\\x00')",
    );
    expect(await version()).toBe(before);
  });
});
