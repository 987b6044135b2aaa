/** The store settings written on first start; the owner edits the `store_settings` rows afterwards. */
export const STORE_DEFAULTS = {
  name: 'Mây Clothing',
  currency: 'USD',
  default_locale: 'vi',
  free_shipping_threshold: 4000,
  low_stock_threshold: 5,
  shipping_methods: [
    { code: 'standard', price: 500, min_days: 3, max_days: 5 },
    { code: 'express', price: 1500, min_days: 1, max_days: 2 },
  ],
  payment_methods: [
    { code: 'cod', available: true },
    { code: 'card', available: false },
  ],
  countries: [
    { code: 'US', name: { vi: 'Hoa Kỳ', en: 'United States' } },
    { code: 'SG', name: { vi: 'Singapore', en: 'Singapore' } },
    { code: 'MY', name: { vi: 'Malaysia', en: 'Malaysia' } },
    { code: 'VN', name: { vi: 'Việt Nam', en: 'Vietnam' } },
    { code: 'ID', name: { vi: 'Indonesia', en: 'Indonesia' } },
    { code: 'RU', name: { vi: 'Nga', en: 'Russia' } },
  ],
  contact: {
    email: 'hello@may-clothing.example',
    phone: '+84 28 3822 0000',
    address: '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
  },
} as const;
