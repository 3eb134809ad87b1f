ALTER TABLE "stats_hourly" DROP CONSTRAINT "stats_hourly_key";--> statement-breakpoint
ALTER TABLE "stats_hourly" ADD COLUMN "creative_id" uuid;--> statement-breakpoint
-- The rows written so far summed every creative together: rebuild the rollup from the raw rows
-- with the writers' rules (docs/tracking.md "Rollups"). Non-test rows only; clicks in their UTC
-- hour with a null event; conversions (which carry their click's creative) in the hour they
-- converted, under their current status, rejected ones counted without money.
DELETE FROM "stats_hourly";--> statement-breakpoint
INSERT INTO "stats_hourly" ("hour", "tenant_id", "offer_id", "publisher_id", "advertiser_id", "event_key",
  "country", "device_type", "os", "browser", "landing_page_id", "creative_id", "currency", "gross_clicks",
  "unique_clicks", "duplicate_clicks", "invalid_clicks", "approved_payout", "approved_revenue")
SELECT date_trunc('hour', "clicked_at", 'UTC'), "tenant_id", "offer_id", "publisher_id", "advertiser_id", NULL,
  "country", "device_type", "os", "browser", "landing_page_id", "creative_id", "currency", count(*),
  count(*) FILTER (WHERE "is_unique"), count(*) FILTER (WHERE "is_duplicate"),
  count(*) FILTER (WHERE "reason" IS NOT NULL), sum("payout"), sum("revenue")
FROM "clicks" WHERE NOT "is_test"
GROUP BY 1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13;--> statement-breakpoint
INSERT INTO "stats_hourly" ("hour", "tenant_id", "offer_id", "publisher_id", "advertiser_id", "event_key",
  "country", "device_type", "os", "browser", "landing_page_id", "creative_id", "currency",
  "approved_conversions", "pending_conversions", "rejected_conversions", "approved_payout", "approved_revenue",
  "approved_sale", "pending_payout", "pending_revenue", "pending_sale")
SELECT date_trunc('hour', "converted_at", 'UTC'), "tenant_id", "offer_id", "publisher_id", "advertiser_id",
  "event_key", "country", "device_type", "os", "browser", "landing_page_id", "creative_id", "currency",
  count(*) FILTER (WHERE "status" = 'approved'), count(*) FILTER (WHERE "status" = 'pending'),
  count(*) FILTER (WHERE "status" = 'rejected'),
  coalesce(sum("payout") FILTER (WHERE "status" = 'approved'), 0),
  coalesce(sum("revenue") FILTER (WHERE "status" = 'approved'), 0),
  coalesce(sum("sale_amount") FILTER (WHERE "status" = 'approved'), 0),
  coalesce(sum("payout") FILTER (WHERE "status" = 'pending'), 0),
  coalesce(sum("revenue") FILTER (WHERE "status" = 'pending'), 0),
  coalesce(sum("sale_amount") FILTER (WHERE "status" = 'pending'), 0)
FROM "conversions" WHERE NOT "is_test"
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13;--> statement-breakpoint
ALTER TABLE "stats_hourly" ADD CONSTRAINT "stats_hourly_key" UNIQUE NULLS NOT DISTINCT("tenant_id","hour","offer_id","publisher_id","advertiser_id","event_key","country","device_type","os","browser","landing_page_id","creative_id","currency");
