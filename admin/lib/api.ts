/**
 * The back office's only HTTP client (ofetch). A call names an endpoint of the contract's admin table
 * (contract/admin/endpoints.ts), so its path, method and answer type come from one place; it sends the
 * staff bearer token and answers the endpoint's `data`, or rejects with an AdminApiError.
 *
 * Two answers change the session for every screen at once: a 401 from a guarded endpoint means the
 * session ended (idle, expired, signed out elsewhere, member disabled), so the token is forgotten and
 * the page kept for after the next sign-in; a 403 `totp_required` means the owner requires an
 * authenticator this member has not set up. The gate (admin/app/gate.tsx) then shows sign-in or the
 * set-up. A 401 from a public step (a wrong password) is only that step's answer.
 *
 * No retries: a sign-in step counts against the member's limits, and a write must not run twice; a
 * failed read shows its error with a button to try again.
 */
import { FetchError, ofetch } from 'ofetch';
import type * as v from 'valibot';
import type { AdminEndpoint } from '../../contract/admin/endpoints';
import { currentAdminPath } from './i18n';
import { endSession, requireTotp, session } from './session';

const TIMEOUT_MS = 15_000;

export class AdminApiError extends Error {
  constructor(
    /** 0 when no answer came (offline, timed out). */
    readonly status: number,
    message: string,
    /** A 422's message ids by field. */
    readonly errors: Record<string, string[]> = {},
    /** A 429's seconds to wait (Retry-After). */
    readonly retryAfter: number | null = null,
    /** A machine-readable reason some answers carry (`totp_required`). */
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

type Schema<E, K extends string> = E extends { [key in K]: infer S extends v.GenericSchema }
  ? S
  : never;

export type AnswerOf<E> = [Schema<E, 'answer'>] extends [never]
  ? void
  : v.InferOutput<Schema<E, 'answer'>>;

export interface CallOptions<E> {
  params?: E extends { params: infer P } ? { [K in keyof P]: string } : never;
  body?: [Schema<E, 'body'>] extends [never] ? never : v.InferInput<Schema<E, 'body'>>;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
}

/** The endpoint's route with its `:name` segments filled in. */
export function pathOf(route: string, params: Record<string, string> = {}): string {
  return route.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
  error?: unknown;
}

function toApiError(error: unknown): AdminApiError {
  if (!(error instanceof FetchError) || !error.response)
    return new AdminApiError(0, error instanceof Error ? error.message : String(error));
  const status = error.response.status;
  const body = (error.data ?? {}) as ErrorBody;
  const retry = Number(error.response.headers.get('Retry-After'));
  return new AdminApiError(
    status,
    typeof body.message === 'string' ? body.message : error.message,
    body.errors && typeof body.errors === 'object' ? (body.errors as Record<string, string[]>) : {},
    Number.isFinite(retry) && retry > 0 ? retry : null,
    typeof body.error === 'string' ? body.error : null,
  );
}

export async function adminCall<E extends AdminEndpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<AnswerOf<E>> {
  const token = session.token;
  try {
    const answer = await ofetch<{ data?: unknown } | undefined>(
      pathOf(endpoint.route, options.params as Record<string, string> | undefined),
      {
        method: endpoint.method,
        body: options.body as Record<string, unknown> | undefined,
        query: options.query,
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        signal: options.signal,
        timeout: TIMEOUT_MS,
        retry: 0,
      },
    );
    return answer?.data as AnswerOf<E>;
  } catch (thrown) {
    const error = toApiError(thrown);
    if (endpoint.role !== 'public') followSessionAnswer(error, token);
    throw error;
  }
}

/**
 * What a guarded call's failure says of the session, for every screen at once; exported for the few
 * calls that cannot go through adminCall (a file download, an upload that reports its progress).
 * `token` is the one the call was sent with.
 */
export function followSessionAnswer(error: AdminApiError, token: string | null): void {
  // Only the session this call was made with: a sign-in meanwhile keeps its new token.
  if (error.status === 401 && session.token === token)
    endSession(token ? currentAdminPath() : null);
  if (error.status === 403 && error.code === 'totp_required') requireTotp();
}
