/**
 * What the API takes: the query of each read and the body of each write, as valibot schemas whose
 * messages are the message ids of contract/messages.ts. The server parses every input with them
 * (server/http/validate.ts); the app's forms can run the same rules before sending.
 *
 * A query arrives as `{ name: value | value[] }` (a repeated parameter is a list); single-valued
 * parameters take the first value, list parameters also take comma-joined values.
 */
import * as v from 'valibot';
import { SEARCH_SORTS } from './search-page';
import { COLORS, LANGS, PATH_TOKEN_RE, PER_PAGE_DEFAULT, PER_PAGE_MAX, SORTS } from '../constants';
import type { AccountErrorId, CheckoutErrorId, OrderErrorId, QueryErrorId } from '../messages';
import {
  LISTING_DEFAULTS,
  MAX_ADDRESS_FIELD,
  MAX_CART_LINES,
  MAX_CHECKOUT_LINES,
  MAX_DISCOUNT_CODE,
  MAX_RETURN_REASON,
  MAX_EMAIL,
  MAX_FILTER_VALUE,
  MAX_FILTER_VALUES,
  MAX_LINE_QUANTITY,
  MAX_NAME,
  MAX_PAGE,
  MAX_PASSWORD,
  MAX_PRICE,
  MAX_SEARCH,
  MAX_SLUG,
  MAX_VARIANT_IDS,
  MAX_WISHLIST,
  MIN_PASSWORD,
  SEARCH_LIMIT_DEFAULT,
  SEARCH_LIMIT_MAX,
} from './limits';

const INVALID: QueryErrorId = 'api.errors.invalid';
/** Record ids travel as strings of digits (API.md), at most nine of them. */
export const ID_RE = /^[1-9]\d{0,8}$/;

type Raw = string | string[];
// An absent parameter reads as '' (a default is what makes valibot run an entry whose key is missing).
const raw = v.optional(v.union([v.string(), v.array(v.string())], INVALID), '');

/** The first value of a parameter, '' when absent. */
const single = v.pipe(
  raw,
  v.transform((x: Raw) => (Array.isArray(x) ? (x[0] ?? '') : x)),
);

/** One of `list`, or `fallback` when absent or empty. */
/* @__NO_SIDE_EFFECTS__ */
function oneOf<const T extends readonly string[]>(list: T, fallback: T[number]) {
  return v.pipe(
    single,
    v.transform((x) => x || fallback),
    v.picklist(list, INVALID),
  );
}

/** A whole number in [min, max], or `fallback` when absent or empty. */
/* @__NO_SIDE_EFFECTS__ */
function wholeNumber<F extends number | null>(min: number, max: number, fallback: F) {
  return v.pipe(
    single,
    v.check((x) => x === '' || /^\d{1,9}$/.test(x), INVALID),
    v.transform((x) => (x === '' ? fallback : Number(x))),
    v.check((n) => n === fallback || ((n as number) >= min && (n as number) <= max), INVALID),
  );
}

/** Repeated or comma-joined values, trimmed, without empties and repeats. */
/* @__NO_SIDE_EFFECTS__ */
function list(transformValue: (s: string) => string = (s) => s) {
  return v.pipe(
    raw,
    v.transform((x: Raw) =>
      (Array.isArray(x) ? x : [x])
        .flatMap((s) => s.split(','))
        .map((s) => transformValue(s.trim()))
        .filter(Boolean),
    ),
    v.maxLength(MAX_FILTER_VALUES, 'api.errors.too_many' satisfies QueryErrorId),
    v.check((xs) => xs.every((s) => s.length <= MAX_FILTER_VALUE), 'api.errors.too_long'),
    v.transform((xs) => [...new Set(xs)]),
  );
}

export const LangQuerySchema = v.object({ lang: oneOf(LANGS, 'vi') });

export const PagingQuerySchema = v.object({
  ...LangQuerySchema.entries,
  page: wholeNumber(1, MAX_PAGE, 1),
  per_page: wholeNumber(1, PER_PAGE_MAX, PER_PAGE_DEFAULT),
});

