/**
 * The shop's public origin for the links of mails queued outside a request (docs/decisions/032): the
 * storefront records the origin it serves on in the database (`shop_origin`) each time it starts
 * listening, and an operator's command, which serves nothing and may run without the server's
 * environment, reads it. Never taken from a request's Host (decision 006).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { shopOrigin as shopOriginTable } from '../db/schema-orders';
import { parsePublicOrigin } from '../http/public-origin';

const ANY_ADDRESS = new Set(['', '0.0.0.0', '::', '[::]']);

/**
 * The origin a storefront listening on `host`:`port` serves on, as its start-up line says it: an
 * any-address listener (the default HOST) is reached on this machine as localhost; a server bound to
 * one address only is reached there.
 */
export function listeningOrigin(host: string | undefined, port: number): string {
  const h = (host ?? '').trim();
  const name = ANY_ADDRESS.has(h)
    ? 'localhost'
    : h.includes(':') && !h.startsWith('[')
      ? `[${h}]`
      : h;
  return `http://${name}${port === 80 ? '' : `:${port}`}`;
}

/** Written by the storefront once it listens: PUBLIC_ORIGIN when set, else where it listens. */
export async function recordShopOrigin(db: Db, origin: string): Promise<void> {
  await db
    .insert(shopOriginTable)
    .values({ id: 1, origin })
    .onConflictDoUpdate({
      target: shopOriginTable.id,
      set: { origin, recordedAt: sql`now()` },
    });
}

/** What the running (or last) storefront recorded, or null when none has started on this database. */
export async function recordedShopOrigin(db: Db): Promise<string | null> {
  const [row] = await db.select({ origin: shopOriginTable.origin }).from(shopOriginTable);
  return row?.origin ?? null;
}

/**
 * A command's origin for the links it mails: its own PUBLIC_ORIGIN when set (a bad one throws, for
 * the command's usage exit); else the storefront's recorded origin; else localhost at PORT (3000).
 */
export async function commandOrigin(db: Db, env: NodeJS.ProcessEnv): Promise<string> {
  return (
    parsePublicOrigin(env.PUBLIC_ORIGIN) ??
    (await recordedShopOrigin(db)) ??
    `http://localhost:${env.PORT || 3000}`
  );
}
