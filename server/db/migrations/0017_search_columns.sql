CREATE TABLE "search_words" (
	"lang" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_lang_word_pk" PRIMARY KEY("lang","word")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_fold_vi" text GENERATED ALWAYS AS (' ' || search_fold(name_vi) || ' ') STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_fold_en" text GENERATED ALWAYS AS (' ' || search_fold(name_en) || ' ') STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_marked_vi" text GENERATED ALWAYS AS (' ' || search_marked(name_vi) || ' ') STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_marked_en" text GENERATED ALWAYS AS (' ' || search_marked(name_en) || ' ') STORED;