export const ListingQuerySchema = v.pipe(
  v.object({
    ...PagingQuerySchema.entries,
    sort: oneOf(SORTS, LISTING_DEFAULTS.sort),
    color: v.pipe(
      list((s) => s.toUpperCase()),
      v.check((xs) => xs.every((c) => (COLORS as readonly string[]).includes(c)), INVALID),
      v.transform((xs) => xs as (typeof COLORS)[number][]),
    ),
    size: list(),
    category: list(),
    price_min: wholeNumber(0, MAX_PRICE, null),
    price_max: wholeNumber(0, MAX_PRICE, null),
    in_stock: v.pipe(
      single,
      v.picklist(['', '0', '1', 'true', 'false'], INVALID),
      v.transform((x) => x === '1' || x === 'true'),
    ),
  }),
  v.forward(
    v.check(
      (q) => q.price_min === null || q.price_max === null || q.price_min <= q.price_max,
      INVALID,
    ),
    ['price_max'],
  ),
);

/** `limit` is the page's size (it was the only page before paging came); the filters are the listing's. */
export const SearchQuerySchema = v.pipe(
  v.object({
    ...v.omit(ListingQuerySchema.pipe[0], ['per_page']).entries,
    q: v.pipe(single, v.maxLength(MAX_SEARCH, 'api.errors.too_long' satisfies QueryErrorId)),
    limit: wholeNumber(1, SEARCH_LIMIT_MAX, SEARCH_LIMIT_DEFAULT),
    sort: oneOf(SEARCH_SORTS, 'relevance'),
  }),
  v.forward(
    v.check(
      (q) => q.price_min === null || q.price_max === null || q.price_min <= q.price_max,
      INVALID,
    ),
    ['price_max'],
  ),
);

export const VariantsQuerySchema = v.object({
  ...LangQuerySchema.entries,
  ids: v.pipe(
    single,
    v.transform((x) => x.split(',').map((s) => s.trim())),
    v.check((xs) => xs.join('') !== '', 'api.errors.required' satisfies QueryErrorId),
    v.maxLength(MAX_VARIANT_IDS, 'api.errors.too_many' satisfies QueryErrorId),
    v.check((xs) => xs.every((s) => ID_RE.test(s)), INVALID),
    v.transform((xs) => [...new Set(xs.map(Number))]),
  ),
});

// Path parameters: anything else cannot name a record, so the server answers 404 (not 400).
const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Product, page and event slugs: kebab-case ASCII, at most 200 characters. */
export const SlugSchema = v.pipe(v.string(), v.maxLength(MAX_SLUG), v.regex(SLUG_RE));

/**
 * A collection path: slugs joined by '/', or empty for the whole catalog. Read without regard to case
 * or trailing slashes (`Women/` is `women`), as the server always has.
 */
export const CollectionPathSchema = v.pipe(
  v.string(),
  v.transform((s) => withoutTrailingSlashes(s).toLowerCase()),
  v.maxLength(MAX_SLUG),
  v.check((s) => s === '' || s.split('/').every((part) => SLUG_RE.test(part))),
);

/** A loop, not `/\/+$/`: that regex takes quadratic time on a long run of inner slashes. */
function withoutTrailingSlashes(s: string): string {
  let end = s.length;
  while (end > 0 && s[end - 1] === '/') end--;
  return s.slice(0, end);
}

// Bodies.
const EMAIL_RE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
// A name is one line. (Every body string is already free of the other control characters.)
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
export const ONE_LINE = /^[^\u0000-\u001f\u007f]*$/;

/** Each field reports its first problem only: `abortPipeEarly` per field, not for the whole body. */
// @__NO_SIDE_EFFECTS__
export const field = <S extends v.GenericSchema>(schema: S) =>
  v.config(schema, { abortPipeEarly: true });
const id = (msg: AccountErrorId) => msg;

/** Sent but not a string (a number, a list, an object) is `invalid`; absent or null counts as empty. */
/* @__NO_SIDE_EFFECTS__ */
function requiredName(required: AccountErrorId) {
  return field(
    v.nullish(
      v.pipe(
        v.string(id('account.errors.invalid')),
        v.trim(),
        v.nonEmpty(required),
        v.maxLength(MAX_NAME, id('account.errors.too_long')),
        v.regex(ONE_LINE, id('account.errors.invalid')),
      ),
      '',
    ),
  );
}

