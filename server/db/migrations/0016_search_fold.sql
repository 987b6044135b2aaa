-- Search that a shopper trusts (issue 40, docs/decisions/033): PostgreSQL's own unaccent and pg_trgm,
-- which the embedded server ships and Debian's `postgresql` package includes (postgresql-contrib).
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;--> statement-breakpoint
-- Folds text as contract/search-text.ts does: no marks, lower case, anything but letters and digits a
-- space. unaccent() is only STABLE (it reads its dictionary by search_path); naming the dictionary makes
-- this wrapper IMMUTABLE, so generated columns and indexes may use it. The stock rules already map
-- đ/Đ to d/D; the translate() keeps that true under a rules file that would not.
CREATE OR REPLACE FUNCTION public.search_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT btrim(regexp_replace(lower(translate(public.unaccent('public.unaccent'::regdictionary, $1), 'đĐ', 'dd')), '[^[:alnum:]]+', ' ', 'g')) $$;--> statement-breakpoint
-- The same words with their marks kept (lower case, punctuation a space): `đầm` ranks đầm above dam.
CREATE OR REPLACE FUNCTION public.search_marked(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT btrim(regexp_replace(lower($1), '[^[:alnum:]]+', ' ', 'g')) $$;
