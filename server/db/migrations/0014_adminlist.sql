-- The back office's products list (issue 40): a narrow copy of each product, kept by the triggers of
-- the next migration. The sort indexes INCLUDE what the list filters by, which drizzle cannot say
-- (server/db/schema-admin.ts): a filtered or a deep page is then an index-only scan.
CREATE TABLE "admin_product_rows" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"collection_id" integer NOT NULL,
	"name_vi" text NOT NULL,
	"name_en" text NOT NULL,
	"price" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"search_vi" text NOT NULL,
	"search_en" text NOT NULL,
	"stock_total" integer DEFAULT 0 NOT NULL,
	"stock_best" integer DEFAULT 0 NOT NULL,
	"variant_count" integer DEFAULT 0 NOT NULL,
	"skus" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_product_rows" ADD CONSTRAINT "admin_product_rows_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_product_rows_updated_idx" ON "admin_product_rows" USING btree ("updated_at","product_id") INCLUDE ("collection_id","status","stock_best");--> statement-breakpoint
CREATE INDEX "admin_product_rows_created_idx" ON "admin_product_rows" USING btree ("created_at","product_id") INCLUDE ("collection_id","status","stock_best");--> statement-breakpoint
CREATE INDEX "admin_product_rows_name_vi_idx" ON "admin_product_rows" USING btree ("name_vi","product_id") INCLUDE ("collection_id","status","stock_best");--> statement-breakpoint
CREATE INDEX "admin_product_rows_name_en_idx" ON "admin_product_rows" USING btree ("name_en","product_id") INCLUDE ("collection_id","status","stock_best");--> statement-breakpoint
CREATE INDEX "admin_product_rows_price_idx" ON "admin_product_rows" USING btree ("price","product_id") INCLUDE ("collection_id","status","stock_best");--> statement-breakpoint
CREATE INDEX "admin_product_rows_stock_idx" ON "admin_product_rows" USING btree ("stock_total","product_id") INCLUDE ("collection_id","status","stock_best");--> statement-breakpoint
CREATE INDEX "admin_product_rows_best_idx" ON "admin_product_rows" USING btree ("stock_best");--> statement-breakpoint
CREATE INDEX "admin_product_rows_collection_idx" ON "admin_product_rows" USING btree ("collection_id","updated_at");--> statement-breakpoint
CREATE INDEX "admin_product_rows_status_idx" ON "admin_product_rows" USING btree ("status","updated_at");