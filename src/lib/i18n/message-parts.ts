/**
 * The messages catalogue in parts, so a catalog page carries only the text it can show (issue 12's
 * size budget):
 * - `core`, loaded with the app: the header, the footer, the product cards, the load and error views;
 * - `home`, `collection` and `product`, each catalog page's own text, loaded with that page;
 * - `later`, the text of what loads after the first screen (the cart drawer, the menu, the filters,
 *   live search, the install and update offers, the order outbox…), of a page's parts that hydrate
 *   apart (the product's gallery, size guide, shipping and returns) and of the other public screens;
 * - `private`, the private screens' text (checkout, the order page, the account and its sign-in
 *   screens), over half of all the text.
 * Decided by id, at build time (scripts/compiled-messages.ts). A screen loads its parts with its code
 * (screen-parts.ts), a lazy part of a screen through `lazyWithMessages` (messages-part.tsx) or
 * `lazyPart` (lib/lazy-part.tsx);
 * `scripts/message-parts.test.ts` checks that no code shows a message whose part it does not load.
 */
export type MessagePart = 'core' | 'home' | 'collection' | 'product' | 'later' | 'private';

/** The parts loaded on demand: every one but the core. */
export type LaterPart = Exclude<MessagePart, 'core'>;

/** A catalog page's own part. */
export type PagePart = Extract<MessagePart, 'home' | 'collection' | 'product'>;

export const MESSAGE_PARTS: readonly MessagePart[] = [
  'core',
  'home',
  'collection',
  'product',
  'later',
  'private',
];

/**
 * Each catalog page's own text: these ids and the ids below them (`catalog.sort` takes
 * `catalog.sort.newest`). Only what no other code shows: the product cards' text, the colours and
 * sizes the cart's pickers name and the slider's shared controls stay in the core.
 */
const PAGE_IDS: Record<PagePart, readonly string[]> = {
  home: ['home', 'slider.goTo', 'slider.next', 'slider.previous'],
  collection: [
    'catalog.breadcrumb',
    'catalog.category',
    'catalog.sort',
    'catalog.clearFilters',
    'catalog.loadMore',
    'catalog.shown',
    // The toolbar's and the chips' words of the filters (the panel's and the drawer's are later).
    'catalog.filters.active',
    'catalog.filters.button',
    'catalog.filters.clearAll',
    'catalog.filters.inStock',
    'catalog.filters.remove',
    'catalog.filters.title',
  ],
  product: [
    'product.description',
    'product.price',
    'product.quantity',
    'product.related',
    'product.stock.in',
  ],
};

const PRIVATE_PREFIXES = ['account.', 'checkout.', 'orders.'];

const LATER_PREFIXES = [
  // The API's words for a bad query (contract/messages.ts): the app builds valid queries, so no
  // screen shows them; they stay out of what a catalog page carries.
  'api.errors.',
  // The notice after a sign-in's merge (app/account-sync.tsx), loaded for a signed-in customer only.
  'account.merge.',
  'cart.',
  'catalog.filters.',
  'content.',
  'event.',
  'menu.',
  'offline.back',
  'offline.indicator',
  'offline.view.',
  'outbox.',
  // The product page's parts that hydrate apart (product-view.tsx, product-gallery-part.tsx).
  'product.breadcrumb',
  'product.gallery',
  'product.returns.',
  'product.shipping.',
  'product.sizeGuide',
  'pwa.',
  'search.',
  // The toast region's own words (app/app-toaster.tsx); each toast's text belongs to whoever raises it.
  'toast.',
  'wishlist.',
];

/** Under a later prefix, but shown by the header or more than one catalog page: core. */
const CORE_IDS = new Set([
  'cart.add',
  'cart.added',
  'cart.button',
  'cart.capped',
  'cart.quickAdd',
  'cart.quickAddNamed',
  'cart.storage.unavailable',
  'menu.open',
  'search.open',
  'wishlist.add',
  'wishlist.added',
  'wishlist.remove',
  'wishlist.removed',
]);

export function partOf(id: string): MessagePart {
  const starts = (prefix: string) => id.startsWith(prefix);
  const page = (Object.keys(PAGE_IDS) as PagePart[]).find((name) =>
    PAGE_IDS[name].some((top) => id === top || starts(`${top}.`)),
  );
  if (page) return page;
  if (CORE_IDS.has(id)) return 'core';
  if (LATER_PREFIXES.some(starts)) return 'later';
  return PRIVATE_PREFIXES.some(starts) ? 'private' : 'core';
}

/** The messages of one part of a catalogue, in the catalogue's order. */
export function messagesOf<T>(catalogue: Record<string, T>, part: MessagePart): Record<string, T> {
  return Object.fromEntries(Object.entries(catalogue).filter(([id]) => partOf(id) === part));
}
