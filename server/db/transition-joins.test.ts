/**
 * Statement triggers that join a statement's old rows to its new rows must run that join through
 * EXECUTE (migration 0021): PL/pgSQL keeps a parameterless statement's first plan for the session, and
 * a join of transition tables first planned for one row (an order) is a nested loop that a later bulk
 * change on the same pooled connection runs for minutes. Read from the database's own functions, so a
 * trigger added later is held to it too; and a bulk update after single-row ones still changes what
 * each trigger keeps.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDb } from '../test/test-app';
import type { DbHandle } from './client';
import { largeShop } from './demo/large-shop';
import { demoShop } from './demo/shop';

let h: DbHandle;
beforeAll(async () => {
  h = await testDb(largeShop(demoShop, 300));
}, 120_000);
afterAll(() => h.close());

/** The function's source with its EXECUTE'd statements ($q$ … $q$) taken out. */
const planned = (source: string) => source.replace(/\$q\$[\s\S]*?\$q\$/g, '');

describe('transition tables in statement triggers', () => {
  it('are joined only in statements planned each time', async () => {
    const { rows } = await h.pool.query<{ name: string; source: string }>(
      `select proname as name, prosrc as source from pg_proc
       where prosrc like '%old_rows%' and prosrc like '%new_rows%'`,
    );
    expect(rows.map((r) => r.name).sort()).toEqual([
      'note_listing_change',
      'products_search_sync',
      'variants_refresh_admin_stock',
      'variants_refresh_product_summary',
    ]);
    for (const { name, source } of rows) {
      const kept = planned(source);
      expect(kept, name).not.toMatch(/join\s+(old|new)_rows/i);
      expect(kept, name).not.toMatch(/from\s+(old|new)_rows\s+\w+\s+where\s+\w+\.id\s*=/i);
    }
  });

  it('keep what they keep through a bulk update after single-row ones on one connection', async () => {
    const c = await h.pool.connect();
    try {
      const { rows } = await c.query<{ id: number }>(
        "select id from products where status = 'published' order by id limit 200",
      );
      for (let i = 0; i < 8; i++)
        await c.query('update products set sales_count = sales_count + 1 where id = $1', [
          rows[0]!.id,
        ]);
      await c.query("update products set name_en = name_en || ' Bulk' where id = any($1::int[])", [
        rows.map((r) => r.id),
      ]);
      const { rows: copied } = await c.query<{ n: number }>(
        "select count(*)::int as n from product_search where name_fold_en like '% bulk %'",
      );
      expect(copied[0]!.n).toBe(200);
    } finally {
      c.release();
    }
  });
});
