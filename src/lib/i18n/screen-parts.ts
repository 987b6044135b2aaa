/**
 * Which parts of the messages (message-parts.ts) each screen loads with its code, beyond the core.
 * Apart from message-parts.ts, whose lists of ids the app does not need at run time.
 */
import { PRIVATE_SCREENS, type RouteName } from '../../../contract/routes';
import type { LaterPart } from './message-parts';

/** The screens whose text is all in the core: the catalog pages a first visit most often opens. */
const CORE_SCREENS: ReadonlySet<RouteName> = new Set<RouteName>(['home', 'collection', 'product']);

/**
 * The private screens load theirs; every screen but the catalog pages loads the later part (the
 * private screens too: they show the cart's lines and the like).
 */
export function screenParts(name: RouteName): LaterPart[] {
  if (CORE_SCREENS.has(name)) return [];
  return PRIVATE_SCREENS.has(name) ? ['later', 'private'] : ['later'];
}
