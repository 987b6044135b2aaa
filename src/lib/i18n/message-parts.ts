/**
 * The messages catalogue in two parts, so a catalog page carries only the text it can show (issue 12's
 * size budget): `core`, loaded with the app, and `private`, the text of the private screens (checkout,
 * the order page, the account and its sign-in screens), loaded with them (app/routes.tsx). The private
 * part is over half of all the text. Decided by id, at build time (scripts/compiled-messages.ts);
 * `scripts/message-parts.test.ts` checks that no other screen uses a private id.
 */
export type MessagePart = 'core' | 'private';

export const MESSAGE_PARTS: readonly MessagePart[] = ['core', 'private'];

const PRIVATE_PREFIXES = ['account.', 'checkout.', 'orders.'];

/** Private by prefix but shown on any page: the notice after a sign-in's merge (app/account-sync.tsx). */
const SHOWN_EVERYWHERE = ['account.merge.'];

export function partOf(id: string): MessagePart {
  const starts = (prefix: string) => id.startsWith(prefix);
  return PRIVATE_PREFIXES.some(starts) && !SHOWN_EVERYWHERE.some(starts) ? 'private' : 'core';
}

/** The messages of one part of a catalogue, in the catalogue's order. */
export function messagesOf<T>(catalogue: Record<string, T>, part: MessagePart): Record<string, T> {
  return Object.fromEntries(Object.entries(catalogue).filter(([id]) => partOf(id) === part));
}
