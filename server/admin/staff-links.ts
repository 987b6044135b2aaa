/**
 * One-time tokens of the back office (`staff_tokens`, by their SHA-256): the link that sets a member's
 * password (STAFF_LINK_MINUTES, used once; a new one ends the older ones), and the challenge between
 * a right password and the authenticator's code (STAFF_CHALLENGE_MINUTES).
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { STAFF_CHALLENGE_MINUTES, STAFF_LINK_MINUTES } from '../../contract/admin/constants';
import type { Db } from '../db/client';
import { readSettings } from '../db/queries/settings';
import { staffTokens } from '../db/schema-admin';
import { enqueueAccountMail } from '../mail/account-mails';
import { staffLinkMail } from '../mail/staff-mails';
import { hashToken, newSessionToken } from '../routes/auth-passwords';

type Kind = 'password' | 'challenge';

const MINUTES: Record<Kind, number> = {
  password: STAFF_LINK_MINUTES,
  challenge: STAFF_CHALLENGE_MINUTES,
};

export function setPasswordUrl(origin: string, token: string): string {
  return `${origin}/admin/set-password?token=${token}`;
}

async function newToken(db: Db, staffId: string, kind: Kind): Promise<string> {
  const token = newSessionToken();
  await db.insert(staffTokens).values({
    tokenHash: hashToken(token),
    staffId,
    kind,
    expiresAt: sql`now() + make_interval(mins => ${MINUTES[kind]})`,
  });
  return token;
}

/** A new set-password link for the member, mailed to them (through the outbox); answers the link. */
export async function sendPasswordLink(
  db: Db,
  member: { id: string; email: string },
  origin: string,
): Promise<string> {
  const { name } = await readSettings(db);
  return db.transaction(async (tx) => {
    await tx
      .delete(staffTokens)
      .where(and(eq(staffTokens.staffId, member.id), eq(staffTokens.kind, 'password')));
    const link = setPasswordUrl(origin, await newToken(tx, member.id, 'password'));
    await enqueueAccountMail(tx, staffLinkMail(member.email, link, name));
    return link;
  });
}

export const newChallenge = (db: Db, staffId: string) => newToken(db, staffId, 'challenge');

/** Takes a live token of this kind (marks it used); answers its member's id, or null. */
export async function useToken(db: Db, token: string, kind: Kind): Promise<string | null> {
  const [used] = await db
    .update(staffTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(staffTokens.tokenHash, hashToken(token)),
        eq(staffTokens.kind, kind),
        isNull(staffTokens.usedAt),
        gt(staffTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ staffId: staffTokens.staffId });
  return used?.staffId ?? null;
}

/** A live token's member without using it (a challenge is used only by a right code). */
export async function peekToken(db: Db, token: string, kind: Kind): Promise<string | null> {
  const [row] = await db
    .select({ staffId: staffTokens.staffId })
    .from(staffTokens)
    .where(
      and(
        eq(staffTokens.tokenHash, hashToken(token)),
        eq(staffTokens.kind, kind),
        isNull(staffTokens.usedAt),
        gt(staffTokens.expiresAt, sql`now()`),
      ),
    );
  return row?.staffId ?? null;
}
