CREATE TABLE "shop_origin" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"origin" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_origin_one_row" CHECK ("shop_origin"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "html" text DEFAULT '' NOT NULL;