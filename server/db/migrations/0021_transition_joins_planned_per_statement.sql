-- The statement triggers that join a statement's old rows to its new rows (transition tables) now run
-- that join through EXECUTE, planned for the rows at hand each time. PL/pgSQL plans a statement
-- without parameters once per session and keeps that plan: the first time a pooled connection ran
-- such a join was usually for one row (an order, one product saved), and the plan kept was a nested
-- loop. A later bulk change on the same connection (a price change of 10,000 products, a bulk
-- publish, an import) then rescanned one transition table, spilled to disk, once per row of the
-- other: 6,000 products took more than the requests' 15 s statement limit, against 3 s on a fresh
-- connection (bench/catalog-scale.ts's 10,000 prices took minutes). The functions are otherwise as
-- migrations 0003 (product summary), 0015 (back office stock) and 0018 (search copy) made them; the
-- change log's (0020) runs its join the same way.
CREATE OR REPLACE FUNCTION "variants_refresh_product_summary"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := array(SELECT DISTINCT product_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    ids := array(SELECT DISTINCT product_id FROM old_rows);
  ELSE
    EXECUTE $q$ SELECT array(
      SELECT unnest(array[o.product_id, n.product_id])
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.product_id <> n.product_id OR o.color <> n.color OR o.size <> n.size
        OR (o.stock > 0) <> (n.stock > 0)) $q$ INTO ids;
  END IF;
  IF cardinality(ids) = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM products WHERE id = ANY(ids) ORDER BY id FOR UPDATE;
  PERFORM refresh_product_variant_summary(ids);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "variants_refresh_admin_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := array(SELECT DISTINCT product_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    ids := array(SELECT DISTINCT product_id FROM old_rows);
  ELSE
    EXECUTE $q$ SELECT array(
      SELECT DISTINCT unnest(array[o.product_id, n.product_id])
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.product_id <> n.product_id OR o.stock <> n.stock OR o.sku <> n.sku) $q$ INTO ids;
  END IF;
  IF cardinality(ids) = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM products WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  PERFORM refresh_admin_product_stock(ids);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "products_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM product_search_refresh(array(SELECT id FROM new_rows));
  ELSE
    EXECUTE $q$ SELECT product_search_refresh(array(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (o.status, o.featured_rank, o.search_vi, o.search_en, o.name_vi, o.name_en)
        IS DISTINCT FROM (n.status, n.featured_rank, n.search_vi, n.search_en, n.name_vi, n.name_en))) $q$;
  END IF;
  RETURN NULL;
END $$;
