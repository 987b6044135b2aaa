/**
 * The CSV endpoints as the back office calls them, as a staff member: the catalog as a download
 * (text/csv with a BOM, named by the day), and an import sent as multipart (the demo's whole export,
 * far over the API's 64 KiB for JSON), its dry run answering every problem and changing nothing, a
 * refused import answering 422 with the problems by line and column, an import with a zip of
 * pictures audited as done by the member, and a form without its file refused.
 */
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportReportSchema } from '../../../contract/admin/csv-shapes';
import { exportCatalog } from '../../catalog-csv/export-catalog';
import { csvOf, newRow, tableCounts } from '../../catalog-csv/test-csv';
import { pictureOf, zipOf } from '../../catalog-csv/test-zip';
import { newStaff } from '../../test/staff-client';
import { makeTestApp, type TestContext } from '../../test/test-app';

let t: TestContext;
let member: Awaited<ReturnType<typeof newStaff>>;
beforeAll(async () => {
  t = await makeTestApp();
  member = await newStaff(t.handle.db, 'staff');
}, 60_000);
afterAll(() => t.handle.close());

const auth = () => ({ Authorization: `Bearer ${member.token}` });

async function sendImport(fields: Record<string, string | Blob>, name = 'hang.csv') {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    if (value instanceof Blob) form.append(key, value, key === 'file' ? name : 'anh.zip');
    else form.append(key, value);
  const res = await t.app.request('/api/admin/catalog/import', {
    method: 'POST',
    headers: auth(),
    body: form,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever JSON came back
  return { status: res.status, body: (await res.json()) as any };
}

const csvBlob = (csv: string) => new Blob([csv], { type: 'text/csv' });
const BAD = csvOf([newRow('dam-api'), newRow('dam-api', { color: 'Blackk', sku: 'DAM-API-2' })]);

describe('GET /api/admin/catalog/export', () => {
  it('answers the catalog as a CSV download', async () => {
    const res = await t.app.request('/api/admin/catalog/export', { headers: auth() });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="catalog-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const body = Buffer.from(await res.arrayBuffer()).toString('utf8');
    expect(body).toBe((await exportCatalog(t.handle.db)).csv);
    expect(body.charCodeAt(0)).toBe(0xfeff);
  });
});

describe('POST /api/admin/catalog/import', () => {
  it('takes the whole export as multipart, and finds nothing to change', async () => {
    const csv = (await exportCatalog(t.handle.db)).csv;
    expect(Buffer.byteLength(csv)).toBeGreaterThan(64 * 1024);
    const { status, body } = await sendImport({ file: csvBlob(csv), dry_run: 'false' });
    expect(status).toBe(200);
    const report = v.parse(ImportReportSchema, body.data);
    expect(report).toMatchObject({ applied: true, rows: 1264, problems: [] });
    expect(report.products).toEqual({ created: 0, updated: 0, unchanged: 148 });
  });

  it('answers a dry run’s problems and changes nothing', async () => {
    const before = await tableCounts(t.handle.db);
    const { status, body } = await sendImport({ file: csvBlob(BAD), dry_run: 'true' });
    expect(status).toBe(200);
    expect(v.parse(ImportReportSchema, body.data)).toMatchObject({
      dry_run: true,
      applied: false,
      problems: [
        {
          line: 3,
          column: 'color',
          message: 'catalog.errors.color_invalid',
          value: 'Blackk',
          other_line: null,
        },
      ],
    });
    expect(await tableCounts(t.handle.db)).toEqual(before);
  });

  it('refuses a real import with problems: 422 by line and column, and the report', async () => {
    const before = await tableCounts(t.handle.db);
    const { status, body } = await sendImport({ file: csvBlob(BAD) });
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      file: ['csv.errors.has_problems'],
      'line.3.color': ['catalog.errors.color_invalid'],
    });
    expect(v.parse(ImportReportSchema, body.report)).toMatchObject({
      applied: false,
      problems_total: 1,
    });
    expect(await tableCounts(t.handle.db)).toEqual(before);
  });

  it('imports a file with its zip of pictures, audited as the member', async () => {
    const zip = zipOf({ 'den.png': await pictureOf('#101010') });
    const file = csvOf([newRow('dam-zip', { images: 'den.png' })]);
    const { status, body } = await sendImport({
      file: csvBlob(file),
      zip: new Blob([zip], { type: 'application/zip' }),
      dry_run: 'false',
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ applied: true, pictures_added: 1, products: { created: 1 } });
    const { rows } = (await t.handle.db.execute(
      sql`select action, staff_id, staff_email from audit_log where action in ('product.import', 'catalog.import') order by id`,
    )) as unknown as { rows: unknown[] };
    expect(rows).toEqual([
      { action: 'product.import', staff_id: member.id, staff_email: member.email },
      { action: 'catalog.import', staff_id: member.id, staff_email: member.email },
    ]);
  });

  it('refuses a form without its CSV, a bad dry_run, and a body that is not multipart', async () => {
    const none = await sendImport({ dry_run: 'true' });
    expect(none).toEqual({
      status: 422,
      body: { message: 'Validation error', errors: { file: ['csv.errors.file_required'] } },
    });
    const maybe = await sendImport({ file: csvBlob(BAD), dry_run: 'maybe' });
    expect(maybe.status).toBe(422);
    expect(maybe.body.errors).toEqual({ dry_run: ['admin.errors.invalid'] });
    const json = await t.app.request('/api/admin/catalog/import', {
      method: 'POST',
      headers: { ...auth(), 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(415);
  });
});
