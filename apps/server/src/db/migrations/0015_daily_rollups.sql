CREATE TABLE "stats_daily_offer" (
	"day" timestamp with time zone NOT NULL,
	"tenant_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"advertiser_id" uuid NOT NULL,
	"event_key" text,
	"currency" text NOT NULL,
	"gross_clicks" bigint DEFAULT 0 NOT NULL,
	"unique_clicks" bigint DEFAULT 0 NOT NULL,
	"duplicate_clicks" bigint DEFAULT 0 NOT NULL,
	"invalid_clicks" bigint DEFAULT 0 NOT NULL,
	"approved_conversions" bigint DEFAULT 0 NOT NULL,
	"pending_conversions" bigint DEFAULT 0 NOT NULL,
	"rejected_conversions" bigint DEFAULT 0 NOT NULL,
	"approved_payout" numeric(14, 2) DEFAULT '0' NOT NULL,
	"approved_revenue" numeric(14, 2) DEFAULT '0' NOT NULL,
	"approved_sale" numeric(14, 2) DEFAULT '0' NOT NULL,
	"pending_payout" numeric(14, 2) DEFAULT '0' NOT NULL,
	"pending_revenue" numeric(14, 2) DEFAULT '0' NOT NULL,
	"pending_sale" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "stats_daily_offer_key" UNIQUE NULLS NOT DISTINCT("tenant_id","day","offer_id","advertiser_id","event_key","currency")
);
--> statement-breakpoint
CREATE TABLE "stats_daily_publisher" (
	"day" timestamp with time zone NOT NULL,
	"tenant_id" uuid NOT NULL,
	"publisher_id" uuid NOT NULL,
	"event_key" text,
	"currency" text NOT NULL,
	"gross_clicks" bigint DEFAULT 0 NOT NULL,
	"unique_clicks" bigint DEFAULT 0 NOT NULL,
	"duplicate_clicks" bigint DEFAULT 0 NOT NULL,
	"invalid_clicks" bigint DEFAULT 0 NOT NULL,
	"approved_conversions" bigint DEFAULT 0 NOT NULL,
	"pending_conversions" bigint DEFAULT 0 NOT NULL,
	"rejected_conversions" bigint DEFAULT 0 NOT NULL,
	"approved_payout" numeric(14, 2) DEFAULT '0' NOT NULL,
	"approved_revenue" numeric(14, 2) DEFAULT '0' NOT NULL,
	"approved_sale" numeric(14, 2) DEFAULT '0' NOT NULL,
	"pending_payout" numeric(14, 2) DEFAULT '0' NOT NULL,
	"pending_revenue" numeric(14, 2) DEFAULT '0' NOT NULL,
	"pending_sale" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "stats_daily_publisher_key" UNIQUE NULLS NOT DISTINCT("tenant_id","day","publisher_id","event_key","currency")
);--> statement-breakpoint
-- Filled from the hourly coarse rollups, which hold the same sums by hour (UTC).
INSERT INTO "stats_daily_offer" ("day", "tenant_id", "offer_id", "advertiser_id", "event_key", "currency", "gross_clicks", "unique_clicks", "duplicate_clicks", "invalid_clicks", "approved_conversions", "pending_conversions", "rejected_conversions", "approved_payout", "approved_revenue", "approved_sale", "pending_payout", "pending_revenue", "pending_sale")
SELECT date_trunc('day', "hour", 'UTC'), "tenant_id", "offer_id", "advertiser_id", "event_key", "currency", sum("gross_clicks"), sum("unique_clicks"), sum("duplicate_clicks"), sum("invalid_clicks"), sum("approved_conversions"), sum("pending_conversions"), sum("rejected_conversions"), sum("approved_payout"), sum("approved_revenue"), sum("approved_sale"), sum("pending_payout"), sum("pending_revenue"), sum("pending_sale")
FROM "stats_hourly_offer" GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
INSERT INTO "stats_daily_publisher" ("day", "tenant_id", "publisher_id", "event_key", "currency", "gross_clicks", "unique_clicks", "duplicate_clicks", "invalid_clicks", "approved_conversions", "pending_conversions", "rejected_conversions", "approved_payout", "approved_revenue", "approved_sale", "pending_payout", "pending_revenue", "pending_sale")
SELECT date_trunc('day', "hour", 'UTC'), "tenant_id", "publisher_id", "event_key", "currency", sum("gross_clicks"), sum("unique_clicks"), sum("duplicate_clicks"), sum("invalid_clicks"), sum("approved_conversions"), sum("pending_conversions"), sum("rejected_conversions"), sum("approved_payout"), sum("approved_revenue"), sum("approved_sale"), sum("pending_payout"), sum("pending_revenue"), sum("pending_sale")
FROM "stats_hourly_publisher" GROUP BY 1, 2, 3, 4, 5;
