/**
 * Where the admin leads a member: back to their page after sign-in, never off the app (an open
 * redirect through `?next=`) nor back to sign-in; and the language switch keeps the page.
 */
import { describe, expect, it } from 'vitest';
import { adminHref } from './i18n';
import { ADMIN_PATHS, pathTo, safeNext, withNext } from './paths';

describe('admin paths', () => {
  it('goes back to a page of the app after sign-in, and home for anything else', () => {
    expect(safeNext('/staff')).toBe('/staff');
    expect(safeNext('/audit?page=2&entity=staff')).toBe('/audit?page=2&entity=staff');
    for (const next of [null, '', 'staff', '//evil.test', '/\\evil.test', 'https://evil.test'])
      expect(safeNext(next), String(next)).toBe('/');
    expect(safeNext('/sign-in?next=%2Fstaff')).toBe('/');
    expect(safeNext('/set-password?token=x')).toBe('/');
  });

  it('names the page to come back to, but not the home screen', () => {
    expect(withNext('/sign-in', '/audit?page=2')).toBe('/sign-in?next=%2Faudit%3Fpage%3D2');
    expect(withNext('/sign-in', '/')).toBe('/sign-in');
    expect(withNext('/sign-in', null)).toBe('/sign-in');
  });

  it('fills in a screen’s path, as the product editor’s link to a variant’s stock', () => {
    expect(pathTo(ADMIN_PATHS.stockVariant, { variantId: '55' })).toBe('/stock/55');
    expect(pathTo(ADMIN_PATHS.collectionEdit, { id: '7' })).toBe('/collections/7');
  });

  it('switches language on the same page, query kept', () => {
    expect(adminHref('en', '/staff?x=1')).toBe('/en/admin/staff?x=1');
    expect(adminHref('vi', '/audit')).toBe('/admin/audit');
    expect(adminHref('en', '/')).toBe('/en/admin');
    expect(adminHref('vi', '/?x=1')).toBe('/admin?x=1');
  });
});
