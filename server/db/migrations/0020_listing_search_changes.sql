-- The listing's model keeps the search's words too (docs/decisions/037, server/db/queries/search-index.ts),
-- so the change log notes a product whose words changed: its names or search texts (a rename, or its
-- collection renamed, which rewrites its search texts), with `words` saying so, so that a reader reads
-- a product's words again only then (a price or stock change, an order, leaves them). Otherwise as
-- migration 0013, but for its join of the old and new rows, run through EXECUTE: see migration 0021.
ALTER TABLE "listing_changes" ADD COLUMN "words" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "note_listing_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO listing_changes (xid, product_id) SELECT pg_current_xact_id(), id FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO listing_changes (xid, product_id) SELECT pg_current_xact_id(), id FROM old_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    EXECUTE $q$ INSERT INTO listing_changes (xid, product_id, words)
    SELECT pg_current_xact_id(), c.id, c.words
    FROM (
      SELECT n.id,
        (o.name_vi, o.name_en, o.search_vi, o.search_en)
          IS DISTINCT FROM (n.name_vi, n.name_en, n.search_vi, n.search_en) AS words,
        (o.collection_id, o.category, o.price, o.featured_rank, o.sales_count, o.created_at,
          o.status, o.colors, o.sizes, o.in_stock)
          IS DISTINCT FROM (n.collection_id, n.category, n.price, n.featured_rank, n.sales_count,
          n.created_at, n.status, n.colors, n.sizes, n.in_stock) AS listed
      FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id
    ) c
    WHERE c.words OR c.listed
    UNION ALL
    SELECT pg_current_xact_id(), o.id, true FROM old_rows o WHERE NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.id = o.id) $q$;
  ELSE
    INSERT INTO listing_changes (xid, product_id) VALUES (pg_current_xact_id(), NULL);
  END IF;
  RETURN NULL;
END
$$;
