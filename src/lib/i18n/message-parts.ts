/**
 * The messages catalogue in three parts, so a catalog page carries only the text it can show (issue
 * 12's size budget):
 * - `core`, loaded with the app: the header, the footer, and the home, collection and product pages;
 * - `later`, the text of what loads after the first screen (the cart drawer, the menu, the filters,
 *   live search, the install and update offers, the order outbox…) and of the other public screens;
 * - `private`, the private screens' text (checkout, the order page, the account and its sign-in
 *   screens), over half of all the text.
 * Decided by id, at build time (scripts/compiled-messages.ts). A screen loads its parts with its code
 * (screen-parts.ts), a lazy part of a screen through `lazyWithMessages` (messages-part.tsx);
 * `scripts/message-parts.test.ts` checks that no code shows a message whose part it does not load.
 */
export type MessagePart = 'core' | 'later' | 'private';

/** The parts loaded on demand: every one but the core. */
export type LaterPart = Exclude<MessagePart, 'core'>;

export const MESSAGE_PARTS: readonly MessagePart[] = ['core', 'later', 'private'];

const PRIVATE_PREFIXES = ['account.', 'checkout.', 'orders.'];

const LATER_PREFIXES = [
  // The notice after a sign-in's merge (app/account-sync.tsx), loaded for a signed-in customer only.
  'account.merge.',
  'cart.',
  'catalog.filters.',
  'content.',
  'event.',
  'menu.',
  'offline.view.',
  'outbox.',
  'product.sizeGuide.',
  'pwa.',
  'search.',
  'wishlist.',
];

/** Under a later prefix, but shown by a catalog page or the header: core. */
const CORE_IDS = new Set([
  'cart.add',
  'cart.added',
  'cart.button',
  'cart.capped',
  'cart.quickAdd',
  'cart.quickAddNamed',
  'cart.storage.unavailable',
  'catalog.filters.active',
  'catalog.filters.button',
  'catalog.filters.clearAll',
  'catalog.filters.inStock',
  'catalog.filters.remove',
  'catalog.filters.title',
  'menu.open',
  'search.open',
  'wishlist.add',
  'wishlist.added',
  'wishlist.remove',
  'wishlist.removed',
]);

export function partOf(id: string): MessagePart {
  const starts = (prefix: string) => id.startsWith(prefix);
  if (CORE_IDS.has(id)) return 'core';
  if (LATER_PREFIXES.some(starts)) return 'later';
  return PRIVATE_PREFIXES.some(starts) ? 'private' : 'core';
}

/** The messages of one part of a catalogue, in the catalogue's order. */
export function messagesOf<T>(catalogue: Record<string, T>, part: MessagePart): Record<string, T> {
  return Object.fromEntries(Object.entries(catalogue).filter(([id]) => partOf(id) === part));
}
