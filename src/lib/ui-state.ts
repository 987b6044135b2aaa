/**
 * Interface state of spec section 3, held in one valtio proxy at module level.
 * Components read it with useSnapshot(ui) and change it only through these actions.
 */
import { proxy } from 'valtio';

export interface ProductToEdit {
  lineId: string;
  productSlug: string;
}

export const ui = proxy({
  isOpenCart: false,
  productToEdit: null as ProductToEdit | null,
  isOpenMenuSideBar: false,
  isOpenAjaxSearch: false,
  isOpenFilterDrawer: false,
});

type Panel = 'isOpenCart' | 'isOpenMenuSideBar' | 'isOpenAjaxSearch' | 'isOpenFilterDrawer';

function actionsFor(panel: Panel) {
  return {
    open: () => void (ui[panel] = true),
    close: () => void (ui[panel] = false),
    toggle: () => void (ui[panel] = !ui[panel]),
  };
}

export const cartDrawer = actionsFor('isOpenCart');
export const menuSideBar = actionsFor('isOpenMenuSideBar');
export const ajaxSearch = actionsFor('isOpenAjaxSearch');
export const filterDrawer = actionsFor('isOpenFilterDrawer');

export function setProductToEdit(product: ProductToEdit): void {
  ui.productToEdit = product;
}

export function clearProductToEdit(): void {
  ui.productToEdit = null;
}

/** Spec section 2: every route change closes the cart drawer, the product-edit panel, the side menu and the filter drawer. */
export function closePanelsOnRouteChange(): void {
  ui.isOpenCart = false;
  ui.productToEdit = null;
  ui.isOpenMenuSideBar = false;
  ui.isOpenFilterDrawer = false;
}
