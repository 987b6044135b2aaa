/**
 * A multipart request whose progress the screen shows, which ofetch (admin/lib/api.ts) cannot report:
 * XMLHttpRequest's upload progress events. Otherwise it behaves as adminCall: the staff bearer token,
 * the endpoint's `data` as the answer, an AdminApiError on failure, and what a failure says of the
 * session (ended, or an authenticator now required) followed for every screen. No retry: an upload is
 * a write.
 */
import type { AdminEndpoint } from '../../../contract/admin/endpoint';
import { AdminApiError, followSessionAnswer, pathOf, type AnswerOf } from '../../lib/api';
import { session } from '../../lib/session';

/** Past the server's own 25 s to receive a request and the time to check the file: something is stuck. */
const TIMEOUT_MS = 90_000;

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
  error?: unknown;
}

function errorOf(xhr: XMLHttpRequest): AdminApiError {
  let body: ErrorBody = {};
  try {
    body = JSON.parse(xhr.responseText) as ErrorBody;
  } catch {
    // not JSON (a proxy's page): the status says enough
  }
  const retry = Number(xhr.getResponseHeader('Retry-After'));
  return new AdminApiError(
    xhr.status,
    typeof body.message === 'string' ? body.message : xhr.statusText,
    body.errors && typeof body.errors === 'object' ? (body.errors as Record<string, string[]>) : {},
    Number.isFinite(retry) && retry > 0 ? retry : null,
    typeof body.error === 'string' ? body.error : null,
  );
}

export function sendForm<E extends AdminEndpoint>(
  endpoint: E,
  params: Record<string, string>,
  form: FormData,
  onProgress: (sent: number) => void,
  signal?: AbortSignal,
): Promise<AnswerOf<E>> {
  const token = session.token;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const fail = (error: AdminApiError) => {
      if (endpoint.role !== 'public') followSessionAnswer(error, token);
      reject(error);
    };
    xhr.open(endpoint.method, pathOf(endpoint.route, params));
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.timeout = TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return fail(errorOf(xhr));
      try {
        resolve((JSON.parse(xhr.responseText) as { data: AnswerOf<E> }).data);
      } catch {
        fail(new AdminApiError(0, 'The answer was not JSON'));
      }
    };
    xhr.onerror = () => fail(new AdminApiError(0, 'Network error'));
    xhr.ontimeout = () => fail(new AdminApiError(0, 'Timed out'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    if (signal?.aborted) return reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