/** Lower-cased and trimmed: one account per address, whatever the case typed. */
export const EmailSchema = field(
  v.nullish(
    v.pipe(
      v.string(id('account.errors.email_invalid')),
      v.trim(),
      v.toLowerCase(),
      v.nonEmpty(id('account.errors.email_required')),
      v.maxLength(MAX_EMAIL, id('account.errors.email_invalid')),
      v.regex(EMAIL_RE, id('account.errors.email_invalid')),
    ),
    '',
  ),
);

/** The password as typed (no trim: spaces are characters like any other). */
export const password = v.nullish(
  v.pipe(
    v.string(id('account.errors.invalid')),
    v.nonEmpty(id('account.errors.password_required')),
  ),
  '',
);

/** A new password (register, reset, change): at least MIN_PASSWORD characters. */
export const NewPasswordSchema = field(
  v.pipe(
    password,
    v.minLength(MIN_PASSWORD, id('account.errors.password_too_short')),
    v.maxLength(MAX_PASSWORD, id('account.errors.too_long')),
  ),
);

/** `password_confirmation` must repeat `password`; checked whatever else is wrong, so one answer names every field to fix. */
/* @__NO_SIDE_EFFECTS__ */
export function confirmationCheck<T extends { password: string }>() {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    const body = dataset.value as { password?: unknown; password_confirmation?: unknown };
    const typed = typeof body.password === 'string' ? body.password : '';
    if (typed !== '' && body.password_confirmation !== typed)
      addIssue({
        message: id('account.errors.password_mismatch'),
        path: [pathItem(body, 'password_confirmation')],
      });
  });
}

export const RegisterBodySchema = v.pipe(
  v.object({
    first_name: requiredName('account.errors.first_name_required'),
    last_name: requiredName('account.errors.last_name_required'),
    email: EmailSchema,
    password: NewPasswordSchema,
    password_confirmation: v.optional(v.unknown()),
  }),
  confirmationCheck(),
);

export const LoginBodySchema = v.object({ email: EmailSchema, password: field(password) });

/** Ids travel as strings (API.md); a bare number is taken too. */
// @__NO_SIDE_EFFECTS__
function recordIdWith(invalid: string) {
  return v.pipe(
    v.union([v.string(), v.number()], invalid),
    v.transform(String),
    v.regex(ID_RE, invalid),
    v.transform(Number),
  );
}
const recordId = recordIdWith(id('account.errors.invalid'));

const cartLine = v.pipe(
  v.unknown(),
  // A line that is not an object is judged field by field, as an empty one.
  v.transform((l) => (typeof l === 'object' && l !== null ? l : {})),
  v.object({
    // Absent, each still gets its own message: the defaults are values that fail.
    variant_id: v.optional(field(recordId), ''),
    quantity: v.optional(
      v.pipe(
        v.unknown(),
        v.check(
          (q) => Number.isInteger(q) && (q as number) >= 1 && (q as number) <= MAX_LINE_QUANTITY,
          id('account.errors.quantity_range'),
        ),
        v.transform((q) => q as number),
      ),
      0,
    ),
  }),
);

// A missing list is `invalid` (the object's own message is the one a missing key gets).
export const AccountCartBodySchema = v.object(
  {
    lines: v.pipe(
      v.array(v.unknown(), id('account.errors.invalid')),
      v.maxLength(MAX_CART_LINES, id('account.errors.too_many')),
      v.array(cartLine),
      // A variant twice is a client bug worth naming; a line's own problems are reported first.
      v.rawCheck(({ dataset, addIssue }) => {
        const lines = dataset.value as { variant_id?: unknown }[];
        const seen = new Set<unknown>();
        lines.forEach((line, i) => {
          if (typeof line.variant_id !== 'number') return;
          if (seen.has(line.variant_id))
            addIssue({
              message: id('account.errors.duplicate'),
              path: [pathItem(lines, i), pathItem(line, 'variant_id')],
            });
          seen.add(line.variant_id);
        });
      }),
    ),
  },
  id('account.errors.invalid'),
);

