/**
 * What importing one product's rows does to it, decided before anything is written: its fields (HTML
 * made from the Markdown only when the Markdown changed, search columns by the catalog's rule), each
 * row's variant (matched, priced by the one-place rule: a variant keeps a price only when it differs
 * from its product's), the variants the file leaves out (they keep the price they sell at), and its
 * pictures (picture-views.ts). Nothing the file does not change is counted as changed.
 */
import { MAX_PICTURES_PER_PRODUCT } from '../../contract/admin/picture-limits';
import { markdownOf, markdownToHtml } from '../catalog/description';
import { ownPrice } from '../catalog/price';
import { productSearchColumns } from '../catalog/search-columns';
import type { CatalogState, CollectionRow, ProductRow, VariantRow } from './catalog-state';
import { matchVariants } from './match-variants';
import { linksFor, showsViews, viewOf, type PictureLink } from './picture-views';
import { checkBody, disagreements, productPrice, type ProductBody } from './product-body';
import { problem, type Problem } from './problems';
import type { ImportRow } from './rows';
import type { CsvColumn } from '../../contract/admin/csv-format';

export type ProductValues = Omit<
  ProductRow,
  | 'id'
  | 'slug'
  | 'sizeGuide'
  | 'featuredRank'
  | 'salesCount'
  | 'createdAt'
  | 'updatedAt'
  | 'colors'
  | 'sizes'
  | 'inStock'
  | `seo${string}`
  // The search's generated columns (migration 0017): PostgreSQL keeps them from the names.
  | `nameFold${string}`
  | `nameMarked${string}`
>;

export interface PlannedVariant {
  before: VariantRow | null;
  line: number;
  sku: string;
  color: string;
  size: string;
  price: number | null;
  stock: number;
}

export interface PlannedProduct {
  slug: string;
  before: ProductRow | null;
  values: ProductValues;
  /** The product's own fields change (a new product: true). */
  changed: boolean;
  /** Every row's variant, in file order; SKUs still to make are empty. */
  variants: PlannedVariant[];
  /** The position of the product's first new variant: after those it has. */
  positionFrom: number;
  /** Variants the file leaves out whose stored price changes with the product's (same selling price). */
  repriced: { before: VariantRow; price: number | null }[];
  /** The new list of pictures; null when the file leaves them as they are. */
  pictures: PictureLink[] | null;
  picturesBefore: PictureLink[];
  collection: CollectionRow;
}

export const isUpdated = (p: PlannedProduct) =>
  p.changed ||
  p.pictures !== null ||
  p.repriced.length > 0 ||
  p.variants.some((v) => variantChanged(v));

export const variantChanged = (v: PlannedVariant) =>
  !v.before ||
  v.before.sku !== v.sku ||
  v.before.color !== v.color ||
  v.before.size !== v.size ||
  v.before.price !== v.price ||
  v.before.stock !== v.stock;

export interface PlanContext {
  state: CatalogState;
  columns: Set<CsvColumn>;
  /** The picture key of each reference that was found. */
  keyOf: Map<string, string>;
  /** Markdown of stored HTML, made once per distinct text. */
  markdown: (md: string | null, html: string) => string;
}

export function cachedMarkdown(): PlanContext['markdown'] {
  const made = new Map<string, string>();
  return (md, html) => md ?? made.get(html) ?? made.set(html, markdownOf(null, html)).get(html)!;
}

