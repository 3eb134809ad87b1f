ALTER TABLE "stats_hourly_sub" DROP CONSTRAINT "stats_hourly_sub_key";--> statement-breakpoint
ALTER TABLE "stats_hourly_sub" ADD COLUMN "event_key" text;--> statement-breakpoint
-- The rows written so far summed conversions of every event together: rebuild the rollup from the
-- raw rows with the writers' rules (docs/tracking.md "Rollups"). Non-test rows only; clicks in
-- their UTC hour with a null event; conversions in the hour they converted, under their current
-- status, rejected ones counted without money.
DELETE FROM "stats_hourly_sub";--> statement-breakpoint
INSERT INTO "stats_hourly_sub" ("hour", "tenant_id", "offer_id", "publisher_id", "event_key", "sub1", "sub2",
  "sub3", "sub4", "sub5", "source", "currency", "gross_clicks", "unique_clicks", "invalid_clicks",
  "approved_payout", "approved_revenue")
SELECT date_trunc('hour', "clicked_at", 'UTC'), "tenant_id", "offer_id", "publisher_id", NULL, "sub1", "sub2",
  "sub3", "sub4", "sub5", "source", "currency", count(*), count(*) FILTER (WHERE "is_unique"),
  count(*) FILTER (WHERE "reason" IS NOT NULL), sum("payout"), sum("revenue")
FROM "clicks" WHERE NOT "is_test"
GROUP BY 1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12;--> statement-breakpoint
INSERT INTO "stats_hourly_sub" ("hour", "tenant_id", "offer_id", "publisher_id", "event_key", "sub1", "sub2",
  "sub3", "sub4", "sub5", "source", "currency", "approved_conversions", "pending_conversions",
  "rejected_conversions", "approved_payout", "approved_revenue", "pending_payout", "pending_revenue")
SELECT date_trunc('hour', "converted_at", 'UTC'), "tenant_id", "offer_id", "publisher_id", "event_key", "sub1",
  "sub2", "sub3", "sub4", "sub5", "source", "currency",
  count(*) FILTER (WHERE "status" = 'approved'), count(*) FILTER (WHERE "status" = 'pending'),
  count(*) FILTER (WHERE "status" = 'rejected'),
  coalesce(sum("payout") FILTER (WHERE "status" = 'approved'), 0),
  coalesce(sum("revenue") FILTER (WHERE "status" = 'approved'), 0),
  coalesce(sum("payout") FILTER (WHERE "status" = 'pending'), 0),
  coalesce(sum("revenue") FILTER (WHERE "status" = 'pending'), 0)
FROM "conversions" WHERE NOT "is_test"
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12;--> statement-breakpoint
ALTER TABLE "stats_hourly_sub" ADD CONSTRAINT "stats_hourly_sub_key" UNIQUE NULLS NOT DISTINCT("tenant_id","hour","offer_id","publisher_id","event_key","sub1","sub2","sub3","sub4","sub5","source","currency");
