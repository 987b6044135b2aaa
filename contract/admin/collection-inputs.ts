/** What the admin API's collection endpoints take (issue 37); see catalog-inputs.ts. */
import * as v from 'valibot';
import { field } from '../api/inputs';
import {
  INVALID,
  MAX_COLLECTION_DESCRIPTION,
  MAX_PRODUCT_NAME,
  optionalLine,
  requiredLine,
  slugSegment,
} from './catalog-fields';

/**
 * A collection as the editor sends it. `slug` is the last segment of its path (`dresses`), made from
 * `name_vi` when left out on create; the path is the parent's path and it (`women/dresses`). On update
 * the segment is kept; a new parent moves the collection (and its children) to a new path.
 */
export const CollectionBodySchema = v.object(
  {
    slug: v.optional(slugSegment, null),
    parent: field(
      v.pipe(
        v.nullish(v.pipe(v.string(INVALID), v.trim(), v.toLowerCase()), ''),
        v.transform((s) => s || null),
      ),
    ),
    name_vi: requiredLine(MAX_PRODUCT_NAME),
    name_en: requiredLine(MAX_PRODUCT_NAME),
    description_vi: optionalLine(MAX_COLLECTION_DESCRIPTION),
    description_en: optionalLine(MAX_COLLECTION_DESCRIPTION),
    position: v.optional(
      field(
        v.pipe(v.number(INVALID), v.integer(INVALID), v.minValue(0, INVALID), v.maxValue(10_000)),
      ),
      0,
    ),
    featured: v.optional(field(v.boolean(INVALID)), false),
    /** An existing picture's key (the pictures' endpoints make them), or null for none. */
    art_key: v.optional(
      field(v.nullable(v.pipe(v.string(INVALID), v.maxLength(200, INVALID)))),
      null,
    ),
  },
  INVALID,
);
