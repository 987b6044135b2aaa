CREATE TABLE "discount_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" text,
	"email" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_uses_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "discount_codes" DROP CONSTRAINT "discount_codes_uses";--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "min_subtotal" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "per_customer" integer;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "first_order_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_uses" ADD CONSTRAINT "discount_uses_code_discount_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."discount_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_uses" ADD CONSTRAINT "discount_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_uses" ADD CONSTRAINT "discount_uses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discount_uses_code_idx" ON "discount_uses" USING btree ("code","at");--> statement-breakpoint
CREATE INDEX "discount_uses_customer_idx" ON "discount_uses" USING btree ("code","customer_id");--> statement-breakpoint
CREATE INDEX "discount_uses_email_idx" ON "discount_uses" USING btree ("code","email");--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree ("email");--> statement-breakpoint
ALTER TABLE "discount_codes" DROP COLUMN "uses";--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_limits" CHECK ("discount_codes"."max_uses" > 0 and "discount_codes"."per_customer" > 0);--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_min_subtotal" CHECK ("discount_codes"."min_subtotal" >= 0);--> statement-breakpoint
-- Written by hand: the uses so far, from the orders that used a code (the dropped counter held only their number).
INSERT INTO "discount_uses" ("code", "order_id", "customer_id", "email", "at")
  SELECT o."discount_code", o."id", o."customer_id", lower(trim(o."email")), o."created_at"
  FROM "orders" o JOIN "discount_codes" d ON d."code" = o."discount_code";
