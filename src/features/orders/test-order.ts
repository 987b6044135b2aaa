/** Test support: an order as the API answers it, two lines, delivered unless told otherwise. */
import type { CheckoutLine, Order, ReturnRequest } from '../../../contract/types';

export const ORDER_TOKEN = 'ord_aaaaaaaaaaaaaaaaaaaaaa';

const image = { url: '/images/x.webp', width: 600, height: 800, alt: '', srcset: [] };

function line(id: string, name: string, quantity: number, unit: number): CheckoutLine {
  return {
    variant_id: id,
    product: {
      id: `p${id}`,
      slug: `product-${id}`,
      name,
      category: 'tops',
      price: unit,
      compare_at_price: null,
      image,
      colors: ['BLACK'],
      stock_state: 'in_stock',
    },
    image,
    color: 'BLACK',
    size: 'M',
    quantity,
    unit_price: unit,
    line_total: unit * quantity,
    available: 10,
  };
}

/** A return request as the API answers it, not yet answered by the shop unless told otherwise. */
export function testReturn(more: Partial<ReturnRequest> = {}): ReturnRequest {
  return {
    id: '7',
    lines: [{ variant_id: '11', quantity: 2 }],
    reason: 'Too small',
    status: 'requested',
    created_at: '2025-05-06T10:00:00Z',
    decided_at: null,
    refusal_reason: null,
    received_at: null,
    refund: null,
    ...more,
  };
}

export function testOrder(more: Partial<Order> = {}): Order {
  return {
    token: ORDER_TOKEN,
    number: 'MAY-000042',
    status: 'delivered',
    history: [
      { status: 'pending', at: '2025-05-01T08:00:00Z' },
      { status: 'confirmed', at: '2025-05-01T09:00:00Z' },
      { status: 'shipped', at: '2025-05-02T10:00:00Z' },
      { status: 'delivered', at: '2025-05-05T10:00:00Z' },
    ],
    lines: [line('11', 'Linen shirt', 2, 2500), line('12', 'Canvas tote', 1, 1500)],
    subtotal: 6500,
    shipping: 0,
    discount: 500,
    total: 6000,
    currency: 'USD',
    email: 'lan@example.com',
    shipping_address: {
      full_name: 'Nguyễn Thị Lan',
      phone: '+84 90 123 4567',
      address: '12 Lê Lợi',
      city: 'Hồ Chí Minh',
      state: 'Quận 1',
      zip: '700000',
      country: 'VN',
    },
    shipping_method: 'standard',
    payment_method: 'cod',
    discount_code: 'SPRING',
    created_at: '2025-05-01T08:00:00Z',
    estimated_delivery: { from: '2025-05-06', to: '2025-05-08' },
    returnable_until: new Date(Date.now() + 86_400_000).toISOString(),
    returns: [],
    updated_at: '2025-05-05T10:00:00Z',
    ...more,
  };
}
