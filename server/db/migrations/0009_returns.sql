ALTER TABLE "return_requests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "refusal_reason" text;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "received_by" text;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "restocked" jsonb;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "refund_amount" integer;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "refund_method" text;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "refund_recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "refunded_by" text;