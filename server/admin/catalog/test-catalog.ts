/** Test support for the catalog's admin endpoints: a staff session, bodies the editor would send, audit rows. */
import * as v from 'valibot';
import { expect } from 'vitest';
import type { AdminProduct, ProductBody } from '../../../contract/admin/catalog-types';
import type { DbHandle } from '../../db/client';
import { adminSend, newStaff } from '../../test/staff-client';
import type { TestContext } from '../../test/test-app';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever JSON came back
type Json = any;

/** A signed-in member and a sender of admin requests as them, each answer parsed with `answer` when 2xx. */
export async function staffClient(t: TestContext, role: 'staff' | 'owner' = 'staff') {
  const member = await newStaff(t.handle.db, role);
  const call = (method: string, path: string, body?: unknown) =>
    adminSend(t.app, method, path, body, member.token);
  return { ...member, call };
}

/** Parses `data` with the endpoint's answer schema (so the shapes promised are the shapes sent). */
export function parsed<S extends v.GenericSchema>(schema: S, res: { status: number; body: Json }) {
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  const result = v.safeParse(schema, res.body.data);
  expect(result.success, JSON.stringify(result.issues?.[0])).toBe(true);
  return res.body.data as v.InferOutput<S>;
}

/** A new product the editor would send: two colours × two sizes. */
export function newProductBody(over: Partial<ProductBody> = {}): ProductBody {
  return {
    name_vi: 'Áo thun Mây Đen',
    name_en: 'Cloud black tee',
    description_md_vi: 'Áo **cotton** mềm.\n\n- Mát\n- Bền',
    description_md_en: 'A soft **cotton** tee.',
    collection: 'men/t-shirts',
    category: 't-shirts',
    status: 'draft',
    price: 2500,
    compare_at_price: null,
    seo_title_vi: null,
    seo_title_en: null,
    seo_description_vi: null,
    seo_description_en: null,
    variants: [
      { color: 'BLACK', size: 'M', stock: 5 },
      { color: 'BLACK', size: 'L', stock: 3 },
      { color: 'WHITE', size: 'M', stock: 0 },
      { color: 'WHITE', size: 'L', stock: 2, price: 2700 },
    ],
    ...over,
  };
}

/** The editor's state as read, sent back (so an update changes only what a test changes). */
export function bodyOf(p: AdminProduct, over: Partial<ProductBody> = {}): ProductBody {
  return {
    name_vi: p.name_vi,
    name_en: p.name_en,
    description_md_vi: p.description_md_vi,
    description_md_en: p.description_md_en,
    slug: p.slug,
    collection: p.collection,
    category: p.category,
    status: p.status,
    price: p.price,
    compare_at_price: p.compare_at_price,
    seo_title_vi: p.seo_title_vi,
    seo_title_en: p.seo_title_en,
    seo_description_vi: p.seo_description_vi,
    seo_description_en: p.seo_description_en,
    variants: p.variants.map((x) => ({
      id: x.id,
      color: x.color,
      size: x.size,
      sku: x.sku,
      price: x.price,
      stock: x.stock,
      stock_seen: x.stock,
    })),
    ...over,
  };
}

/** The audit rows of one entity, oldest first. */
export async function auditRows(handle: DbHandle, entity: string, id: string) {
  const { rows } = await handle.pool.query<{
    action: string;
    staff_email: string;
    before: Json;
    after: Json;
  }>(
    `select action, staff_email, before, after from audit_log
     where entity = $1 and entity_id = $2 order by id`,
    [entity, id],
  );
  return rows;
}

/** The id of a demo product by slug. */
export async function productIdOf(handle: DbHandle, slug: string): Promise<string> {
  const { rows } = await handle.pool.query<{ id: number }>(
    'select id from products where slug = $1',
    [slug],
  );
  return String(rows[0]!.id);
}
