ALTER TABLE "events" ADD COLUMN "body_md_vi" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "body_md_en" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "body_md_vi" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "body_md_en" text;