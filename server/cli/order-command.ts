/**
 * The operator's command, `npm run order -- <number> <status>` (or `node dist-server/order.js …` after a
 * build): moves an order along (orders/move-order.ts: its history event and its mail in one
 * transaction) and says in one line what it did or why not.
 *
 * The database is found as every operator's command finds it (open-database.ts): DATABASE_URL,
 * else the running storefront's embedded PostgreSQL, else the embedded one started for this move.
 *
 * Exit codes: 0 moved; 1 not moved (no such order, a move that may not follow, the database not
 * reachable); 2 a wrong command line (missing arguments, an unknown status, a bad PUBLIC_ORIGIN).
 */
import { ORDER_STATUSES } from '../../contract/api/shapes';
import type { OrderStatus } from '../../contract/types';
import { parsePublicOrigin } from '../http/public-origin';
import { commandOrigin } from '../mail/shop-origin';
import { MoveRefused, NEXT, moveOrder } from '../orders/move-order';
import { openDatabase, type OpenedDatabase } from './open-database';

export const EXIT = { moved: 0, notMoved: 1, usage: 2 } as const;

export interface Io {
  out(line: string): void;
  err(line: string): void;
}

export const USAGE = [
  'Usage: npm run order -- <order number> <status>     e.g. npm run order -- MAY-001001 shipped',
  `Statuses: ${ORDER_STATUSES.join(', ')}. What may follow what:`,
  ...Object.entries(NEXT).map(
    ([from, to]) => `  ${from} → ${to.length > 0 ? to.join(', ') : '(final)'}`,
  ),
].join('\n');

/** An error in words; a failed query (drizzle's wrapper) by its cause, which says what went wrong. */
const messageOf = (err: unknown): string =>
  err instanceof Error
    ? err.cause instanceof Error
      ? err.cause.message
      : err.message
    : String(err);

const isStatus = (s: string): s is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(s);

export async function orderCommand(
  args: string[],
  env: NodeJS.ProcessEnv,
  io: Io,
): Promise<number> {
  if (args.some((a) => a === '-h' || a === '--help')) {
    io.out(USAGE);
    return EXIT.moved;
  }
  if (args.length !== 2) {
    io.err(USAGE);
    return EXIT.usage;
  }
  const number = args[0]!.trim();
  const status = args[1]!.trim().toLowerCase();
  if (!isStatus(status)) {
    io.err(`Unknown status "${args[1]}": the statuses are ${ORDER_STATUSES.join(', ')}.`);
    return EXIT.usage;
  }
  try {
    parsePublicOrigin(env.PUBLIC_ORIGIN); // a bad one is a wrong command line, before the database
  } catch (err) {
    io.err(messageOf(err));
    return EXIT.usage;
  }

  let opened: OpenedDatabase;
  try {
    opened = await openDatabase(env, (line) => io.err(line));
  } catch (err) {
    io.err(messageOf(err));
    return EXIT.notMoved;
  }
  try {
    // The link in the shopper's mail: where the shop is (mail/shop-origin.ts), not this shell's guess.
    const origin = await commandOrigin(opened.db, env);
    const moved = await moveOrder(opened.db, number, status, { origin });
    const mail = moved.mailed ? '; a mail to the shopper is queued' : '';
    io.out(`Order ${moved.number} moved from ${moved.from} to ${moved.to}${mail}.`);
    return EXIT.moved;
  } catch (err) {
    io.err(
      err instanceof MoveRefused ? err.message : `Could not move the order: ${messageOf(err)}`,
    );
    return EXIT.notMoved;
  } finally {
    await opened.close().catch((err: unknown) => io.err(`Closing the database: ${messageOf(err)}`));
  }
}
