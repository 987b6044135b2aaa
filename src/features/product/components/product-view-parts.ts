/**
 * The product view's parts that hydrate apart from the page (product-view.tsx, lib/lazy-part.tsx),
 * in one chunk: the breadcrumbs, the size guide's button and the shipping and returns text. None is
 * needed to choose and buy, and their text is in the later part of the messages.
 */
export { ProductBreadcrumbs } from './product-breadcrumbs';
export { ShippingReturns } from './shipping-returns';
export { SizeGuide } from './size-guide';
