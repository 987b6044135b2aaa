/** The customers list's URL: read leniently (a bad page is the first), written with only what is set. */
import { describe, expect, it } from 'vitest';
import { customerListPath, parseCustomerList } from './list-path';

describe('the customers list’s URL', () => {
  it('reads the search and page, leniently', () => {
    expect(parseCustomerList('?q=%20Hoa%20&page=3')).toEqual({ q: 'Hoa', page: 3 });
    expect(parseCustomerList('?page=-2')).toEqual({ q: '', page: 1 });
    expect(parseCustomerList('?page=abc')).toEqual({ q: '', page: 1 });
    expect(parseCustomerList(`?q=${'x'.repeat(300)}`).q).toHaveLength(200);
  });

  it('writes only what is set, and reads back what it wrote', () => {
    expect(customerListPath({ q: '', page: 1 })).toBe('/customers');
    expect(customerListPath({ q: 'hoa@example.com', page: 2 })).toBe(
      '/customers?q=hoa%40example.com&page=2',
    );
    const state = { q: '090 123', page: 4 };
    expect(parseCustomerList(customerListPath(state).split('?')[1]!)).toEqual(state);
  });
});
