/** The product page's react-aria controls: one chunk, loaded beside the page (product-view.tsx). */
export { VariantPicker } from './variant-picker';
export { QuantityStepper } from '../../../ui/quantity-stepper';
