/**
 * The admin API's endpoints for the catalog's CSV (issue 37); spread into the table in endpoints.ts.
 * The export answers the file itself (text/csv, as a download), not JSON. The import is multipart
 * (contract/admin/csv-inputs.ts) and answers its report, for a dry run too; a real import whose file
 * has problems answers 422 with `errors` by `line.<n>.<column>` and the same report beside them.
 */
import type { AdminEndpoint } from './endpoint';
import { MAX_IMPORT_BYTES } from './csv-format';
import * as input from './csv-inputs';
import * as shape from './csv-shapes';

export const csvEndpoints = {
  /** text/csv; charset=utf-8, with a BOM (so Excel reads Vietnamese), as `catalog-YYYY-MM-DD.csv`. */
  exportCatalog: {
    method: 'GET',
    route: '/api/admin/catalog/export',
    role: 'staff',
  },
  /** multipart/form-data: `file` (the CSV), `zip` (optional), `dry_run` (`true` or `false`). */
  importCatalog: {
    method: 'POST',
    route: '/api/admin/catalog/import',
    body: input.ImportFieldsSchema,
    answer: shape.ImportReportSchema,
    role: 'staff',
    maxBodyBytes: MAX_IMPORT_BYTES,
  },
} as const satisfies Record<string, AdminEndpoint>;
