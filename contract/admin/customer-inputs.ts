/**
 * What the admin API's customer endpoints take (issue 39), as valibot schemas answering message ids
 * (messages.ts). An erasure names the customer's email again, typed by the member: a slip of the
 * finger on the wrong row erases nobody.
 */
import * as v from 'valibot';
import { PagingQuerySchema, field } from '../api/inputs';
import { INVALID, id } from './catalog-fields';

export const MAX_CUSTOMER_SEARCH = 200;

/** GET /api/admin/customers: `q` is a name, an email or a phone (by its digits); newest first. */
export const CustomerListQuerySchema = v.object({
  ...PagingQuerySchema.entries,
  q: v.pipe(
    v.optional(v.string(INVALID), ''),
    v.trim(),
    v.maxLength(MAX_CUSTOMER_SEARCH, id('admin.errors.too_long')),
  ),
});

/** A customer's id as the shop makes them (a UUID); anything else names nobody. */
export const CustomerIdParamSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,64}$/));

/** POST /api/admin/customers/:id/erase: the customer's email, typed to confirm (any case). */
export const CustomerEraseBodySchema = v.object(
  {
    email: field(
      v.nullish(v.pipe(v.string(INVALID), v.trim(), v.nonEmpty(id('admin.errors.required'))), ''),
    ),
  },
  INVALID,
);
