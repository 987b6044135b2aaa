-- The back office, part 1 (issue 37): staff, their sessions and one-time tokens, the audit log, stock
-- set by hand and the old slugs of renamed products (server/db/schema-admin.ts); products get a status,
-- their Markdown and SEO texts; a picture may be an uploaded original; a product's picture may show one
-- colour; and a variant's price is its own only when it differs from its product's.
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" text,
	"staff_email" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "product_redirects" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text,
	"totp_secret" text,
	"totp_enabled_at" timestamp with time zone,
	"totp_last_step" integer,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_email_unique" UNIQUE("email"),
	CONSTRAINT "staff_role" CHECK ("staff"."role" in ('owner', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"staff_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"staff_id" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "staff_tokens_kind" CHECK ("staff_tokens"."kind" in ('password', 'challenge'))
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"staff_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_reason" CHECK ("stock_movements"."reason" in ('received', 'correction', 'damaged', 'returned', 'import'))
);
--> statement-breakpoint
ALTER TABLE "art" ALTER COLUMN "kind" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "art" ALTER COLUMN "color" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "art" ALTER COLUMN "accent" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "art" ALTER COLUMN "pattern" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "art" ALTER COLUMN "seed" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "variants" ALTER COLUMN "price" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "art" ADD COLUMN "original" "bytea";--> statement-breakpoint
ALTER TABLE "art" ADD COLUMN "mime" text;--> statement-breakpoint
ALTER TABLE "art" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "art" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "art" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "product_art" ADD COLUMN "color" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_md_vi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_md_en" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_title_vi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_title_en" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_description_vi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_description_en" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_redirects" ADD CONSTRAINT "product_redirects_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_tokens" ADD CONSTRAINT "staff_tokens_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "staff_tokens_staff_idx" ON "staff_tokens" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "stock_movements_variant_idx" ON "stock_movements" USING btree ("variant_id","at");--> statement-breakpoint
ALTER TABLE "art" ADD CONSTRAINT "art_one_source" CHECK (("art"."original" is not null) <> ("art"."kind" is not null and "art"."seed" is not null));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status" CHECK ("products"."status" in ('draft', 'published', 'archived'));;--> statement-breakpoint
-- One place for a price: a variant priced as its product sells at the product's price from now on.
UPDATE "variants" v SET "price" = NULL FROM "products" p
WHERE p."id" = v."product_id" AND v."price" = p."price";--> statement-breakpoint
-- The demo's pictures show a colour each: a product of several colours gets each picture tied to the
-- colour it was drawn in, when the product is sold in it.
UPDATE "product_art" pa SET "color" = a."color" FROM "art" a, "products" p
WHERE a."key" = pa."art_key" AND p."id" = pa."product_id"
  AND cardinality(p."colors") > 1 AND a."color" = ANY (p."colors");--> statement-breakpoint
-- Listings read published products only: the covering index keeps just those.
DROP INDEX "products_listing_idx";--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree ("collection_id") INCLUDE ("id", "category", "price", "featured_rank", "sales_count", "created_at", "colors", "sizes", "in_stock") WHERE "status" = 'published';