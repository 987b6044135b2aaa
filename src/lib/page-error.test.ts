import { describe, expect, it } from 'vitest';
import { PageError, isBot, notFoundError, statusOf, unmatchedRouteError } from './page-error';

describe('page errors', () => {
  it('makes fatal 404s with the spec message', () => {
    const error = notFoundError('/product/nope?x=1');
    expect(error).toMatchObject({
      statusCode: 404,
      fatal: true,
      message: 'Page Not Found: /product/nope?x=1',
      path: '/product/nope?x=1',
    });
  });

  it('makes non-fatal 404s for unmatched routes', () => {
    expect(unmatchedRouteError('/nope')).toMatchObject({
      statusCode: 404,
      fatal: false,
      message: 'Page not found: /nope',
      path: '/nope',
    });
  });

  it('defaults a page error to 404 and anything else to 500', () => {
    expect(new PageError({ message: 'x' }).statusCode).toBe(404);
    expect(statusOf(new Error('boom'))).toBe(500);
    expect(statusOf({ statusCode: 503 })).toBe(503);
  });

  it('tells bots from people', () => {
    expect(isBot('Mozilla/5.0 (compatible; Googlebot/2.1)')).toBe(true);
    expect(isBot('Mozilla/5.0 (Linux; Android 14) Chrome/130 Mobile')).toBe(false);
  });
});
