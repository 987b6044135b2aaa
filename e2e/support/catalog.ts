import type { APIRequestContext } from '@playwright/test';

/** A product the tests can add without choosing: its one variant, well in stock. */
export interface SingleVariantProduct {
  slug: string;
  name: string;
  id: string;
  variantId: string;
  price: number;
}

/** Finds one in the demo shop's bags, so the product page's selection is never in doubt. */
export async function singleVariantProduct(
  request: APIRequestContext,
): Promise<SingleVariantProduct> {
  const list = await (
    await request.get('/api/catalog/collections/?per_page=100&in_stock=1&category=bags')
  ).json();
  for (const card of list.data.items as { slug: string }[]) {
    const p = (await (await request.get(`/api/catalog/products/${card.slug}`)).json()).data;
    if (p.variants.length === 1 && p.variants[0].stock > 5) {
      return {
        slug: p.slug,
        name: p.name,
        id: p.id,
        variantId: p.variants[0].id,
        price: p.variants[0].price,
      };
    }
  }
  throw new Error('the demo shop has no single-variant product in stock');
}
