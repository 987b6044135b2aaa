-- The search's indexes (queries/search.ts): trigram GIN indexes over each language's search text, so
-- `search_vi LIKE '% word%'` reads the index instead of every product (the scan took ~110 ms at
-- 100,000 products); partial on what the storefront shows, as the query says.
CREATE INDEX "products_search_vi_trgm" ON "products" USING gin ("search_vi" gin_trgm_ops) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "products_search_en_trgm" ON "products" USING gin ("search_en" gin_trgm_ops) WHERE status = 'published';--> statement-breakpoint
-- A misspelt word's nearest known words (`ORDER BY word <-> 'dresss'`), one trigram GiST per language.
CREATE INDEX "search_words_vi_trgm" ON "search_words" USING gist ("word" gist_trgm_ops) WHERE lang = 'vi';--> statement-breakpoint
CREATE INDEX "search_words_en_trgm" ON "search_words" USING gist ("word" gist_trgm_ops) WHERE lang = 'en';--> statement-breakpoint
-- Whether a query word starts any known word (`word LIKE 'dre%'`), whatever the database's collation.
CREATE INDEX "search_words_prefix" ON "search_words" ("lang", "word" text_pattern_ops);--> statement-breakpoint
-- Keeps search_words: the words of the search texts a statement wrote (all of them for an insert, only
-- the changed rows' for an update), added once; a statement that changes no search text costs a join.
CREATE FUNCTION "search_words_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_words (lang, word)
    SELECT DISTINCT l.lang, w.word
    FROM new_rows n
    CROSS JOIN LATERAL (VALUES ('vi', n.search_vi), ('en', n.search_en)) AS l(lang, body)
    CROSS JOIN LATERAL regexp_split_to_table(btrim(l.body), ' +') AS w(word)
    WHERE w.word <> ''
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO search_words (lang, word)
    SELECT DISTINCT l.lang, w.word
    FROM new_rows n
    JOIN old_rows o ON o.id = n.id AND (o.search_vi, o.search_en) IS DISTINCT FROM (n.search_vi, n.search_en)
    CROSS JOIN LATERAL (VALUES ('vi', n.search_vi), ('en', n.search_en)) AS l(lang, body)
    CROSS JOIN LATERAL regexp_split_to_table(btrim(l.body), ' +') AS w(word)
    WHERE w.word <> ''
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_words_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();--> statement-breakpoint
CREATE TRIGGER "products_search_words_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();--> statement-breakpoint
INSERT INTO search_words (lang, word)
SELECT DISTINCT l.lang, w.word
FROM products p
CROSS JOIN LATERAL (VALUES ('vi', p.search_vi), ('en', p.search_en)) AS l(lang, body)
CROSS JOIN LATERAL regexp_split_to_table(btrim(l.body), ' +') AS w(word)
WHERE w.word <> ''
ON CONFLICT DO NOTHING;
