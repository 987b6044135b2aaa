/** Query and path parameter parsing shared by the routers; bad input becomes a 400 with a clear message. */
import type { Context } from 'hono';
import { LANGS, PER_PAGE_DEFAULT, PER_PAGE_MAX } from '../../contract/constants';
import type { Lang } from '../../contract/types';
import { badRequest } from './errors';

export function langOf(c: Context): Lang {
  const raw = c.req.query('lang');
  if (raw === undefined || raw === '') return 'vi';
  if ((LANGS as readonly string[]).includes(raw)) return raw as Lang;
  throw badRequest(`Unknown lang "${raw.slice(0, 20)}": use one of ${LANGS.join(', ')}`);
}

/** A whole number in [min, max], or the fallback when absent. */
export function intParam(
  c: Context,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,9}$/.test(raw))
    throw badRequest(`${name} must be a whole number, got "${raw.slice(0, 20)}"`);
  const n = Number(raw);
  if (n < min || n > max) throw badRequest(`${name} must be between ${min} and ${max}, got ${n}`);
  return n;
}

export const MAX_PAGE = 10_000;

export function pagingOf(c: Context): { page: number; perPage: number } {
  return {
    page: intParam(c, 'page', 1, 1, MAX_PAGE),
    perPage: intParam(c, 'per_page', PER_PAGE_DEFAULT, 1, PER_PAGE_MAX),
  };
}

const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG = 200;

/** Product, page and event slugs: kebab-case ASCII, at most 200 characters; anything else cannot exist. */
export function isSlug(s: string): boolean {
  return s.length <= MAX_SLUG && SLUG_RE.test(s);
}

/** A collection path: slugs joined by '/', or empty for the whole catalog. */
export function isCollectionPath(s: string): boolean {
  return s === '' || (s.length <= MAX_SLUG && s.split('/').every((part) => SLUG_RE.test(part)));
}
