/**
 * The mails the e2e server queued, read from its database the way the shop's operator command reaches
 * it (the running server's socket in DATA_DIR, server/db/embedded). There is no API for the outbox:
 * a shop's mails are for their recipients only.
 */
import pg from 'pg';
import { runningConnection } from '../../server/db/embedded/embedded-postgres';
import { E2E_DATA_DIR } from './browser';

export interface QueuedMail {
  subject: string;
  text: string;
}

/** The newest mail queued for `to`, or null. */
export async function lastMailTo(to: string): Promise<QueuedMail | null> {
  const connection = runningConnection(E2E_DATA_DIR);
  if (!connection) throw new Error(`no e2e server runs on ${E2E_DATA_DIR}`);
  const client = new pg.Client(connection);
  await client.connect();
  try {
    const { rows } = await client.query<QueuedMail>(
      'select subject, text from mail_outbox where "to" = $1 order by id desc limit 1',
      [to],
    );
    return rows[0] ?? null;
  } finally {
    await client.end();
  }
}
