CREATE TABLE "art" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"color" text NOT NULL,
	"accent" text NOT NULL,
	"pattern" text NOT NULL,
	"seed" integer NOT NULL,
	"alt_vi" text NOT NULL,
	"alt_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"parent_slug" text,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"description_vi" text NOT NULL,
	"description_en" text NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"art_key" text,
	"search_vi" text NOT NULL,
	"search_en" text NOT NULL,
	CONSTRAINT "collections_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "event_products" (
	"event_slug" text NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "event_products_event_slug_product_id_pk" PRIMARY KEY("event_slug","product_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"slug" text PRIMARY KEY NOT NULL,
	"title_vi" text NOT NULL,
	"title_en" text NOT NULL,
	"location_vi" text NOT NULL,
	"location_en" text NOT NULL,
	"body_vi" text NOT NULL,
	"body_en" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"art_key" text
);
--> statement-breakpoint
CREATE TABLE "hero_slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"title_vi" text NOT NULL,
	"title_en" text NOT NULL,
	"subtitle_vi" text NOT NULL,
	"subtitle_en" text NOT NULL,
	"href" text NOT NULL,
	"art_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"title_vi" text NOT NULL,
	"title_en" text NOT NULL,
	"body_vi" text NOT NULL,
	"body_en" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_art" (
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"art_key" text NOT NULL,
	CONSTRAINT "product_art_product_id_position_pk" PRIMARY KEY("product_id","position")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"collection_id" integer NOT NULL,
	"category" text NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"description_vi" text NOT NULL,
	"description_en" text NOT NULL,
	"price" integer NOT NULL,
	"compare_at_price" integer,
	"size_guide" jsonb,
	"featured_rank" integer DEFAULT 0 NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vi" text NOT NULL,
	"search_en" text NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "store_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"color" text NOT NULL,
	"size" text NOT NULL,
	"price" integer NOT NULL,
	"stock" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "variants_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_art_key_art_key_fk" FOREIGN KEY ("art_key") REFERENCES "public"."art"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_products" ADD CONSTRAINT "event_products_event_slug_events_slug_fk" FOREIGN KEY ("event_slug") REFERENCES "public"."events"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_products" ADD CONSTRAINT "event_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_art_key_art_key_fk" FOREIGN KEY ("art_key") REFERENCES "public"."art"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hero_slides" ADD CONSTRAINT "hero_slides_art_key_art_key_fk" FOREIGN KEY ("art_key") REFERENCES "public"."art"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_art" ADD CONSTRAINT "product_art_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_art" ADD CONSTRAINT "product_art_art_key_art_key_fk" FOREIGN KEY ("art_key") REFERENCES "public"."art"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_collection_idx" ON "products" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category");--> statement-breakpoint
CREATE INDEX "variants_product_idx" ON "variants" USING btree ("product_id");