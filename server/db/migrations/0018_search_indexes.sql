-- The search's own narrow copy of what it reads of each product (queries/search-rank.ts): ranking
-- scans every product that matches a word, and `products` is wide (descriptions, about 3 KB a row at
-- 100,000 products: 300 MB); here a row is about 200 bytes, so `áo` (a third of the catalog) reads
-- 20 MB instead of 300. Kept by the statement triggers below from products' own columns; not in the
-- drizzle schema, since no code writes it.
CREATE TABLE "product_search" (
  "id" integer PRIMARY KEY REFERENCES "products" ("id") ON DELETE CASCADE,
  "published" boolean NOT NULL,
  "featured_rank" integer NOT NULL,
  "search_vi" text NOT NULL,
  "search_en" text NOT NULL,
  "name_fold_vi" text NOT NULL,
  "name_fold_en" text NOT NULL,
  "name_marked_vi" text NOT NULL,
  "name_marked_en" text NOT NULL
);--> statement-breakpoint
-- Trigram GIN indexes over each language's search text, so `search_vi LIKE '% word%'` reads the
-- index instead of every product (the scan took ~110 ms at 100,000 products); partial on what the
-- storefront shows, as the query says.
CREATE INDEX "product_search_vi_trgm" ON "product_search" USING gin ("search_vi" gin_trgm_ops) WHERE published;--> statement-breakpoint
CREATE INDEX "product_search_en_trgm" ON "product_search" USING gin ("search_en" gin_trgm_ops) WHERE published;--> statement-breakpoint
-- A misspelt word's nearest known words (`ORDER BY word <-> 'dresss'`), one trigram GiST per language.
CREATE INDEX "search_words_vi_trgm" ON "search_words" USING gist ("word" gist_trgm_ops) WHERE lang = 'vi';--> statement-breakpoint
CREATE INDEX "search_words_en_trgm" ON "search_words" USING gist ("word" gist_trgm_ops) WHERE lang = 'en';--> statement-breakpoint
-- Whether a query word starts any known word (`word LIKE 'dre%'`), whatever the database's collation.
CREATE INDEX "search_words_prefix" ON "search_words" ("lang", "word" text_pattern_ops);--> statement-breakpoint
-- Keeps product_search and search_words for the given products, from their rows in products: the
-- words of the search texts are added once and never removed.
CREATE FUNCTION "product_search_refresh"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_search
  SELECT id, status = 'published', featured_rank, search_vi, search_en,
    name_fold_vi, name_fold_en, name_marked_vi, name_marked_en
  FROM products WHERE id = any(ids)
  ON CONFLICT (id) DO UPDATE SET published = excluded.published, featured_rank = excluded.featured_rank,
    search_vi = excluded.search_vi, search_en = excluded.search_en,
    name_fold_vi = excluded.name_fold_vi, name_fold_en = excluded.name_fold_en,
    name_marked_vi = excluded.name_marked_vi, name_marked_en = excluded.name_marked_en;
  INSERT INTO search_words (lang, word)
  SELECT DISTINCT l.lang, w.word
  FROM products p
  CROSS JOIN LATERAL (VALUES ('vi', p.search_vi), ('en', p.search_en)) AS l(lang, body)
  CROSS JOIN LATERAL regexp_split_to_table(btrim(l.body), ' +') AS w(word)
  WHERE p.id = any(ids) AND w.word <> ''
  ON CONFLICT DO NOTHING;
$$;--> statement-breakpoint
-- Statement triggers: every row of an insert; of an update, only rows whose status, rank, names or
-- search texts changed (a stock change, which updates products' summary, costs one join).
CREATE FUNCTION "products_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM product_search_refresh(array(SELECT id FROM new_rows));
  ELSE
    PERFORM product_search_refresh(array(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (o.status, o.featured_rank, o.search_vi, o.search_en, o.name_vi, o.name_en)
        IS DISTINCT FROM (n.status, n.featured_rank, n.search_vi, n.search_en, n.name_vi, n.name_en)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_search_sync();--> statement-breakpoint
CREATE TRIGGER "products_search_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_search_sync();--> statement-breakpoint
SELECT product_search_refresh(array(SELECT id FROM products));
