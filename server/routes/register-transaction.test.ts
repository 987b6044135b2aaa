/**
 * Registration writes the customer and their first session in one transaction: when the session
 * insert fails, no account is left behind a 500 (the retry would otherwise hear "email taken"), and
 * two registrations of one email at once still end in one account and one 422.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../db/schema';
import { makeTestApp, type TestContext } from '../test/test-app';
import { person, send, uniqueEmail } from './account-test-client';

let t: TestContext;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t.handle.close());

const MARK = 'Refuse-Session-Test';
const register = (body: unknown) => send(t.app, 'POST', '/api/auth/register', body);
const accounts = async (email: string) =>
  (await t.handle.db.select().from(customers).where(eq(customers.email, email.toLowerCase())))
    .length;

describe('register is one transaction', () => {
  it('leaves no customer when the session insert fails, and the retry succeeds', async () => {
    // The trigger refuses only this test's customers (marked by last name), so it is safe even on a
    // database other test files share (TEST_DATABASE_URL); it fires after the customer's insert.
    await t.handle.db.execute(sql`
      create or replace function refuse_marked_session() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from customers where id = new.customer_id and last_name = ${sql.raw(`'${MARK}'`)}) then
          raise exception 'no session for this test customer';
        end if;
        return new;
      end $$`);
    await t.handle.db.execute(sql`drop trigger if exists refuse_marked_session on sessions`);
    await t.handle.db.execute(
      sql`create trigger refuse_marked_session before insert on sessions for each row execute function refuse_marked_session()`,
    );
    const email = uniqueEmail();
    try {
      const failed = await register({ ...person(email), last_name: MARK });
      expect(failed.status).toBe(500);
      expect(failed.body).toEqual({ message: 'Server error' });
      expect(await accounts(email)).toBe(0);
    } finally {
      await t.handle.db.execute(sql`drop trigger refuse_marked_session on sessions`);
      await t.handle.db.execute(sql`drop function refuse_marked_session()`);
    }
    const retry = await register(person(email));
    expect(retry.status).toBe(201);
    expect(await accounts(email)).toBe(1);
  });

  it('answers one of two simultaneous registrations of one email with 422 email_taken', async () => {
    const email = uniqueEmail();
    const results = await Promise.all([register(person(email)), register(person(email))]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
    const refused = results.find((r) => r.status === 422)!;
    expect(refused.body.errors.email).toEqual(['account.errors.email_taken']);
    expect(await accounts(email)).toBe(1);
  });
});
