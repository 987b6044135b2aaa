/**
 * The chosen colour and size live in the URL query (`?color=RED&size=M`), so a reload or a shared
 * link opens the same variant. Choices replace the history entry rather than stacking up Back presses.
 */
import { useLocation, useSearch } from 'wouter';
import type { Color } from '../../../contract/constants';
import type { Product, Variant } from '../../../contract/types';
import {
  chooseColor,
  findVariant,
  resolveSelection,
  type Selection,
} from '../../../contract/variant-selection';

export interface VariantSelection {
  selection: Selection | null;
  variant: Variant | null;
  selectColor: (color: Color) => void;
  selectSize: (size: string) => void;
}

export function useVariantSelection(product: Product): VariantSelection {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const selection = resolveSelection(product, params.get('color'), params.get('size'));
  const variant = selection ? findVariant(product, selection.color, selection.size) : null;

  const write = (next: Selection) => {
    const query = new URLSearchParams(search);
    query.set('color', next.color);
    query.set('size', next.size);
    navigate(`${location}?${query.toString()}`, { replace: true });
  };

  return {
    selection,
    variant,
    selectColor: (color) => selection && write(chooseColor(product, selection, color)),
    selectSize: (size) => selection && write({ color: selection.color, size }),
  };
}
