/** The catalog's reads, spelled by the contract's path builders: home, the collections tree, listing pages. */
import {
  collectionPath,
  collectionsPath,
  homePath,
  type ApiUrl,
  type ListingApiQuery,
} from '../../../contract/api/paths';
import type { CollectionListing, Lang } from '../../../contract/types';
import { api } from '../../lib/api/client';

export const homeUrl = (lang: Lang) => homePath({ lang });

/** The header's and side menu's collections. */
export const collectionsTreeUrl = (lang: Lang) => collectionsPath({ lang });

/**
 * One page of a listing view, its query from `toApiQuery` (listing-query.ts, kept out of this module so
 * the header's tree read does not bring the listing's code into the first chunk).
 */
export const listingPageUrl = (slug: string, query: ListingApiQuery) => collectionPath(slug, query);

export const readListingPage = (url: ApiUrl<CollectionListing>, signal: AbortSignal) =>
  api.get(url, { signal });