export const AccountWishlistBodySchema = v.object(
  {
    product_ids: v.pipe(
      v.array(v.unknown(), id('account.errors.invalid')),
      v.maxLength(MAX_WISHLIST, id('account.errors.too_many')),
      v.array(field(recordId)),
    ),
  },
  id('account.errors.invalid'),
);

/** One step of an issue's path, as valibot builds them (its key is what the field path is made of). */
export function pathItem(input: object, key: string | number): v.IssuePathItem {
  return {
    type: 'unknown',
    origin: 'value',
    input,
    key,
    value: (input as Record<string | number, unknown>)[key],
  } as v.IssuePathItem;
}

// Checkout. The PUT saves a draft as the shopper goes, so it takes what is there, bounded in size and
// type; whether it is complete is asked of CheckoutReadySchema, by the form at each step and by the
// server before it places the order, with the same messages.

// @__NO_SIDE_EFFECTS__
const ck = (msg: CheckoutErrorId) => msg;

/** A draft's text: absent or null is null; otherwise one line, trimmed, bounded. */
const draftText = field(
  v.nullish(
    v.pipe(
      v.string(ck('checkout.errors.invalid')),
      v.trim(),
      v.maxLength(MAX_ADDRESS_FIELD, ck('checkout.errors.too_long')),
      v.regex(ONE_LINE, ck('checkout.errors.invalid')),
    ),
    null,
  ),
);

const checkoutLine = v.object(
  {
    variant_id: v.optional(field(recordIdWith(ck('checkout.errors.invalid'))), ''),
    quantity: v.optional(
      v.pipe(
        v.unknown(),
        v.check(
          (q) => Number.isInteger(q) && (q as number) >= 1 && (q as number) <= MAX_LINE_QUANTITY,
          ck('checkout.errors.quantity_range'),
        ),
        v.transform((q) => q as number),
      ),
      0,
    ),
  },
  ck('checkout.errors.invalid'),
);

export const CheckoutBodySchema = v.object(
  {
    lines: v.pipe(
      v.array(v.unknown(), ck('checkout.errors.lines_required')),
      v.minLength(1, ck('checkout.errors.lines_required')),
      v.maxLength(MAX_CHECKOUT_LINES, ck('checkout.errors.too_long')),
      v.array(checkoutLine),
      // A variant sent on several lines is one line of their sum (server/checkout/pricing.ts), which
      // holds the line limit too: named at the line that passes it.
      v.rawCheck(({ dataset, addIssue }) => {
        const lines = dataset.value as { variant_id?: unknown; quantity?: unknown }[];
        const sums = new Map<unknown, number>();
        lines.forEach((line, i) => {
          if (typeof line?.variant_id !== 'number' || typeof line.quantity !== 'number') return;
          const sum = (sums.get(line.variant_id) ?? 0) + line.quantity;
          sums.set(line.variant_id, sum);
          if (sum > MAX_LINE_QUANTITY && sum - line.quantity <= MAX_LINE_QUANTITY)
            addIssue({
              message: ck('checkout.errors.quantity_range'),
              path: [pathItem(lines, i), pathItem(line, 'quantity')],
            });
        });
      }),
    ),
    email: draftText,
    shipping_address: v.nullish(
      v.object(
        {
          full_name: draftText,
          phone: draftText,
          address: draftText,
          city: draftText,
          state: draftText,
          zip: draftText,
          country: draftText,
        },
        ck('checkout.errors.invalid'),
      ),
      null,
    ),
    shipping_method: v.nullish(
      v.picklist(['standard', 'express'], ck('checkout.errors.invalid')),
      null,
    ),
    payment_method: v.nullish(v.picklist(['cod', 'card'], ck('checkout.errors.invalid')), null),
    discount_code: v.nullish(
      v.pipe(
        v.string(ck('checkout.errors.invalid')),
        v.trim(),
        v.toUpperCase(),
        v.maxLength(MAX_DISCOUNT_CODE, ck('checkout.errors.discount_invalid')),
        v.transform((code) => code || null),
      ),
      null,
    ),
  },
  ck('checkout.errors.lines_required'),
);

