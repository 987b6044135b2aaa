/**
 * Three places name the pages' modules, in three languages of the build: the app's route table
 * (src/app/routes.tsx, which imports them), the server's render (PAGE_SOURCES, which inlines their
 * CSS) and the size check (CATALOG_ROUTES, plain JS that reads vite's manifest). They must agree.
 */
import { describe, expect, it } from 'vitest';
import { PAGE_SOURCES } from '../server/html/page-assets';
import { PRIVATE_SCREENS } from '../contract/routes';
import { CATALOG_ROUTES } from './check-size.mjs';
import { appPageModules } from './page-modules';

describe('page modules', () => {
  const app = appPageModules();

  it('are read from the route table', () => {
    expect(Object.keys(app).length).toBeGreaterThanOrEqual(16);
    expect(app.product).toBe('src/app/pages/product-page.tsx');
  });

  it('are the same for the server’s render as for the app', () => {
    for (const [route, source] of Object.entries(PAGE_SOURCES)) expect(source).toBe(app[route]);
  });

  it('are the same for the size check as for the app', () => {
    for (const [route, source] of Object.entries(CATALOG_ROUTES)) expect(source).toBe(app[route]);
  });

  it('follow the name the private screens’ check expects (scripts/message-parts.test.ts)', () => {
    for (const route of PRIVATE_SCREENS) expect(app[route]).toBe(`src/app/pages/${route}-page.tsx`);
  });
});
