import { describe, expect, it } from 'vitest';
import { shellFiles, stagedManifest, type ChunkNode } from './shell-precache';

const node = (over: Partial<ChunkNode>): ChunkNode => ({
  imports: [],
  dynamicImports: [],
  css: [],
  isEntry: false,
  source: null,
  ...over,
});

describe('shellFiles', () => {
  it('keeps what the entry reaches, and leaves out what only online-only screens reach', () => {
    const chunks = new Map([
      [
        'index.js',
        node({
          isEntry: true,
          source: 'index.html',
          imports: ['react.js'],
          css: ['index.css'],
          dynamicImports: ['product.js', 'search.js'],
        }),
      ],
      ['react.js', node({})],
      [
        'product.js',
        node({
          source: 'src/app/pages/product-page.tsx',
          imports: ['grid.js'],
          dynamicImports: ['drawer.js'],
        }),
      ],
      ['drawer.js', node({ source: 'src/drawer.tsx', css: ['drawer.css'] })],
      [
        'search.js',
        node({
          source: 'src/app/pages/search-page.tsx',
          imports: ['grid.js', 'search-only.js'],
          css: ['search.css'],
        }),
      ],
      ['grid.js', node({})],
      ['search-only.js', node({})],
    ]);
    const shell = shellFiles(chunks, ['src/app/pages/search-page.tsx']);
    expect([...shell].sort()).toEqual(
      [
        'index.js',
        'index.css',
        'react.js',
        'product.js',
        'grid.js',
        'drawer.js',
        'drawer.css',
      ].sort(),
    );
  });
});

describe('stagedManifest', () => {
  it("drops code outside the shell, marks the second stage's, and leaves the rest alone", () => {
    const entries = [
      { url: 'index.html', revision: 'a1' },
      { url: 'pwa-192x192.png', revision: 'b2' },
      { url: 'assets/index-1.js', revision: null },
      { url: 'assets/index-1.css', revision: null },
      { url: 'assets/cart-page-2.js', revision: null },
      { url: 'assets/search-page-3.js', revision: null },
    ];
    const shell = new Set(['assets/index-1.js', 'assets/index-1.css', 'assets/cart-page-2.js']);
    const first = new Set(['assets/index-1.js', 'assets/index-1.css']);
    expect(stagedManifest(entries, shell, first)).toEqual([
      { url: 'index.html', revision: 'a1' },
      { url: 'pwa-192x192.png', revision: 'b2' },
      { url: 'assets/index-1.js', revision: null },
      { url: 'assets/index-1.css', revision: null },
      { url: 'assets/cart-page-2.js', revision: null, later: true },
    ]);
  });
});
