import { beforeEach, describe, expect, it } from 'vitest';
import {
  ajaxSearch,
  cartDrawer,
  closePanelsOnRouteChange,
  filterDrawer,
  menuSideBar,
  setProductToEdit,
  ui,
} from './ui-state';

describe('ui state', () => {
  beforeEach(() => {
    Object.assign(ui, {
      isOpenCart: false,
      productToEdit: null,
      isOpenMenuSideBar: false,
      isOpenAjaxSearch: false,
      isOpenFilterDrawer: false,
    });
  });

  it('toggles, opens and closes each panel', () => {
    cartDrawer.toggle();
    expect(ui.isOpenCart).toBe(true);
    cartDrawer.toggle();
    expect(ui.isOpenCart).toBe(false);
    menuSideBar.open();
    expect(ui.isOpenMenuSideBar).toBe(true);
    menuSideBar.close();
    expect(ui.isOpenMenuSideBar).toBe(false);
    ajaxSearch.open();
    filterDrawer.open();
    expect(ui.isOpenAjaxSearch && ui.isOpenFilterDrawer).toBe(true);
  });

  it('closes the cart, product edit, side menu and filter drawer on route change', () => {
    cartDrawer.open();
    menuSideBar.open();
    filterDrawer.open();
    ajaxSearch.open();
    setProductToEdit({ lineId: 'l1', productSlug: 'tee' });
    closePanelsOnRouteChange();
    expect(ui).toMatchObject({
      isOpenCart: false,
      productToEdit: null,
      isOpenMenuSideBar: false,
      isOpenFilterDrawer: false,
    });
    // The live search box is not in the spec's list: it stays as the shopper left it.
    expect(ui.isOpenAjaxSearch).toBe(true);
  });
});
