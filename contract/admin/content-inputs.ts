/**
 * What the admin API's content endpoints take (issue 39): content pages, events and the home page's
 * hero slides, as valibot schemas answering message ids (messages.ts). Bodies are Markdown, as the
 * product editor's descriptions: the server makes the sanitized HTML the storefront answers. Times are
 * ISO 8601 instants (the admin app turns the shop's wall clock into them: SHOP_TIME_ZONE).
 */
import * as v from 'valibot';
import { field } from '../api/inputs';
import {
  INVALID,
  id,
  markdown,
  optionalLine,
  recordId,
  requiredLine,
  slugSegment,
} from './catalog-fields';

export const MAX_CONTENT_TITLE = 200;
export const MAX_LOCATION = 200;
export const MAX_SLIDE_LINE = 200;
export const MAX_LINK = 500;
/** Products one event features. */
export const MAX_EVENT_PRODUCTS = 24;
export const MAX_SLIDES = 20;

/** A page's or an event's slug in a path: kebab-case ASCII, as the storefront's routes take. */
export const ContentSlugParamSchema = v.pipe(
  v.string(),
  v.maxLength(80),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
);
export const SlideIdParamSchema = v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/));

/** A page as the editor sends it; `slug` left out is made from `title_vi` (on create) or kept. */
export const PageBodySchema = v.object(
  {
    slug: v.optional(slugSegment, null),
    title_vi: requiredLine(MAX_CONTENT_TITLE),
    title_en: requiredLine(MAX_CONTENT_TITLE),
    body_md_vi: markdown,
    body_md_en: markdown,
  },
  INVALID,
);

const instant = field(
  v.nullish(
    v.pipe(
      v.string(id('content.errors.time_invalid')),
      v.trim(),
      v.nonEmpty(id('admin.errors.required')),
      v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/, id('content.errors.time_invalid')),
      v.check((s) => !Number.isNaN(Date.parse(s)), id('content.errors.time_invalid')),
      v.transform((s) => new Date(s).toISOString()),
    ),
    '',
  ),
);

/** An existing picture's key (the content pictures' list names them), or null for none. */
const artKey = field(v.nullable(v.pipe(v.string(INVALID), v.maxLength(200, INVALID))));

export const EventBodySchema = v.pipe(
  v.object(
    {
      slug: v.optional(slugSegment, null),
      title_vi: requiredLine(MAX_CONTENT_TITLE),
      title_en: requiredLine(MAX_CONTENT_TITLE),
      location_vi: requiredLine(MAX_LOCATION),
      location_en: requiredLine(MAX_LOCATION),
      body_md_vi: markdown,
      body_md_en: markdown,
      starts_at: instant,
      ends_at: instant,
      art_key: v.optional(artKey, null),
      /** The featured products' ids, in the order the event shows them. */
      products: v.optional(
        field(
          v.pipe(
            v.array(recordId, INVALID),
            v.maxLength(MAX_EVENT_PRODUCTS, id('admin.errors.too_long')),
            v.check((ids) => new Set(ids).size === ids.length, INVALID),
          ),
        ),
        [],
      ),
    },
    INVALID,
  ),
  v.forward(
    v.partialCheck(
      [['starts_at'], ['ends_at']],
      (e) => e.ends_at > e.starts_at,
      id('content.errors.ends_before_start'),
    ),
    ['ends_at'],
  ),
);

/** An https address with a host name (no user, no password) and nothing but URL characters. */
const HTTPS_RE =
  /^https:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?::\d{1,5})?(?:[/?#][^\s\\]*)?$/i;

/** A path of the storefront (`/collection/women`, never `//host`) or an https address. */
export function isSlideLink(link: string): boolean {
  if (link.startsWith('/'))
    return !link.startsWith('//') && !link.startsWith('/\\') && /^\/[^\s\\]*$/.test(link);
  return HTTPS_RE.test(link);
}

export const SlideBodySchema = v.object(
  {
    title_vi: requiredLine(MAX_SLIDE_LINE),
    title_en: requiredLine(MAX_SLIDE_LINE),
    subtitle_vi: optionalLine(MAX_SLIDE_LINE),
    subtitle_en: optionalLine(MAX_SLIDE_LINE),
    href: field(
      v.nullish(
        v.pipe(
          v.string(id('content.errors.link_invalid')),
          v.trim(),
          v.nonEmpty(id('admin.errors.required')),
          v.maxLength(MAX_LINK, id('admin.errors.too_long')),
          // A path is kept without the language: the storefront adds `/en` for English (localizePath).
          v.transform((s) => (s === '/en' ? '/' : s.startsWith('/en/') ? s.slice(3) : s)),
          v.check(isSlideLink, id('content.errors.link_invalid')),
        ),
        '',
      ),
    ),
    art_key: field(
      v.nullish(
        v.pipe(
          v.string(INVALID),
          v.nonEmpty(id('content.errors.picture_required')),
          v.maxLength(200, INVALID),
        ),
        '',
      ),
    ),
  },
  INVALID,
);

/** Every slide's id, in the new order. */
export const SlideOrderBodySchema = v.object(
  { ids: field(v.pipe(v.array(recordId, INVALID), v.maxLength(MAX_SLIDES * 5, INVALID))) },
  INVALID,
);

export const ContentPicturesQuerySchema = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, INVALID)), ''),
});
