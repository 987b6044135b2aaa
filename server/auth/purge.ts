/**
 * Deletes what has expired: sessions (customers' and staff's) past their idle or absolute limit, reset
 * links and staff tokens past their time (used ones too), attempts older than the rate limit's window,
 * and finished mails past their retention (mail/sender.ts). Every replica runs it hourly;
 * the deletes are idempotent, so two at once only do the work twice. Expired rows are already inert
 * (every read checks the limits), so this only keeps the tables small.
 */
import { lt, not, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authAttempts, passwordResets, sessions } from '../db/schema';
import { safeErrorFields } from '../error-fields';
import type { Logger } from '../log';
import { purgeFinishedMails } from '../mail/sender';
import { staffSessionIsLive } from '../admin/staff-session';
import { staffSessions, staffTokens } from '../db/schema-admin';
import { sessionIsLive } from '../routes/account-session';
import { WINDOW_SECONDS } from './rate-limit';

export interface Purged {
  sessions: number;
  resets: number;
  attempts: number;
  mails: number;
}

export async function purgeExpired(db: Db): Promise<Purged> {
  const count = (r: unknown) => (r as { rowCount?: number | null }).rowCount ?? 0;
  const ended = await db.delete(sessions).where(not(sessionIsLive));
  const resets = await db.delete(passwordResets).where(lt(passwordResets.expiresAt, sql`now()`));
  const attempts = await db
    .delete(authAttempts)
    .where(lt(authAttempts.at, sql`now() - make_interval(secs => ${WINDOW_SECONDS})`));
  const staffEnded = await db.delete(staffSessions).where(not(staffSessionIsLive));
  await db.delete(staffTokens).where(lt(staffTokens.expiresAt, sql`now()`));
  const mails = await purgeFinishedMails(db);
  return {
    sessions: count(ended) + count(staffEnded),
    resets: count(resets),
    attempts: count(attempts),
    mails,
  };
}

/** Purges now and every `everyMs`; the returned function stops it. */
export function startPurging(db: Db, log: Logger, everyMs = 60 * 60_000): () => void {
  const run = () =>
    purgeExpired(db).then(
      (n) => {
        if (n.sessions + n.resets + n.attempts + n.mails > 0)
          log.info(n, 'Purged expired sessions, links, attempts and finished mails');
      },
      (err: unknown) =>
        log.warn({ error: safeErrorFields(err) }, 'Purging expired sessions failed'),
    );
  void run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
