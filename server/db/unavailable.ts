/**
 * Whether an error means the database could not be reached or dropped the connection, as opposed to a
 * query it refused. Such a request is answered 503 with Retry-After (http/on-error.ts): the database
 * is restarting, failing over or briefly unreachable, nothing the request did was wrong, and the pool
 * opens new connections by itself once it is back (db/client.ts).
 */

/**
 * SQLSTATEs of a connection the server ended or would not open: class 08 (connection exception),
 * admin_shutdown (a stop or pg_terminate_backend), crash_shutdown, cannot_connect_now (starting up
 * or shutting down), too_many_connections, and idle_session_timeout.
 */
const UNAVAILABLE_STATES = /^(08...|57P01|57P02|57P03|53300|57P05)$/;

/** System errors of a socket to the database: refused, reset, unreachable, or its Unix socket gone. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

/** node-postgres and its pool say these in words, with no code. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Query read timeout',
  'Cannot use a pool after calling end on the pool',
];

function* causes(err: unknown): Generator<Record<string, unknown>> {
  const seen = new Set<unknown>();
  // Bounded: Drizzle wraps the driver's error in `cause`, and a chain may loop.
  for (let e = err; e !== null && typeof e === 'object' && !seen.has(e) && seen.size < 5;) {
    seen.add(e);
    yield e as Record<string, unknown>;
    e = (e as { cause?: unknown }).cause;
  }
}

export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of causes(err)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNAVAILABLE_STATES.test(code)) return true;
    // A missing Unix socket (the embedded server is restarting) is ENOENT, but only on connect.
    if (SOCKET_CODES.has(code) || (code === 'ENOENT' && e.syscall === 'connect')) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (DRIVER_MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}
