/**
 * The catalog's CSV (contract: csvEndpoints): the export, a file download, and the import, a
 * multipart upload. Neither fits adminCall (ofetch reads JSON and cannot report an upload's
 * progress), so both are sent here with the same bearer token, and their failures become the same
 * AdminApiError and end the session the same way (followSessionAnswer).
 *
 * The import goes by XMLHttpRequest, the one browser API that reports an upload's progress, with a
 * long timeout: a big file takes time to send, and the server then reads every row (10,000 rows
 * within a minute). It is never retried: a real import must not run twice.
 */
import { csvEndpoints } from '../../../contract/admin/csv-endpoints';
import type { ImportReport } from '../../../contract/admin/csv-types';
import { AdminApiError, followSessionAnswer } from '../../lib/api';
import { session } from '../../lib/session';

const IMPORT_TIMEOUT_MS = 10 * 60_000;

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
  error?: unknown;
  data?: unknown;
  report?: unknown;
}

function parseBody(text: string): ErrorBody {
  try {
    const body = JSON.parse(text) as unknown;
    return body && typeof body === 'object' ? (body as ErrorBody) : {};
  } catch {
    return {};
  }
}

function failure(status: number, body: ErrorBody, retryAfter: string | null): AdminApiError {
  const retry = Number(retryAfter);
  return new AdminApiError(
    status,
    typeof body.message === 'string' ? body.message : `HTTP ${status}`,
    body.errors && typeof body.errors === 'object' ? (body.errors as Record<string, string[]>) : {},
    Number.isFinite(retry) && retry > 0 ? retry : null,
    typeof body.error === 'string' ? body.error : null,
  );
}

/** The file name a Content-Disposition gives (`attachment; filename="catalog-2026-11-20.csv"`). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1]?.trim() || fallback;
}

/** Fetches the catalog as CSV and saves it as a file; answers the file's name. */
export async function downloadCatalog(): Promise<string> {
  const token = session.token;
  let response: Response;
  try {
    response = await fetch(csvEndpoints.exportCatalog.route, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch (thrown) {
    throw new AdminApiError(0, thrown instanceof Error ? thrown.message : String(thrown));
  }
  if (!response.ok) {
    const error = failure(
      response.status,
      parseBody(await response.text()),
      response.headers.get('Retry-After'),
    );
    followSessionAnswer(error, token);
    throw error;
  }
  const name = fileNameOf(response.headers.get('Content-Disposition'), 'catalog.csv');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser's download; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}

export interface ImportFiles {
  csv: File;
  zip: File | null;
}

export interface ImportProgress {
  /** 0 to 1 as the files go up, null when the browser cannot tell. */
  onUpload: (fraction: number | null) => void;
  /** Everything is sent: the server is reading the file now. */
  onSent: () => void;
}

/**
 * Sends the files for a dry run or the real import. Answers the report, also for a real import the
 * server refused (its 422 carries the same report); rejects with an AdminApiError for anything else.
 */
export function sendImport(
  files: ImportFiles,
  dryRun: boolean,
  progress: ImportProgress,
): Promise<ImportReport> {
  const token = session.token;
  const form = new FormData();
  form.append('file', files.csv, files.csv.name);
  if (files.zip) form.append('zip', files.zip, files.zip.name);
  form.append('dry_run', dryRun ? 'true' : 'false');
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(csvEndpoints.importCatalog.method, csvEndpoints.importCatalog.route);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.timeout = IMPORT_TIMEOUT_MS;
    xhr.upload.onprogress = (event) =>
      progress.onUpload(event.lengthComputable ? event.loaded / event.total : null);
    xhr.upload.onload = () => progress.onSent();
    xhr.onload = () => {
      const body = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body.data as ImportReport);
      if (xhr.status === 422 && body.report) return resolve(body.report as ImportReport);
      const error = failure(xhr.status, body, xhr.getResponseHeader('Retry-After'));
      followSessionAnswer(error, token);
      reject(error);
    };
    const offline = () => reject(new AdminApiError(0, 'The upload did not reach the server'));
    xhr.onerror = offline;
    xhr.ontimeout = offline;
    xhr.send(form);
  });
}
