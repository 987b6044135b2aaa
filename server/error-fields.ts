/**
 * What of an error may be written to a log. Errors from the database are the dangerous ones: the
 * message and stack of Drizzle's DrizzleQueryError end in "params: ..." (the query's parameters: a
 * password hash, an email), a PostgreSQL message can quote the value it refused (`invalid input syntax
 * for type uuid: "..."`) and its `detail` the key values (`Key (email)=(...) already exists`). So when
 * the database is anywhere in the cause chain, only the SQLSTATE and the names of what failed are kept.
 */
import { DrizzleQueryError } from 'drizzle-orm';

type ErrorLike = Record<string, unknown>;

const SQLSTATE = /^[0-9A-Z]{5}$/;
/** A PostgreSQL error's fields that name what failed, never the values involved. */
const SAFE_DB_FIELDS = ['code', 'severity', 'routine', 'table', 'column', 'constraint'] as const;

function causeChain(err: unknown): ErrorLike[] {
  const chain: ErrorLike[] = [];
  let e: unknown = err;
  // Bounded: a cause chain may loop.
  while (
    e !== null &&
    typeof e === 'object' &&
    chain.length < 5 &&
    !chain.includes(e as ErrorLike)
  ) {
    chain.push(e as ErrorLike);
    e = (e as ErrorLike).cause;
  }
  return chain;
}

/** node-postgres raises pg-protocol's DatabaseError: a SQLSTATE `code` and a `severity`. */
function isPgError(e: ErrorLike): boolean {
  return typeof e.code === 'string' && SQLSTATE.test(e.code) && typeof e.severity === 'string';
}

/** Drizzle's wrapper, by class or by shape (a second copy of drizzle-orm would fail instanceof). */
function isQueryError(e: ErrorLike): boolean {
  return e instanceof DrizzleQueryError || (typeof e.query === 'string' && Array.isArray(e.params));
}

const typeOf = (e: ErrorLike) => (e.constructor as { name?: string } | undefined)?.name ?? 'Object';

/** The SQLSTATE of the PostgreSQL error behind `err` (Drizzle puts it on `cause`), or null. */
export function sqlStateOf(err: unknown): string | null {
  const pg = causeChain(err).find(isPgError);
  return pg ? (pg.code as string) : null;
}

export function safeErrorFields(err: unknown): Record<string, unknown> {
  const chain = causeChain(err);
  const first = chain[0];
  if (!first) return { type: typeof err };
  if (chain.some((e) => isPgError(e) || isQueryError(e))) {
    const pg = chain.find(isPgError);
    const out: Record<string, unknown> = { type: chain.map(typeOf).join(' < '), database: true };
    if (pg) {
      for (const key of SAFE_DB_FIELDS) if (typeof pg[key] === 'string') out[key] = pg[key];
    } else {
      // No SQLSTATE (the connection failed): a system error code such as ECONNREFUSED names no data.
      const code = chain.find((e) => typeof e.code === 'string')?.code;
      if (typeof code === 'string' && /^[A-Z_0-9]{1,40}$/.test(code)) out.code = code;
    }
    return out;
  }
  const fields: Record<string, unknown> = {
    type: typeOf(first),
    message: typeof first.message === 'string' ? first.message : undefined,
    stack: typeof first.stack === 'string' ? first.stack : undefined,
  };
  if (chain[1]) fields.cause = safeErrorFields(chain[1]);
  return fields;
}
