/**
 * Code a control loads only when it is used (a drawer, a dialog, the device's database), by a name the
 * control gives in its `data-uses` attribute (written out, `data-uses="cart"`: this table, with its
 * source paths, is the build's, never the app's; on-use-parts.test.ts checks each name). The build
 * lists each part's files beside the routes' (scripts/route-assets.ts); when the page's head script
 * keeps a tap made before the app has started (contract/early-input-script.ts), it fetches the tapped
 * control's parts at once, so that the tap's effect need not wait for them to be fetched after the
 * page is ready (issue 38, decision 030).
 */
export const ON_USE_PARTS = {
  /** The cart drawer and the cart's store (add to cart, the header's cart button). */
  cart: [
    'src/features/cart/components/cart-drawer.tsx',
    'src/features/cart/store.ts',
    'src/features/cart/cart-lines.ts',
  ],
  'quick-add': ['src/features/cart/components/quick-add-flow.tsx'],
  'size-guide': ['src/features/product/components/size-guide-dialog.tsx'],
  wishlist: ['src/features/wishlist/store.ts'],
  menu: ['src/app/layouts/side-menu.tsx'],
  search: ['src/features/search/components/live-search.tsx'],
  filters: ['src/features/catalog/components/collection-filter-drawer.tsx'],
  /** The notifications region (the hotkey F8). */
  notifications: ['src/app/app-toaster.tsx'],
} as const satisfies Record<string, readonly string[]>;

/** An on-use part's name, as a control's `data-uses` gives it. */
export type OnUsePart = keyof typeof ON_USE_PARTS;
