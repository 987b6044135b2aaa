-- The listing's change log (issue 40, docs/decisions/036): each server process keeps the listing's
-- columns of every published product in memory (server/db/queries/listing-model.ts) and, when the
-- catalog's version moved, reloads only the products written since its last read. A row per product
-- written, with the writing transaction's id: a reader takes the rows whose transaction its previous
-- snapshot did not see (pg_visible_in_snapshot), which is exact whatever order transactions commit in,
-- where a sequence number or a timestamp would miss a transaction that took its number first and
-- committed last. `product_id` null stands for every product (a TRUNCATE). Rows older than a day are
-- pruned by the readers; a process that has not read for longer than that reloads everything.
CREATE TABLE "listing_changes" (
	"xid" xid8 NOT NULL,
	"product_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "listing_changes_xid_idx" ON "listing_changes" ("xid");--> statement-breakpoint
CREATE INDEX "listing_changes_at_idx" ON "listing_changes" ("at");--> statement-breakpoint
-- Per statement with transition tables: an import or a seed of 100,000 rows costs one insert. An
-- update notes only products whose listed columns changed (an order's sales count, stock crossing
-- zero through the variant summary of migration 0003, a price, a status, a move to another collection).
CREATE FUNCTION "note_listing_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO listing_changes (xid, product_id) SELECT pg_current_xact_id(), id FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO listing_changes (xid, product_id) SELECT pg_current_xact_id(), id FROM old_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO listing_changes (xid, product_id)
    SELECT pg_current_xact_id(), n.id
    FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id
    WHERE (o.collection_id, o.category, o.price, o.featured_rank, o.sales_count, o.created_at,
        o.status, o.colors, o.sizes, o.in_stock)
      IS DISTINCT FROM (n.collection_id, n.category, n.price, n.featured_rank, n.sales_count,
        n.created_at, n.status, n.colors, n.sizes, n.in_stock)
    UNION ALL
    SELECT pg_current_xact_id(), o.id FROM old_rows o WHERE NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.id = o.id);
  ELSE
    INSERT INTO listing_changes (xid, product_id) VALUES (pg_current_xact_id(), NULL);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_listing_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_listing_change();--> statement-breakpoint
CREATE TRIGGER "products_listing_update" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION note_listing_change();--> statement-breakpoint
CREATE TRIGGER "products_listing_delete" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION note_listing_change();--> statement-breakpoint
CREATE TRIGGER "products_listing_truncate" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION note_listing_change();
