ALTER TABLE "offers" ADD COLUMN "conversion_intake" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "browser_sale_amount_max" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "conversion_intake" text DEFAULT 'server_only' NOT NULL;--> statement-breakpoint
ALTER TABLE "advertiser_postback_logs" ADD COLUMN "repeats" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Networks that exist already took pixels before this migration: they keep taking them (under the
-- new browser rules, docs/tracking.md "What a browser may do"); new networks start server-only.
UPDATE "tenants" SET "conversion_intake" = 'server_and_browser';
