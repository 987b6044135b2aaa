-- The collection listing at 10,000 products (issue 12): each product carries a summary of its variants
-- (distinct colours, distinct sizes, any stock), kept by triggers on variants, and one covering index
-- holds everything a listing filters, counts and sorts by, so a listing is an index-only scan of its
-- collections instead of a join of every variant (server/db/queries/listing.ts).
DROP INDEX "products_collection_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "colors" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sizes" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "in_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree ("collection_id") INCLUDE ("id", "category", "price", "featured_rank", "sales_count", "created_at", "colors", "sizes", "in_stock");--> statement-breakpoint
-- Recomputes the summary of the given products from their variants; writes only rows that change.
CREATE FUNCTION "refresh_product_variant_summary"(product_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p
  SET colors = s.colors, sizes = s.sizes, in_stock = s.in_stock
  FROM (
    SELECT changed.id,
      coalesce(array_agg(DISTINCT v.color) FILTER (WHERE v.id IS NOT NULL), '{}') AS colors,
      coalesce(array_agg(DISTINCT v.size) FILTER (WHERE v.id IS NOT NULL), '{}') AS sizes,
      coalesce(bool_or(v.stock > 0), false) AS in_stock
    FROM unnest(product_ids) AS changed(id)
    LEFT JOIN variants v ON v.product_id = changed.id
    GROUP BY changed.id
  ) s
  WHERE p.id = s.id AND (p.colors, p.sizes, p.in_stock) IS DISTINCT FROM (s.colors, s.sizes, s.in_stock)
$$;--> statement-breakpoint
-- One statement-level trigger function for the three events. An UPDATE refreshes only products whose
-- variants changed colour, size or product, or crossed zero stock (an order taking the last unit, a
-- cancellation putting it back): every other stock or price change costs one small query. Before it
-- reads, it locks those products in id order, and plpgsql takes a new snapshot for the next statement:
-- two orders selling the last units of one product's two variants at once are serialized, so the
-- second sees the first's stock and in_stock ends false, and no two triggers ever lock in opposite order.
CREATE FUNCTION "variants_refresh_product_summary"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := array(SELECT DISTINCT product_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    ids := array(SELECT DISTINCT product_id FROM old_rows);
  ELSE
    ids := array(
      SELECT unnest(array[o.product_id, n.product_id])
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.product_id <> n.product_id OR o.color <> n.color OR o.size <> n.size
        OR (o.stock > 0) <> (n.stock > 0)
    );
  END IF;
  IF cardinality(ids) = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM products WHERE id = ANY(ids) ORDER BY id FOR UPDATE;
  PERFORM refresh_product_variant_summary(ids);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "variants_summary_insert" AFTER INSERT ON "variants" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION variants_refresh_product_summary();--> statement-breakpoint
CREATE TRIGGER "variants_summary_update" AFTER UPDATE ON "variants" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION variants_refresh_product_summary();--> statement-breakpoint
CREATE TRIGGER "variants_summary_delete" AFTER DELETE ON "variants" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION variants_refresh_product_summary();--> statement-breakpoint
-- Shops seeded before this migration: fill the summary once.
SELECT refresh_product_variant_summary(array(SELECT id FROM products));
