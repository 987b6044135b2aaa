/**
 * The orders list's URL: read leniently (unknown values and impossible days are dropped, a range the
 * wrong way round keeps its start), written with only what is set, and a change of filter goes back
 * to the first page.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_QUERY, listPath, parseListQuery, withChange } from './list-query';

describe('the orders list query', () => {
  it('reads what it knows and drops the rest', () => {
    expect(
      parseListQuery(
        '?q=0901&status=pending&from=2026-11-01&to=2026-11-30&shipping_method=express&payment_method=cod&page=3',
      ),
    ).toEqual({
      q: '0901',
      status: 'pending',
      from: '2026-11-01',
      to: '2026-11-30',
      shipping_method: 'express',
      payment_method: 'cod',
      page: 3,
    });
    expect(parseListQuery('?status=lost&from=2026-02-30&shipping_method=drone&page=-1')).toEqual(
      DEFAULT_QUERY,
    );
    expect(parseListQuery('?from=2026-11-10&to=2026-11-01')).toMatchObject({
      from: '2026-11-10',
      to: '',
    });
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(listPath(DEFAULT_QUERY)).toBe('/orders');
    const q = { ...DEFAULT_QUERY, q: 'lan@example.com', status: 'shipped' as const, page: 2 };
    expect(listPath(q)).toBe('/orders?q=lan%40example.com&status=shipped&page=2');
    expect(parseListQuery(listPath(q).slice('/orders'.length))).toEqual(q);
  });

  it('goes back to the first page on a change of filter', () => {
    const q = { ...DEFAULT_QUERY, page: 4 };
    expect(withChange(q, { status: 'pending' }).page).toBe(1);
    expect(withChange(q, { page: 5 }).page).toBe(5);
  });
});
