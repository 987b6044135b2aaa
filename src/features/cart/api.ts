/**
 * The cart's calls, spelled by the contract's path builders: the product a variant is chosen from, the
 * live price and stock check of the lines, and the signed-in customer's copy on the server.
 */
import { MAX_VARIANT_IDS } from '../../../contract/api/limits';
import { productPath, variantsPath } from '../../../contract/api/paths';
import { accountCartPath } from '../../../contract/api/private-paths';
import type { AccountCartLine, Lang, VariantCheck } from '../../../contract/types';
import { api } from '../../lib/api/client';

export const productUrl = (slug: string, lang: Lang) => productPath(slug, { lang });

export const fetchProduct = (slug: string, lang: Lang) => api.get(productUrl(slug, lang));

/** Every id's check, asked in batches the endpoint accepts; any batch failing fails the whole. */
export async function checkVariants(ids: readonly string[], lang: Lang): Promise<VariantCheck[]> {
  const checks: VariantCheck[] = [];
  for (let i = 0; i < ids.length; i += MAX_VARIANT_IDS)
    checks.push(...(await api.get(variantsPath(ids.slice(i, i + MAX_VARIANT_IDS), { lang }))));
  return checks;
}

export const fetchAccountCart = () => api.get(accountCartPath());

export const putAccountCart = (lines: AccountCartLine[]) => api.put(accountCartPath(), { lines });