export function planProduct(
  rows: ImportRow[],
  ctx: PlanContext,
): { plan: PlannedProduct | null; problems: Problem[] } {
  const { state } = ctx;
  const e = state.productsBySlug.get(rows[0]!.slug) ?? null;
  const problems = disagreements(rows);
  const matching = matchVariants(rows, e, state);
  problems.push(...matching.problems);
  const sells = (v: VariantRow) => v.price ?? e!.price;
  const price = productPrice(
    [
      ...matching.merged.flatMap((m) => (typeof m.price === 'number' ? [m.price] : [])),
      ...matching.untouched.map(sells),
    ],
    e?.price ?? null,
  );
  const existingMarkdown = e && {
    vi: ctx.markdown(e.descriptionMdVi, e.descriptionVi),
    en: ctx.markdown(e.descriptionMdEn, e.descriptionEn),
  };
  const checked = checkBody({
    rows: matching.merged,
    existing: e,
    existingCollection: e ? state.collectionsById.get(e.collectionId)?.slug : undefined,
    existingMarkdown,
    price,
    columns: ctx.columns,
  });
  problems.push(...checked.problems);
  const body = checked.body;
  const collection = body && state.collectionsBySlug.get(body.collection);
  if (body && !collection)
    problems.push(
      problem(rows[0]!.line, 'collection', 'catalog.errors.collection_unknown', body.collection),
    );
  const pictures = planPictures(
    rows,
    matching.merged.map((m, i) => body?.variants[i]?.color ?? m.color ?? ''),
    matching.untouched,
    e,
    ctx,
    problems,
  );
  if (!body || !collection || problems.length > 0) return { plan: null, problems };

  const md = (lang: 'vi' | 'en', next: string) => {
    const kept = existingMarkdown?.[lang];
    if (e && kept === next)
      return lang === 'vi'
        ? { md: e.descriptionMdVi, html: e.descriptionVi }
        : { md: e.descriptionMdEn, html: e.descriptionEn };
    return { md: next, html: markdownToHtml(next) };
  };
  const vi = md('vi', body.description_md_vi);
  const en = md('en', body.description_md_en);
  const values: ProductValues = {
    collectionId: collection.id,
    category: body.category,
    nameVi: body.name_vi,
    nameEn: body.name_en,
    descriptionVi: vi.html,
    descriptionEn: en.html,
    descriptionMdVi: vi.md,
    descriptionMdEn: en.md,
    status: body.status,
    price: body.price,
    compareAtPrice: body.compare_at_price,
    ...productSearchColumns(
      { nameVi: body.name_vi, nameEn: body.name_en, category: body.category },
      collection,
    ),
  };
  const changed =
    !e || (Object.keys(values) as (keyof ProductValues)[]).some((k) => values[k] !== e[k]);
  return {
    plan: {
      slug: rows[0]!.slug,
      before: e,
      values,
      changed,
      variants: planVariants(body, matching.merged),
      positionFrom:
        Math.max(-1, ...(e ? (state.variantsOf.get(e.id) ?? []) : []).map((v) => v.position)) + 1,
      repriced: e
        ? matching.untouched.flatMap((u) => {
            const next = ownPrice(body.price, sells(u));
            return next === u.price ? [] : [{ before: u, price: next }];
          })
        : [],
      pictures: pictures.links,
      picturesBefore: pictures.before,
      collection,
    },
    problems,
  };
}

function planVariants(body: ProductBody, merged: ReturnType<typeof matchVariants>['merged']) {
  return body.variants.map((cell, i): PlannedVariant => ({
    before: merged[i]!.matched,
    line: merged[i]!.row.line,
    sku: cell.sku ?? '',
    color: cell.color,
    size: cell.size,
    price: ownPrice(body.price, cell.price ?? body.price),
    stock: cell.stock,
  }));
}

/** The product's new picture list when the file's views differ from what the shop shows. */
function planPictures(
  rows: ImportRow[],
  colors: string[],
  untouched: VariantRow[],
  e: ProductRow | null,
  ctx: PlanContext,
  problems: Problem[],
): { links: PictureLink[] | null; before: PictureLink[] } {
  const before = (e ? (ctx.state.picturesOf.get(e.id) ?? []) : []).map((p) => ({
    artKey: p.artKey,
    color: p.color,
  }));
  if (!ctx.columns.has('images')) return { links: null, before };
  const views = new Map<string, string[]>();
  const said = new Map<string, ImportRow>();
  rows.forEach((row, i) => {
    const color = colors[i]!;
    const refs = row.images ?? [];
    const first = said.get(color);
    if (refs.length > 0 && first && first.raw.images!.trim() !== row.raw.images!.trim())
      problems.push(
        problem(row.line, 'images', 'csv.errors.images_disagree', row.raw.images!, first.line),
      );
    if (refs.length > 0 && !first) said.set(color, row);
    if (!views.has(color) || (refs.length > 0 && !first))
      views.set(color, [...new Set(refs.flatMap((r) => ctx.keyOf.get(r) ?? []))]);
  });
  for (const u of untouched) if (!views.has(u.color)) views.set(u.color, viewOf(before, u.color));
  if (showsViews(before, views)) return { links: null, before };
  const others = before.filter((l) => l.color !== null && !views.has(l.color));
  const links = linksFor(views, others);
  if (links.length > MAX_PICTURES_PER_PRODUCT)
    problems.push(
      problem(rows[0]!.line, 'images', 'pictures.errors.too_many_pictures', String(links.length)),
    );
  return { links, before };
}
