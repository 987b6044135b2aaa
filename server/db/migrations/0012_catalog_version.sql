-- The catalog's version (issue 40, docs/decisions/035): one number that grows with every committed change
-- to what the storefront shows, for the server's caches to key their entries by.
CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "catalog_version_one_row" CHECK ("catalog_version"."id" = 1)
);--> statement-breakpoint
INSERT INTO "catalog_version" DEFAULT VALUES;--> statement-breakpoint
-- A transaction that changed the catalog, noted once by its first statement that did (below); a deferred
-- trigger on it bumps the version at commit and takes the note away again.
CREATE UNLOGGED TABLE "catalog_version_bumps" ("txid" bigint PRIMARY KEY);--> statement-breakpoint
-- At commit: the row is locked only from the commit's start to its end (two checkouts taking stock at
-- once do not queue on it for their whole transaction), and no reader sees the new number before the
-- change it stands for.
CREATE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  DELETE FROM catalog_version_bumps WHERE txid = NEW.txid;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "catalog_version_bump" AFTER INSERT ON "catalog_version_bumps" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
-- Per statement, not per row: a seed or an import of 100,000 rows costs one call per statement. The
-- transaction's id in a local setting makes its later statements skip the insert.
CREATE FUNCTION "note_catalog_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('catalog.changed_in', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('catalog.changed_in', txid_current()::text, true);
    INSERT INTO catalog_version_bumps VALUES (txid_current()) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "store_settings_catalog_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "store_settings" FOR EACH STATEMENT EXECUTE FUNCTION "note_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "art_catalog_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "art" FOR EACH STATEMENT EXECUTE FUNCTION "note_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "image_files_catalog_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "image_files" FOR EACH STATEMENT EXECUTE FUNCTION "note_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "products_catalog_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "note_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "product_art_catalog_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_art" FOR EACH STATEMENT EXECUTE FUNCTION "note_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "variants_catalog_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "variants" FOR EACH STATEMENT EXECUTE FUNCTION "note_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "collections_catalog_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "collections" FOR EACH STATEMENT EXECUTE FUNCTION "note_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "pages_catalog_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pages" FOR EACH STATEMENT EXECUTE FUNCTION "note_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "events_catalog_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "events" FOR EACH STATEMENT EXECUTE FUNCTION "note_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "event_products_catalog_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "event_products" FOR EACH STATEMENT EXECUTE FUNCTION "note_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "hero_slides_catalog_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hero_slides" FOR EACH STATEMENT EXECUTE FUNCTION "note_catalog_change"();
--> statement-breakpoint
CREATE TRIGGER "product_redirects_catalog_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_redirects" FOR EACH STATEMENT EXECUTE FUNCTION "note_catalog_change"();
