/**
 * Updates many rows by id in one statement, each with its own values: one array parameter per column,
 * unnested into rows and joined on the id (as db/insert-many.ts inserts), so an import touching
 * thousands of variants sends one statement, not thousands.
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

export async function updateMany<T extends PgTable>(
  tx: Pick<Db, 'execute'>,
  table: T,
  rows: ({ id: number } & Partial<T['$inferInsert']>)[],
  keys: (keyof T['$inferInsert'] & string)[],
  /** Set alike on every row (`updated_at = now()`). */
  also?: SQL,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const all = ['id', ...keys];
  const arrays = all.map((key) => {
    const column = columns[key]!;
    const values = rows.map((row) => {
      const value = (row as Record<string, unknown>)[key];
      return value === null || value === undefined ? null : column.mapToDriverValue(value);
    });
    // An id's type is its sequence's pseudo-type in the schema: serial is an integer.
    const type = column
      .getSQLType()
      .replace(/^serial$/, 'integer')
      .replace(/^bigserial$/, 'bigint');
    return sql`${sql.param(values)}::${sql.raw(type)}[]`;
  });
  const name = (key: string) => sql.identifier(columns[key]!.name);
  const sets = keys.map((key) => sql`${name(key)} = v.${name(key)}`);
  if (also) sets.push(also);
  await tx.execute(sql`update ${table} set ${sql.join(sets, sql`, `)}
    from unnest(${sql.join(arrays, sql`, `)}) as v(${sql.join(all.map(name), sql`, `)})
    where ${table}.id = v.id`);
}
