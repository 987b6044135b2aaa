/** Parses the listing's query string (sort, filters) into typed values, rejecting unknown values with 400. */
import type { Context } from 'hono';
import { COLORS, SORTS, type Color } from '../../contract/constants';
import type { Sort } from '../../contract/types';
import type { ListingFilters } from '../db/queries/listing';
import { badRequest } from '../http/errors';
import { intParam } from '../http/params';

const MAX_VALUES = 30;
const MAX_PRICE = 100_000_000;

export function sortOf(c: Context): Sort {
  const raw = c.req.query('sort');
  if (raw === undefined || raw === '') return 'featured';
  if ((SORTS as readonly string[]).includes(raw)) return raw as Sort;
  throw badRequest(`Unknown sort "${raw.slice(0, 30)}": use one of ${SORTS.join(', ')}`);
}

/** Repeated params mean OR; a comma list in one param is accepted too. */
function many(c: Context, name: string): string[] {
  const values = (c.req.queries(name) ?? [])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  if (values.length > MAX_VALUES)
    throw badRequest(`Too many ${name} values (at most ${MAX_VALUES})`);
  if (values.some((v) => v.length > 50)) throw badRequest(`A ${name} value is too long`);
  return [...new Set(values)];
}

export function filtersOf(c: Context): ListingFilters {
  const colors = many(c, 'color').map((v) => v.toUpperCase());
  const unknown = colors.find((v) => !(COLORS as readonly string[]).includes(v));
  if (unknown)
    throw badRequest(`Unknown color "${unknown.slice(0, 30)}": use one of ${COLORS.join(', ')}`);
  const priceMin = c.req.query('price_min') ? intParam(c, 'price_min', 0, 0, MAX_PRICE) : null;
  const priceMax = c.req.query('price_max') ? intParam(c, 'price_max', 0, 0, MAX_PRICE) : null;
  if (priceMin !== null && priceMax !== null && priceMin > priceMax)
    throw badRequest('price_min must not be above price_max');
  const inStock = c.req.query('in_stock');
  if (inStock !== undefined && !['', '0', '1', 'true', 'false'].includes(inStock))
    throw badRequest('in_stock must be 1 or 0');
  return {
    colors: colors as Color[],
    sizes: many(c, 'size'),
    categories: many(c, 'category'),
    priceMin,
    priceMax,
    inStock: inStock === '1' || inStock === 'true',
  };
}
