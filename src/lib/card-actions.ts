/**
 * What a product card offers beyond its link (quick add, the wishlist heart). The app supplies it, so the
 * catalog feature shows those controls without importing the cart or wishlist features.
 */
import { createContext, type ReactNode } from 'react';
import type { ProductCard } from '../../contract/types';

export type RenderCardActions = (product: ProductCard) => ReactNode;

export const CardActionsContext = createContext<RenderCardActions | null>(null);
