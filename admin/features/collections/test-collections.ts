/** Collections for the collections screens' tests: a small tree, given in no particular order. */
import type { AdminCollection } from '../../../contract/admin/catalog-types';

export const collection = (
  id: string,
  slug: string,
  position: number,
  over: Partial<AdminCollection> = {},
): AdminCollection => {
  const cut = slug.lastIndexOf('/');
  const name = slug.slice(cut + 1);
  return {
    id,
    slug,
    parent: cut < 0 ? null : slug.slice(0, cut),
    name_vi: `${name} (vi)`,
    name_en: `${name} (en)`,
    description_vi: '',
    description_en: '',
    position,
    featured: false,
    art_key: null,
    image_url: null,
    product_count: 0,
    ...over,
  };
};

/** men; women › tops, dresses › maxi; sale (position ties broken by path). */
export const TREE: AdminCollection[] = [
  collection('5', 'women/dresses/maxi', 0),
  collection('3', 'women/dresses', 1, { product_count: 4 }),
  collection('2', 'men', 0, { featured: true }),
  collection('4', 'women/tops', 0),
  collection('1', 'women', 1),
  collection('6', 'sale', 1),
];
