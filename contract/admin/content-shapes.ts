/**
 * What the admin API's content endpoints answer (issue 39): pages, events and hero slides as the
 * editors read them (both languages, bodies as Markdown), and the pictures a slide or an event may show.
 */
import * as v from 'valibot';
import { ImageSchema } from '../api/shapes';

export const AdminPageRowSchema = v.object({
  slug: v.string(),
  title_vi: v.string(),
  title_en: v.string(),
  updated_at: v.string(),
  /** The storefront's footer and side menu link to it: it cannot be deleted nor its slug changed. */
  linked: v.boolean(),
});
export const AdminPageListSchema = v.array(AdminPageRowSchema);

export const AdminPageSchema = v.object({
  ...AdminPageRowSchema.entries,
  body_md_vi: v.string(),
  body_md_en: v.string(),
});

export const AdminEventRowSchema = v.object({
  slug: v.string(),
  title_vi: v.string(),
  title_en: v.string(),
  location_vi: v.string(),
  location_en: v.string(),
  starts_at: v.string(),
  ends_at: v.string(),
  product_count: v.number(),
});
export const AdminEventListSchema = v.array(AdminEventRowSchema);

export const EventProductSchema = v.object({
  id: v.string(),
  name_vi: v.string(),
  name_en: v.string(),
  slug: v.string(),
});

export const AdminEventSchema = v.object({
  ...AdminEventRowSchema.entries,
  body_md_vi: v.string(),
  body_md_en: v.string(),
  art_key: v.nullable(v.string()),
  image: v.nullable(ImageSchema),
  products: v.array(EventProductSchema),
});

export const AdminSlideSchema = v.object({
  id: v.string(),
  position: v.number(),
  title_vi: v.string(),
  title_en: v.string(),
  subtitle_vi: v.string(),
  subtitle_en: v.string(),
  href: v.string(),
  art_key: v.string(),
  image: ImageSchema,
});
export const AdminSlideListSchema = v.array(AdminSlideSchema);

export const ContentPictureSchema = v.object({
  key: v.string(),
  alt_vi: v.string(),
  alt_en: v.string(),
  image: ImageSchema,
});
export const ContentPictureListSchema = v.array(ContentPictureSchema);
