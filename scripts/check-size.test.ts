import { describe, expect, it } from 'vitest';
import { BUDGET, bootImports, measureRoutes, staticClosure } from './check-size.mjs';

// A toy build: the entry imports react, and React DOM dynamically (it is counted: the app awaits it
// before its first render); the collection page imports the entry back, a grid and a lazily loaded
// drawer (other dynamic imports are not followed). The boot script is an entry too, not the app's.
// Each language's messages come in parts; a catalog route needs the core one and its page's own.
const manifest = {
  'src/boot.ts': { file: 'boot.js', isEntry: true },
  'index.html': {
    file: 'entry.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['_react-dom-1.js', '_drawer.js'],
  },
  '_react.js': { file: 'react.js' },
  '_react-dom-1.js': { file: 'react-dom.js', imports: ['index.html'] },
  '_grid.js': { file: 'grid.js', imports: ['_react.js'] },
  '_drawer.js': { file: 'drawer.js' },
  'messages:vi': { file: 'vi.js' },
  'messages:en': { file: 'en.js' },
  // The parts of the messages loaded later (src/lib/i18n/message-parts.ts): larger, not a catalog route's.
  'messages:vi_private': { file: 'vi-private.js' },
  'messages:vi_later': { file: 'vi-later.js' },
  // A page's own part: the product's English text outweighs its Vietnamese, so English is counted.
  'messages:vi_product': { file: 'vi-product.js' },
  'messages:en_product': { file: 'en-product.js' },
  'messages:en_collection': { file: 'en-collection.js' },
  'src/app/pages/home-page.tsx': { file: 'home.js', imports: ['index.html'] },
  'src/app/pages/collection-page.tsx': {
    file: 'collection.js',
    imports: ['index.html', '_grid.js'],
    dynamicImports: ['_drawer.js'],
  },
  'src/app/pages/product-page.tsx': { file: 'product.js', imports: ['_grid.js', '_drawer.js'] },
};
const sizes: Record<string, number> = {
  'boot.js': 300,
  'entry.js': 30_000,
  'react.js': 20_000,
  'react-dom.js': 10_000,
  'grid.js': 5_000,
  'drawer.js': 50_000,
  'vi.js': 7_000,
  'en.js': 6_000,
  'vi-private.js': 9_000,
  'vi-later.js': 8_000,
  'vi-product.js': 500,
  'en-product.js': 2_000,
  'en-collection.js': 100,
  'home.js': 1_000,
  'collection.js': 9_000,
  'product.js': 3_000,
};

describe('size check', () => {
  it('follows static imports transitively, once each, and not dynamic ones', () => {
    expect(staticClosure(manifest, ['src/app/pages/collection-page.tsx'])).toEqual(
      new Set(['collection.js', 'entry.js', 'react.js', 'grid.js']),
    );
  });

  it("counts per route the entry, the larger language's messages and the route, shared chunks once", () => {
    const rows = measureRoutes(manifest, (file) => sizes[file]!);
    expect(rows).toEqual([
      { route: 'home', entry: 60_000, messages: 7_000, routeChunks: 1_000, total: 68_000 },
      { route: 'collection', entry: 60_000, messages: 7_000, routeChunks: 14_000, total: 81_000 },
      { route: 'product', entry: 60_000, messages: 8_000, routeChunks: 58_000, total: 126_000 },
    ]);
    expect(rows.filter((r) => r.total > BUDGET).map((r) => r.route)).toEqual(['product']);
  });

  it('fails loudly on a manifest without the chunks it needs', () => {
    expect(() => measureRoutes({}, () => 0)).toThrow(/entry/);
    expect(() => bootImports({})).toThrow(/boot/);
  });

  it('names what the boot script imports, which must be nothing', () => {
    expect(bootImports(manifest)).toEqual([]);
    // A module the boot script shares with the app lands in the entry's chunk (vite.config.ts).
    const sharing = {
      ...manifest,
      'src/boot.ts': { ...manifest['src/boot.ts'], imports: ['index.html'] },
    };
    expect(bootImports(sharing)).toEqual(['entry.js']);
  });
});
