/**
 * Collections (contract: catalogEndpoints; every write is audited by the server), and the reads the
 * picture picker needs: the products of a collection and a product's pictures.
 */
import { catalogEndpoints as c } from '../../../contract/admin/catalog-endpoints';
import type { AdminCollection, CollectionBody } from '../../../contract/admin/catalog-types';
import { pictureEndpoints as p } from '../../../contract/admin/picture-endpoints';
import { adminCall } from '../../lib/api';

export const listCollections = (signal?: AbortSignal) => adminCall(c.adminCollections, { signal });
export const createCollection = (body: CollectionBody) => adminCall(c.createCollection, { body });
export const updateCollection = (id: string, body: CollectionBody) =>
  adminCall(c.updateCollection, { params: { id }, body });
export const deleteCollection = (id: string) => adminCall(c.deleteCollection, { params: { id } });

/** A saved collection as the body that saves it unchanged (the API's PUT takes the whole of it). */
export const bodyOf = (saved: AdminCollection): CollectionBody => ({
  parent: saved.parent,
  name_vi: saved.name_vi,
  name_en: saved.name_en,
  description_vi: saved.description_vi,
  description_en: saved.description_en,
  position: saved.position,
  featured: saved.featured,
  art_key: saved.art_key,
});

export const PICKER_PRODUCTS = 24;

/** Products in `collection` and below it (all when empty) whose names hold `q`, by name in `lang`. */
export const pickerProducts = (lang: string, collection: string, q: string, signal?: AbortSignal) =>
  adminCall(c.adminProducts, {
    query: {
      lang,
      collection: collection || undefined,
      q: q || undefined,
      per_page: PICKER_PRODUCTS,
      sort: 'name',
      order: 'asc',
    },
    signal,
  });

export const productPictures = (id: string, signal?: AbortSignal) =>
  adminCall(p.productPictures, { params: { id }, signal });
