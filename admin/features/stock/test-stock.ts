/** Members, a variant and its history for the stock screens' tests. */
import type {
  StockHistory,
  StockMovement,
  StockVariant,
} from '../../../contract/admin/catalog-types';
import type { Me, StaffMember } from '../../../contract/admin/types';

const member = (role: StaffMember['role'], email: string): Me => ({
  member: {
    id:
      role === 'owner'
        ? '7d0c6c1e-8a51-4d3c-9a55-0f6d1e1c2a10'
        : '2b6f5f8e-1c47-4e0a-a3a4-5b0a6a9e8d21',
    email,
    role,
    state: 'active',
    totp: true,
    created_at: '2026-11-01T08:00:00.000Z',
  },
  must_set_up_totp: false,
});
export const OWNER = member('owner', 'owner@shop.test');
export const CLERK = member('staff', 'clerk@shop.test');

export const VARIANT: StockVariant = {
  id: '55',
  product_id: '12',
  product_name_vi: 'Áo thun cổ tròn',
  product_name_en: 'Crew-neck tee',
  sku: 'TEE-BLK-M',
  color: 'BLACK',
  size: 'M',
  stock: 5,
};

export const movement = (id: string, over: Partial<StockMovement> = {}): StockMovement => ({
  id,
  at: '2026-11-20T08:00:00.000Z',
  delta: 10,
  stock_after: 10,
  reason: 'received',
  note: null,
  staff_email: 'owner@shop.test',
  ...over,
});

export const historyOf = (variant: StockVariant, items: StockMovement[]): StockHistory => ({
  variant,
  items,
  page: 1,
  per_page: 20,
  total: items.length,
});
