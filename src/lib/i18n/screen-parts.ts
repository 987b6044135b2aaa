/**
 * Which parts of the messages (message-parts.ts) each screen loads with its code, beyond the core.
 * Apart from message-parts.ts, whose lists of ids the app does not need at run time.
 */
import { PRIVATE_SCREENS, type RouteName } from '../../../contract/routes';
import type { LaterPart } from './message-parts';

/**
 * The catalog pages a first visit most often opens load their own part only. Every other screen
 * loads the later part, and the private screens theirs too (they show the cart's lines and the like).
 */
export function screenParts(name: RouteName): LaterPart[] {
  if (name === 'home' || name === 'collection' || name === 'product') return [name];
  return PRIVATE_SCREENS.has(name) ? ['later', 'private'] : ['later'];
}