/** A field the shopper must fill: absent, null or blank gives `required`. */
// @__NO_SIDE_EFFECTS__
function filled(required: CheckoutErrorId) {
  return field(
    v.nullish(v.pipe(v.string(ck('checkout.errors.invalid')), v.trim(), v.nonEmpty(required)), ''),
  );
}

/** Contact information: the step "information". */
export const ContactSchema = v.object({
  email: field(
    v.nullish(
      v.pipe(
        v.string(ck('checkout.errors.email_invalid')),
        v.trim(),
        v.toLowerCase(),
        v.nonEmpty(ck('checkout.errors.email_required')),
        v.maxLength(MAX_EMAIL, ck('checkout.errors.email_invalid')),
        v.regex(EMAIL_RE, ck('checkout.errors.email_invalid')),
      ),
      '',
    ),
  ),
});

/** The shipping address (its country must also be one of the store's: the server checks that). */
export const ShippingAddressSchema = v.object({
  full_name: filled('checkout.errors.full_name_required'),
  phone: filled('checkout.errors.phone_required'),
  address: filled('checkout.errors.address_required'),
  city: filled('checkout.errors.city_required'),
  state: filled('checkout.errors.state_required'),
  zip: filled('checkout.errors.zip_required'),
  country: filled('checkout.errors.country_required'),
});

/** One of `list`; absent, null or anything else gives `required`. */
// @__NO_SIDE_EFFECTS__
function chosen<const T extends readonly string[]>(list: T, required: CheckoutErrorId) {
  return v.pipe(
    v.optional(v.nullable(v.unknown()), ''),
    v.transform((x) => x ?? ''),
    v.picklist(list, required),
  );
}

export const ShippingChoiceSchema = v.object({
  shipping_method: chosen(['standard', 'express'], 'checkout.errors.shipping_method_required'),
});

/** Cash on delivery only for now: card is offered, and refused with the spec's message. */
export const PaymentChoiceSchema = v.object({
  payment_method: field(
    v.pipe(
      chosen(['cod', 'card'], 'checkout.errors.payment_required'),
      v.check((m) => m !== 'card', ck('checkout.errors.card_unavailable')),
    ),
  ),
});

/** Everything the order needs, keyed as the checkout is (`shipping_address.city`). */
export const CheckoutReadySchema = v.object({
  ...ContactSchema.entries,
  shipping_address: v.nullish(ShippingAddressSchema, {}),
  ...ShippingChoiceSchema.entries,
  ...PaymentChoiceSchema.entries,
});

// @__NO_SIDE_EFFECTS__
const od = (msg: OrderErrorId) => msg;

export const ReturnBodySchema = v.object(
  {
    lines: v.pipe(
      v.array(v.unknown(), od('orders.errors.lines_required')),
      v.minLength(1, od('orders.errors.lines_required')),
      v.maxLength(MAX_CHECKOUT_LINES, od('orders.errors.too_long')),
      v.array(
        v.object(
          {
            variant_id: v.optional(field(recordIdWith(od('orders.errors.invalid'))), ''),
            quantity: v.optional(
              v.pipe(
                v.unknown(),
                v.check(
                  (q) =>
                    Number.isInteger(q) && (q as number) >= 1 && (q as number) <= MAX_LINE_QUANTITY,
                  od('orders.errors.quantity_range'),
                ),
                v.transform((q) => q as number),
              ),
              0,
            ),
          },
          od('orders.errors.invalid'),
        ),
      ),
    ),
    reason: field(
      v.nullish(
        v.pipe(
          v.string(od('orders.errors.invalid')),
          v.trim(),
          v.nonEmpty(od('orders.errors.reason_required')),
          v.maxLength(MAX_RETURN_REASON, od('orders.errors.too_long')),
        ),
        '',
      ),
    ),
  },
  od('orders.errors.lines_required'),
);

/** A record's id in a path (a saved address): anything else is a 404. */
export const RecordIdParamSchema = v.pipe(v.string(), v.regex(ID_RE));

/** Checkout and order tokens: at least 128 random bits, URL-safe (API.md); any other shape is a 404. */
export const PathTokenSchema = v.pipe(v.string(), v.regex(PATH_TOKEN_RE));
