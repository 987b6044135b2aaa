/**
 * The back office's areas, as the sidebar (or the narrow screen's menu) and the home screen list
 * them. An area whose screens are still to come has no path: it shows as "coming". A new area's
 * screens slot in by giving its entry a path (admin/lib/paths.ts) and its routes (routes.tsx).
 */
import type { StaffRole } from '../../contract/admin/constants';
import { ADMIN_PATHS } from '../lib/paths';

export interface NavEntry {
  id: string;
  /** The message id of its name; `${label}.detail` is its line on the home screen. */
  label: string;
  /** Its screen, or null while it is still to come. */
  path: string | null;
  /** The least role that sees it (the API refuses the rest anyway). */
  role: StaffRole;
  group: 'catalog' | 'shop';
}

export const NAV: readonly NavEntry[] = [
  {
    id: 'products',
    label: 'nav.products',
    path: ADMIN_PATHS.products,
    role: 'staff',
    group: 'catalog',
  },
  {
    id: 'collections',
    label: 'nav.collections',
    path: ADMIN_PATHS.collections,
    role: 'staff',
    group: 'catalog',
  },
  { id: 'stock', label: 'nav.stock', path: ADMIN_PATHS.stock, role: 'staff', group: 'catalog' },
  { id: 'csv', label: 'nav.csv', path: ADMIN_PATHS.csv, role: 'staff', group: 'catalog' },
  { id: 'orders', label: 'nav.orders', path: ADMIN_PATHS.orders, role: 'staff', group: 'shop' },
  { id: 'returns', label: 'nav.returns', path: ADMIN_PATHS.returns, role: 'staff', group: 'shop' },
  {
    id: 'customers',
    label: 'nav.customers',
    path: ADMIN_PATHS.customers,
    role: 'staff',
    group: 'shop',
  },
  {
    id: 'discounts',
    label: 'nav.discounts',
    path: ADMIN_PATHS.discounts,
    role: 'staff',
    group: 'shop',
  },
  { id: 'mails', label: 'nav.mails', path: ADMIN_PATHS.mails, role: 'staff', group: 'shop' },
  { id: 'content', label: 'nav.content', path: ADMIN_PATHS.content, role: 'staff', group: 'shop' },
  {
    id: 'store-settings',
    label: 'nav.store_settings',
    path: ADMIN_PATHS.storeSettings,
    role: 'owner',
    group: 'shop',
  },
  { id: 'staff', label: 'nav.staff', path: ADMIN_PATHS.staff, role: 'owner', group: 'shop' },
  {
    id: 'security',
    label: 'nav.security',
    path: ADMIN_PATHS.security,
    role: 'owner',
    group: 'shop',
  },
  { id: 'audit', label: 'nav.audit', path: ADMIN_PATHS.audit, role: 'owner', group: 'shop' },
];

export const NAV_GROUPS = ['catalog', 'shop'] as const;
