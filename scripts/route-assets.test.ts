import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { routeAssetsOf } from './route-assets';

/** The parts of a built chunk the plugin reads. */
function chunk(
  fileName: string,
  parts: {
    facade?: string;
    name?: string;
    imports?: string[];
    dynamic?: string[];
    css?: string[];
  } = {},
): Rolldown.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    name: parts.name ?? fileName,
    facadeModuleId: parts.facade?.startsWith('\0')
      ? parts.facade
      : parts.facade
        ? `/repo/${parts.facade}`
        : null,
    imports: parts.imports ?? [],
    dynamicImports: parts.dynamic ?? [],
    viteMetadata: { importedCss: new Set(parts.css ?? []), importedAssets: new Set() },
  } as unknown as Rolldown.OutputChunk;
}

describe('each route’s files', () => {
  const entry = chunk('assets/index.js', {
    imports: ['assets/runtime.js'],
    dynamic: ['assets/react-dom.js', 'assets/product.js'],
  });
  const bundle = Object.fromEntries(
    [
      entry,
      chunk('assets/runtime.js'),
      chunk('assets/react-dom.js', { name: 'react-dom' }),
      chunk('assets/common.js', { imports: ['assets/index.js'], css: ['assets/common.css'] }),
      chunk('assets/product.js', {
        facade: 'src/app/pages/product-page.tsx',
        imports: [
          'assets/index.js',
          'assets/runtime.js',
          'assets/common.js',
          'assets/react-dom.js',
        ],
        css: ['assets/product.css'],
      }),
      chunk('assets/messages-vi-private.js', { facade: '\0messages:vi_private' }),
      chunk('assets/messages-en-later.js', { facade: '\0messages:en_later' }),
      chunk('assets/messages-en.js', { facade: '\0messages:en' }),
      chunk('assets/cart.js', {
        facade: 'src/app/pages/cart-page.tsx',
        imports: ['assets/common.js'],
      }),
    ].map((c) => [c.fileName, c]),
  ) as Rolldown.OutputBundle;

  it('are the page’s chunk, what it imports, and their stylesheets, as URLs', () => {
    const table = routeAssetsOf(bundle, entry, {
      product: 'src/app/pages/product-page.tsx',
      cart: 'src/app/pages/cart-page.tsx',
    });
    expect(table.routes).toEqual({
      // Not the entry's own chunks, nor React DOM, which every page has loaded before it prefetches.
      product: [
        '/assets/product.js',
        '/assets/common.js',
        '/assets/product.css',
        '/assets/common.css',
      ],
      cart: ['/assets/cart.js', '/assets/common.js', '/assets/common.css'],
    });
    expect(table.messages).toEqual({
      private: { vi: ['/assets/messages-vi-private.js'] },
      later: { en: ['/assets/messages-en-later.js'] },
    });
  });

  it('fail the build when a route’s page has no chunk', () => {
    expect(() => routeAssetsOf(bundle, entry, { login: 'src/app/pages/login-page.tsx' })).toThrow(
      /login/,
    );
  });
});
