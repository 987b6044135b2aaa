/**
 * Content (contract: contentEndpoints; every write is audited by the server), and the products an
 * event may feature (the catalog's product list, found by name).
 */
import { catalogEndpoints as c } from '../../../contract/admin/catalog-endpoints';
import { contentEndpoints as e } from '../../../contract/admin/content-endpoints';
import type { EventBody, PageBody, SlideBody } from '../../../contract/admin/content-types';
import { adminCall } from '../../lib/api';

export const listPages = (signal?: AbortSignal) => adminCall(e.adminPages, { signal });
export const readPage = (slug: string, signal?: AbortSignal) =>
  adminCall(e.adminPage, { params: { slug }, signal });
export const createPage = (body: PageBody) => adminCall(e.createPage, { body });
export const updatePage = (slug: string, body: PageBody) =>
  adminCall(e.updatePage, { params: { slug }, body });
export const deletePage = (slug: string) => adminCall(e.deletePage, { params: { slug } });

export const listEvents = (signal?: AbortSignal) => adminCall(e.adminEvents, { signal });
export const readEvent = (slug: string, signal?: AbortSignal) =>
  adminCall(e.adminEvent, { params: { slug }, signal });
export const createEvent = (body: EventBody) => adminCall(e.createEvent, { body });
export const updateEvent = (slug: string, body: EventBody) =>
  adminCall(e.updateEvent, { params: { slug }, body });
export const deleteEvent = (slug: string) => adminCall(e.deleteEvent, { params: { slug } });

export const listSlides = (signal?: AbortSignal) => adminCall(e.heroSlides, { signal });
export const createSlide = (body: SlideBody) => adminCall(e.createSlide, { body });
export const updateSlide = (id: string, body: SlideBody) =>
  adminCall(e.updateSlide, { params: { id }, body });
export const reorderSlides = (ids: string[]) => adminCall(e.reorderSlides, { body: { ids } });
export const deleteSlide = (id: string) => adminCall(e.deleteSlide, { params: { id } });

export const listPictures = (q: string, signal?: AbortSignal) =>
  adminCall(e.contentPictures, { query: { q }, signal });

/** Products whose names hold `q`, by name in `lang`, for an event to feature. */
export const findProducts = (lang: string, q: string, signal?: AbortSignal) =>
  adminCall(c.adminProducts, {
    query: { lang, q: q || undefined, per_page: 20, sort: 'name', order: 'asc' },
    signal,
  });
