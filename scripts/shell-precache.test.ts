import { describe, expect, it } from 'vitest';
import { shellFiles, type ChunkNode } from './shell-precache';

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
