/**
 * What a screen shows instead of its content when its read failed for want of a network and nothing is
 * cached. The app supplies it (it offers the recently viewed products, the cart and the wishlist), so
 * lib/ and the pages show it without importing those features.
 */
import { createContext, type ReactNode } from 'react';

export type RenderOfflineView = (retry: () => void) => ReactNode;

export const OfflineViewContext = createContext<RenderOfflineView | null>(null);

/** A failure with no answer from the server (ApiError.offline: network error or timeout). */
export function isOfflineError(error: unknown): boolean {
  return (error as { offline?: unknown } | null | undefined)?.offline === true;
}
