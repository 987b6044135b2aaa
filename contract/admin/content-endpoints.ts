/**
 * The admin API's content endpoints (issue 39): content pages, events, the home page's hero slides
 * and the pictures they may show; spread into the table in endpoints.ts. All are `staff` (the issue:
 * staff may work content). Every write is audited with the entity before and after.
 */
import type { AdminEndpoint } from './endpoint';
import * as input from './content-inputs';
import * as shape from './content-shapes';

const bySlug = { slug: input.ContentSlugParamSchema };
const byId = { id: input.SlideIdParamSchema };

export const contentEndpoints = {
  adminPages: {
    method: 'GET',
    route: '/api/admin/pages',
    answer: shape.AdminPageListSchema,
    role: 'staff',
  },
  createPage: {
    method: 'POST',
    route: '/api/admin/pages',
    body: input.PageBodySchema,
    answer: shape.AdminPageSchema,
    status: 201,
    role: 'staff',
  },
  adminPage: {
    method: 'GET',
    route: '/api/admin/pages/:slug',
    params: bySlug,
    answer: shape.AdminPageSchema,
    role: 'staff',
  },
  updatePage: {
    method: 'PUT',
    route: '/api/admin/pages/:slug',
    params: bySlug,
    body: input.PageBodySchema,
    answer: shape.AdminPageSchema,
    role: 'staff',
  },
  deletePage: {
    method: 'DELETE',
    route: '/api/admin/pages/:slug',
    params: bySlug,
    status: 204,
    role: 'staff',
  },
  adminEvents: {
    method: 'GET',
    route: '/api/admin/events',
    answer: shape.AdminEventListSchema,
    role: 'staff',
  },
  createEvent: {
    method: 'POST',
    route: '/api/admin/events',
    body: input.EventBodySchema,
    answer: shape.AdminEventSchema,
    status: 201,
    role: 'staff',
  },
  adminEvent: {
    method: 'GET',
    route: '/api/admin/events/:slug',
    params: bySlug,
    answer: shape.AdminEventSchema,
    role: 'staff',
  },
  updateEvent: {
    method: 'PUT',
    route: '/api/admin/events/:slug',
    params: bySlug,
    body: input.EventBodySchema,
    answer: shape.AdminEventSchema,
    role: 'staff',
  },
  deleteEvent: {
    method: 'DELETE',
    route: '/api/admin/events/:slug',
    params: bySlug,
    status: 204,
    role: 'staff',
  },
  heroSlides: {
    method: 'GET',
    route: '/api/admin/hero-slides',
    answer: shape.AdminSlideListSchema,
    role: 'staff',
  },
  createSlide: {
    method: 'POST',
    route: '/api/admin/hero-slides',
    body: input.SlideBodySchema,
    answer: shape.AdminSlideSchema,
    status: 201,
    role: 'staff',
  },
  /** The slides' new order: every slide's id once. Answers the slides in it. */
  reorderSlides: {
    method: 'PUT',
    route: '/api/admin/hero-slides/order',
    body: input.SlideOrderBodySchema,
    answer: shape.AdminSlideListSchema,
    role: 'staff',
  },
  updateSlide: {
    method: 'PUT',
    route: '/api/admin/hero-slides/:id',
    params: byId,
    body: input.SlideBodySchema,
    answer: shape.AdminSlideSchema,
    role: 'staff',
  },
  deleteSlide: {
    method: 'DELETE',
    route: '/api/admin/hero-slides/:id',
    params: byId,
    status: 204,
    role: 'staff',
  },
  /** The shop's pictures (newest first; `q` searches their alt texts) for a slide or an event. */
  contentPictures: {
    method: 'GET',
    route: '/api/admin/content/pictures',
    query: input.ContentPicturesQuerySchema,
    answer: shape.ContentPictureListSchema,
    role: 'staff',
  },
} as const satisfies Record<string, AdminEndpoint>;
