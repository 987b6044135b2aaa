/**
 * The admin API's CSV endpoints (contract/admin/csv-endpoints.ts), each mounted with adminRoute: the
 * catalog as a CSV download, and an import (multipart: the CSV, an optional zip of pictures, dry_run)
 * answering its report. Both are the same code as `npm run catalog` (server/catalog-csv/); an import
 * is audited as done by the member who sent it.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { adminEndpoints } from '../../../contract/admin/endpoints';
import { check } from '../../../contract/api/field-errors';
import { exportCatalog } from '../../catalog-csv/export-catalog';
import { importCatalog } from '../../catalog-csv/import-catalog';
import type { AppDeps } from '../../deps';
import { ApiError, badRequest } from '../../http/errors';
import { InvalidFields } from '../../http/field-errors';
import { adminRoute } from '../route';
import type { StaffEnv } from '../staff-session';

const { exportCatalog: exportEndpoint, importCatalog: importEndpoint } = adminEndpoints;

type FormValue = string | File;

async function formOf(c: Context): Promise<Record<string, FormValue>> {
  if (!/^multipart\/form-data\b/i.test(c.req.header('Content-Type') ?? ''))
    throw new ApiError(415, 'Send the CSV as multipart/form-data');
  try {
    return await c.req.parseBody();
  } catch {
    throw badRequest('The request body is not valid multipart/form-data');
  }
}

const bytesOf = async (value: FormValue | undefined) =>
  value instanceof File ? Buffer.from(await value.arrayBuffer()) : null;

export function adminCsvRoutes(deps: AppDeps): Hono<StaffEnv> {
  const { db } = deps;
  const app = new Hono<StaffEnv>();

  adminRoute(app, db, exportEndpoint, async (c) => {
    const { csv } = await exportCatalog(db);
    const day = new Date().toISOString().slice(0, 10);
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="catalog-${day}.csv"`,
    });
  });

  adminRoute(app, db, importEndpoint, async (c) => {
    const form = await formOf(c);
    const fields = check(importEndpoint.body, { dry_run: form.dry_run ?? '' });
    if (!fields.ok) throw new InvalidFields(fields.errors);
    const file = form.file;
    const csv = await bytesOf(file);
    if (!csv || !(file instanceof File))
      throw new InvalidFields({ file: ['csv.errors.file_required'] });
    const report = await importCatalog(db, {
      csv,
      zip: await bytesOf(form.zip),
      dryRun: fields.value.dry_run,
      actor: c.get('staff'),
      fileName: file.name || 'catalog.csv',
    });
    if (report.dry_run || report.applied) return c.json({ data: report });
    // A real import refused: nothing was written. Each problem by `line.<n>.<column>` as API.md's 422
    // wants, and the report beside them for the screen that lists them with their values.
    const errors: Record<string, string[]> = { file: ['csv.errors.has_problems'] };
    for (const p of report.problems) {
      const key = p.line === null ? 'file' : `line.${p.line}${p.column ? `.${p.column}` : ''}`;
      if (!(errors[key] ??= []).includes(p.message)) errors[key].push(p.message);
    }
    c.header('Cache-Control', 'no-store');
    return c.json({ message: 'Validation error', errors, report }, 422);
  });
  return app;
}
