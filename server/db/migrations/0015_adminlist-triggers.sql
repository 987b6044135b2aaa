-- The back office's products list at 100,000 products (issue 40): admin_product_rows (migration
-- adminlist) is kept by the triggers below and filled once here; its search columns get trigram
-- indexes (pg_trgm, shipped with PostgreSQL and trusted: a database owner may enable it) so that
-- `like '% word%'` is an index scan, a typed SKU's start too (the SKUs, upper-cased, each after a
-- space, in one column).
-- The search columns are already accent-free (the app writes them normalized), so no unaccent here.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- Products written (created, edited, published, imported): their list columns copied over. Rows that
-- change nothing the list reads (the listing summary kept by migration 0003) write nothing.
CREATE FUNCTION "admin_product_rows_from_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO admin_product_rows AS a (product_id, status, collection_id, name_vi, name_en, price,
    created_at, updated_at, search_vi, search_en)
  SELECT n.id, n.status, n.collection_id, n.name_vi, n.name_en, n.price, n.created_at, n.updated_at,
    n.search_vi, n.search_en
  FROM new_rows n ORDER BY n.id
  ON CONFLICT (product_id) DO UPDATE SET status = excluded.status,
    collection_id = excluded.collection_id, name_vi = excluded.name_vi, name_en = excluded.name_en,
    price = excluded.price, created_at = excluded.created_at, updated_at = excluded.updated_at,
    search_vi = excluded.search_vi, search_en = excluded.search_en
  WHERE (a.status, a.collection_id, a.name_vi, a.name_en, a.price, a.created_at, a.updated_at,
      a.search_vi, a.search_en)
    IS DISTINCT FROM (excluded.status, excluded.collection_id, excluded.name_vi, excluded.name_en,
      excluded.price, excluded.created_at, excluded.updated_at, excluded.search_vi, excluded.search_en);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_admin_rows_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_product_rows_from_products();--> statement-breakpoint
CREATE TRIGGER "products_admin_rows_update" AFTER UPDATE ON "products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_product_rows_from_products();--> statement-breakpoint
-- The variant columns of the given products (stock summed, the best variant's, how many, the SKUs),
-- made again from their variants; only rows that change are written.
CREATE FUNCTION "refresh_admin_product_stock"(product_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE admin_product_rows a
  SET stock_total = s.total, stock_best = s.best, variant_count = s.n, skus = s.skus
  FROM (
    SELECT changed.id, coalesce(sum(v.stock), 0)::int AS total, coalesce(max(v.stock), 0)::int AS best,
      count(v.id)::int AS n,
      coalesce(string_agg(' ' || upper(v.sku), '' ORDER BY v.id), '') AS skus
    FROM unnest(product_ids) AS changed(id)
    LEFT JOIN variants v ON v.product_id = changed.id
    GROUP BY changed.id
  ) s
  WHERE a.product_id = s.id
    AND (a.stock_total, a.stock_best, a.variant_count, a.skus) IS DISTINCT FROM (s.total, s.best, s.n, s.skus)
$$;--> statement-breakpoint
-- Variants written (an order taking stock, a count, an edit): their products' stock columns. The
-- products are locked first, in id order and without blocking foreign-key checks (NO KEY UPDATE), as
-- a product's save and the listing summary's trigger lock them: the product row always before its
-- list row, so no two writers ever wait on each other in opposite order; and the sums read after it
-- see the stock of an order that committed meanwhile.
CREATE FUNCTION "variants_refresh_admin_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := array(SELECT DISTINCT product_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    ids := array(SELECT DISTINCT product_id FROM old_rows);
  ELSE
    ids := array(
      SELECT DISTINCT unnest(array[o.product_id, n.product_id])
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.product_id <> n.product_id OR o.stock <> n.stock OR o.sku <> n.sku
    );
  END IF;
  IF cardinality(ids) = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM products WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  PERFORM refresh_admin_product_stock(ids);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "variants_admin_stock_insert" AFTER INSERT ON "variants" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION variants_refresh_admin_stock();--> statement-breakpoint
CREATE TRIGGER "variants_admin_stock_update" AFTER UPDATE ON "variants" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION variants_refresh_admin_stock();--> statement-breakpoint
CREATE TRIGGER "variants_admin_stock_delete" AFTER DELETE ON "variants" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION variants_refresh_admin_stock();--> statement-breakpoint
-- Shops made before this migration: every product copied once, with its stock.
INSERT INTO admin_product_rows (product_id, status, collection_id, name_vi, name_en, price, created_at,
  updated_at, search_vi, search_en, stock_total, stock_best, variant_count, skus)
SELECT p.id, p.status, p.collection_id, p.name_vi, p.name_en, p.price, p.created_at, p.updated_at,
  p.search_vi, p.search_en, coalesce(s.total, 0), coalesce(s.best, 0), coalesce(s.n, 0),
  coalesce(s.skus, '')
FROM products p
LEFT JOIN (
  SELECT product_id, sum(stock)::int AS total, max(stock)::int AS best, count(*)::int AS n,
    string_agg(' ' || upper(sku), '' ORDER BY id) AS skus
  FROM variants GROUP BY product_id
) s ON s.product_id = p.id;--> statement-breakpoint
-- After the fill: an index built once is faster than one kept row by row.
CREATE INDEX "admin_product_rows_search_vi_idx" ON "admin_product_rows" USING gin ("search_vi" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "admin_product_rows_search_en_idx" ON "admin_product_rows" USING gin ("search_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "admin_product_rows_skus_idx" ON "admin_product_rows" USING gin ("skus" gin_trgm_ops);
