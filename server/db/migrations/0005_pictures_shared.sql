-- Pictures made once and shared (issue 36, docs/decisions/023): the drawn AVIF and WebP files, which
-- every replica serves from its own disk cache and fills from here.
CREATE TABLE "image_files" (
	"name" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
