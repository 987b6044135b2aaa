/**
 * What the admin API's discount-code endpoints take (issue 39). Money is integer cents; times are ISO
 * 8601 with their offset (the screen sends the shop's local time as UTC). A code is upper-case letters,
 * digits, `-` and `_`, as a shopper types it from a flyer; the server stores it upper-case.
 */
import * as v from 'valibot';
import { PagingQuerySchema, field, pathItem } from '../api/inputs';
import { MAX_DISCOUNT_CODE, MAX_PRICE } from '../api/limits';
import { INVALID, id } from './catalog-fields';
import { DISCOUNT_KINDS, DISCOUNT_STATES } from './discount-constants';

export const DISCOUNT_CODE_RE = /^[A-Z0-9][A-Z0-9_-]*$/;
export const MIN_DISCOUNT_CODE = 3;
/** More than any shop's customers would use one code: a typo of an extra digit is caught. */
export const MAX_DISCOUNT_LIMIT = 1_000_000;

/** A code as typed (any case, spaces around it): upper-cased. */
const code = v.pipe(
  v.string(INVALID),
  v.trim(),
  v.toUpperCase(),
  v.minLength(MIN_DISCOUNT_CODE, id('discounts.errors.code_invalid')),
  v.maxLength(MAX_DISCOUNT_CODE, id('discounts.errors.code_invalid')),
  v.regex(DISCOUNT_CODE_RE, id('discounts.errors.code_invalid')),
);

/** The `:code` of a path, in any case (a link typed by hand still finds it). */
export const DiscountCodeParamSchema = v.pipe(
  v.string(),
  v.maxLength(MAX_DISCOUNT_CODE),
  v.regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/),
  v.toUpperCase(),
);

const whole = (min: number, max: number) =>
  v.pipe(v.number(INVALID), v.integer(INVALID), v.minValue(min, INVALID), v.maxValue(max, INVALID));

/** A limit: a whole number from 1, or null (absent) for none. */
const limit = field(v.optional(v.nullable(whole(1, MAX_DISCOUNT_LIMIT)), null));

const instant = field(
  v.optional(
    v.nullable(
      v.pipe(
        v.string(INVALID),
        v.isoTimestamp(INVALID),
        v.transform((s) => new Date(s).toISOString()),
      ),
    ),
    null,
  ),
);

/** A code's rules, as the form sends them on create and on edit. */
const rules = {
  kind: field(v.picklist(DISCOUNT_KINDS, INVALID)),
  /** Per cent (1 to 100) or cents. */
  value: field(whole(1, MAX_PRICE)),
  min_subtotal: field(v.optional(whole(0, MAX_PRICE), 0)),
  starts_at: instant,
  ends_at: instant,
  max_uses: limit,
  per_customer: limit,
  first_order_only: field(v.optional(v.boolean(INVALID), false)),
};

interface Rules {
  kind: string;
  value: number;
  starts_at: string | null;
  ends_at: string | null;
}

/** A percentage above 100, and an end not after the start, are wrong together with the rest. */
// @__NO_SIDE_EFFECTS__
function rulesCheck<T extends Rules>() {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const body = dataset.value;
    if (body.kind === 'percent' && body.value > 100)
      addIssue({ message: id('discounts.errors.percent_over'), path: [pathItem(body, 'value')] });
    if (body.starts_at && body.ends_at && body.ends_at <= body.starts_at)
      addIssue({
        message: id('discounts.errors.ends_before_starts'),
        path: [pathItem(body, 'ends_at')],
      });
  });
}

export const DiscountBodySchema = v.pipe(v.object(rules, INVALID), rulesCheck());

export const DiscountCreateBodySchema = v.pipe(
  v.object(
    {
      code: field(v.nullish(code, '')),
      ...rules,
      paused: field(v.optional(v.boolean(INVALID), false)),
    },
    INVALID,
  ),
  rulesCheck(),
);

const raw = v.optional(v.union([v.string(), v.array(v.string())], INVALID), '');
const first = v.pipe(
  raw,
  v.transform((x) => (Array.isArray(x) ? (x[0] ?? '') : x).trim()),
);

/** GET /api/admin/discounts: `q` finds codes containing it; `state` keeps one state. */
export const DiscountListQuerySchema = v.object({
  ...PagingQuerySchema.entries,
  q: v.pipe(first, v.toUpperCase(), v.maxLength(MAX_DISCOUNT_CODE, INVALID)),
  state: v.pipe(
    first,
    v.transform((s) => s || null),
    v.nullable(v.picklist(DISCOUNT_STATES, INVALID)),
  ),
});

export const DiscountUsesQuerySchema = PagingQuerySchema;
