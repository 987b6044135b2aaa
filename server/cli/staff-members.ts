/**
 * What `npm run staff` does, on a database it is given (staff-command.ts finds the database): add a
 * member (an owner or staff) and send the one-time link that sets their password, list the members,
 * disable or enable one (a disabled member's sessions end at once), send a new link (a forgotten
 * password), and turn off a lost authenticator. The shop keeps an active owner: the last one is not
 * disabled here. Each change is audited as done by the command line.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { STAFF_ROLES, type StaffRole } from '../../contract/admin/constants';
import { EmailSchema } from '../../contract/api/inputs';
import { COMMAND_LINE, audit } from '../admin/audit';
import { memberOf } from '../admin/members';
import { sendPasswordLink } from '../admin/staff-links';
import type { Db } from '../db/client';
import { staff, staffSessions } from '../db/schema-admin';

/** A refusal the operator can act on: printed as it is, exit 1. */
export class StaffRefused extends Error {}

export function parseEmail(raw: string): string {
  const parsed = v.safeParse(EmailSchema, raw);
  if (!parsed.success || !parsed.output)
    throw new StaffRefused(`"${raw}" is not an email address.`);
  return parsed.output;
}

export function parseRole(raw: string | undefined): StaffRole {
  if (raw && (STAFF_ROLES as readonly string[]).includes(raw)) return raw as StaffRole;
  throw new StaffRefused(
    `--role must be ${STAFF_ROLES.join(' or ')}${raw ? ` (got "${raw}")` : ''}.`,
  );
}

async function memberByEmail(db: Db, email: string) {
  const [row] = await db.select().from(staff).where(eq(staff.email, email));
  if (!row) throw new StaffRefused(`No staff member has the email ${email}.`);
  return row;
}

export async function addMember(db: Db, email: string, role: StaffRole, origin: string) {
  const [existing] = await db.select().from(staff).where(eq(staff.email, email));
  if (existing) {
    const m = memberOf(existing);
    throw new StaffRefused(
      `${email} is already a member (${m.role}, ${m.state}): \`npm run staff -- link ${email}\` sends a new link.`,
    );
  }
  const [row] = await db.insert(staff).values({ id: randomUUID(), email, role }).returning();
  const link = await sendPasswordLink(db, row!, origin);
  await audit(db, COMMAND_LINE, {
    action: 'staff.invite',
    entity: 'staff',
    entityId: row!.id,
    after: memberOf(row!),
  });
  return { member: memberOf(row!), link };
}

export async function newLink(db: Db, email: string, origin: string) {
  const row = await memberByEmail(db, email);
  const link = await sendPasswordLink(db, row, origin);
  await audit(db, COMMAND_LINE, { action: 'staff.link', entity: 'staff', entityId: row.id });
  return { member: memberOf(row), link };
}

export async function listMembers(db: Db) {
  const rows = await db.select().from(staff).orderBy(asc(staff.createdAt), asc(staff.email));
  return rows.map(memberOf);
}

export async function setDisabled(db: Db, email: string, disabled: boolean) {
  const row = await memberByEmail(db, email);
  if (disabled && row.role === 'owner' && !row.disabledAt) {
    const [others] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(staff)
      .where(and(eq(staff.role, 'owner'), isNull(staff.disabledAt), ne(staff.id, row.id)));
    if ((others?.n ?? 0) === 0)
      throw new StaffRefused(
        `${email} is the shop's last active owner: add another owner first (npm run staff -- add <email> --role owner).`,
      );
  }
  return db.transaction(async (tx) => {
    const [after] = await tx
      .update(staff)
      .set({ disabledAt: disabled ? (row.disabledAt ?? new Date()) : null })
      .where(eq(staff.id, row.id))
      .returning();
    if (disabled) await tx.delete(staffSessions).where(eq(staffSessions.staffId, row.id));
    await audit(tx, COMMAND_LINE, {
      action: disabled ? 'staff.disable' : 'staff.enable',
      entity: 'staff',
      entityId: row.id,
      before: memberOf(row),
      after: memberOf(after!),
    });
    return memberOf(after!);
  });
}

/** A lost phone: the member signs in with the password alone, and may set up a new authenticator. */
export async function turnOffTotp(db: Db, email: string) {
  const row = await memberByEmail(db, email);
  return db.transaction(async (tx) => {
    const [after] = await tx
      .update(staff)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(staff.id, row.id))
      .returning();
    await tx.delete(staffSessions).where(eq(staffSessions.staffId, row.id));
    await audit(tx, COMMAND_LINE, {
      action: 'staff.totp_off',
      entity: 'staff',
      entityId: row.id,
      before: memberOf(row),
      after: memberOf(after!),
    });
    return memberOf(after!);
  });
}
