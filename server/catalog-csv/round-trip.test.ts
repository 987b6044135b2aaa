/**
 * The CSV's round trip on the demo shop: an export imported changes nothing (no row, no stock
 * movement, no audit entry) and exports again to the same bytes; an edited export changes what it
 * says (prices in one place, stock with its movements, a new product, a description), audited once
 * per product; importing it again changes nothing, and its export reads back to itself.
 */
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestContext } from '../test/test-app';
import { exportCatalog } from './export-catalog';
import { csvOf, importer, newRow, tableCounts, type TestRow } from './test-csv';

let t: TestContext;
let run: ReturnType<typeof importer>;
beforeAll(async () => {
  t = await makeTestApp();
  run = importer(t.handle.db);
}, 60_000);
afterAll(() => t.handle.close());

const exported = async () => (await exportCatalog(t.handle.db)).csv;
const rowsOf = (csv: string) => parse(csv, { bom: true, columns: true }) as TestRow[];
const query = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.handle.db.execute(q)) as unknown as { rows: T[] }).rows;

describe('export, import, export', () => {
  it('gives the same file, and the import changes nothing at all', async () => {
    const first = await exported();
    expect(first.startsWith('\uFEFFslug,name_vi,name_en,description_vi,')).toBe(true);
    const before = await tableCounts(t.handle.db);
    const report = await run(first);
    expect(report).toMatchObject({ applied: true, problems: [], pictures_added: 0 });
    expect(report.products.created + report.products.updated).toBe(0);
    expect(report.variants.created + report.variants.updated).toBe(0);
    expect(report.products.unchanged).toBeGreaterThan(100);
    expect(await tableCounts(t.handle.db)).toEqual(before);
    expect(await exported()).toBe(first);
  });

  it('applies an edited export once, and the same file again changes nothing', async () => {
    const rows = rowsOf(await exported());
    const tee = rows.filter((r) => r.slug === 'basic-crew-neck-tee');
    for (const r of tee) r.price = r.sku === 'BASIC-CREW-NECK-TEE-WHITE-XL' ? '16.90' : '15.90';
    tee[0]!.stock = '41';
    for (const r of rows.filter((r) => r.slug === 'baseball-cap')) {
      r.name_en = 'Baseball cap, washed';
      r.description_vi = 'Mũ **mới**.';
    }
    rows.push(newRow('dam-lua'), newRow('dam-lua', { size: 'L', sku: '', stock: '0' }));
    const edited = csvOf(rows);

    const before = await tableCounts(t.handle.db);
    const report = await run(edited);
    expect(report).toMatchObject({
      applied: true,
      problems: [],
      products: { created: 1, updated: 2 },
      // The product's price is the product's: only the XL (its own price) and the restocked row change.
      variants: { created: 2, updated: 2 },
    });
    const after = await tableCounts(t.handle.db);
    expect(after.products - before.products).toBe(1);
    expect(after.variants - before.variants).toBe(2);
    // The tee's first row's stock, and the new dress's 5 (its L has none): each a movement.
    expect(after.stock_movements - before.stock_movements).toBe(2);
    // One per product written, and the import's own.
    expect(after.audit_log - before.audit_log).toBe(4);

    const [teeRow] = await query<{ price: number }>(
      sql`select price from products where slug = 'basic-crew-neck-tee'`,
    );
    expect(teeRow!.price).toBe(1590);
    const own = await query<{ sku: string; price: number | null }>(
      sql`select v.sku, v.price from variants v join products p on p.id = v.product_id
          where p.slug = 'basic-crew-neck-tee' and v.price is not null`,
    );
    expect(own).toEqual([{ sku: 'BASIC-CREW-NECK-TEE-WHITE-XL', price: 1690 }]);
    const [cap] = await query<{
      description_vi: string;
      description_md_vi: string;
      search_en: string;
    }>(
      sql`select description_vi, description_md_vi, search_en from products where slug = 'baseball-cap'`,
    );
    expect(cap).toMatchObject({
      description_md_vi: 'Mũ **mới**.',
      description_vi: '<p>Mũ <strong>mới</strong>.</p>\n',
    });
    expect(cap!.search_en).toContain('washed');
    const made = await query<{ sku: string; position: number }>(
      sql`select v.sku, v.position from variants v join products p on p.id = v.product_id
          where p.slug = 'dam-lua' order by v.position`,
    );
    expect(made).toEqual([
      { sku: 'DAM-LUA-BLACK-M', position: 0 },
      { sku: 'DAM-LUA-BLACK-L', position: 1 },
    ]);
    const audits = await query<{ action: string; before: unknown; after: Record<string, unknown> }>(
      sql`select a.action, a.before, a.after from audit_log a
          join products p on a.entity_id = p.id::text and a.entity = 'product'
          where p.slug = 'baseball-cap'`,
    );
    expect(audits).toEqual([
      {
        action: 'product.import',
        before: expect.objectContaining({ name_en: 'Baseball cap' }),
        after: expect.objectContaining({ name_en: 'Baseball cap, washed', import: 'test.csv' }),
      },
    ]);

    const again = await run(edited);
    expect(again.products).toMatchObject({ created: 0, updated: 0 });
    expect(again.variants).toMatchObject({ created: 0, updated: 0 });
    expect(await tableCounts(t.handle.db)).toEqual(after);

    const next = await exported();
    expect(await run(next)).toMatchObject({ products: { created: 0, updated: 0 } });
    expect(await exported()).toBe(next);
  });
});
