-- Banner impressions (docs/tracking.md "Impressions"): one narrow row each, partitioned by day like
-- clicks, and an impressions counter on every rollup table (0 on the rows already there).
CREATE TABLE "impressions" (
	"id" uuid NOT NULL,
	"shown_at" timestamp with time zone NOT NULL,
	"tenant_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"publisher_id" uuid NOT NULL,
	"advertiser_id" uuid NOT NULL,
	"creative_id" uuid NOT NULL,
	"country" text,
	"device_type" text,
	"os" text,
	"browser" text,
	"sub1" text,
	"sub2" text,
	"sub3" text,
	"sub4" text,
	"sub5" text,
	"source" text,
	"currency" text NOT NULL,
	CONSTRAINT "impressions_id_shown_at_pk" PRIMARY KEY("id","shown_at")
) PARTITION BY RANGE ("shown_at");
--> statement-breakpoint
CREATE TABLE "impressions_default" PARTITION OF "impressions" DEFAULT;
--> statement-breakpoint
ALTER TABLE "stats_daily_offer" ADD COLUMN "impressions" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stats_daily_publisher" ADD COLUMN "impressions" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stats_hourly" ADD COLUMN "impressions" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stats_hourly_offer" ADD COLUMN "impressions" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stats_hourly_publisher" ADD COLUMN "impressions" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stats_hourly_sub" ADD COLUMN "impressions" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "impressions_tenant_time_idx" ON "impressions" USING btree ("tenant_id","shown_at");--> statement-breakpoint
-- The day partitions of "impressions", made by the running server as those of "clicks" are
-- (migration 0018, tracking/writer/click-partitions.ts): this function runs as the owner and makes
-- exactly one day's partition, so EXECUTE on it is all a least-privilege role needs.
CREATE OR REPLACE FUNCTION "affnet_ensure_impression_partition"("day" date) RETURNS boolean
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  partition_name text := 'impressions_p' || to_char("day", 'YYYYMMDD');
  low timestamptz := "day"::timestamp AT TIME ZONE 'UTC';
  high timestamptz := ("day" + 1)::timestamp AT TIME ZONE 'UTC';
BEGIN
  IF to_regclass(partition_name) IS NOT NULL THEN
    RETURN false;
  END IF;
  BEGIN
    EXECUTE format('CREATE TABLE %I PARTITION OF impressions FOR VALUES FROM (%L) TO (%L)', partition_name, low, high);
  EXCEPTION
    -- Another process made it at the same moment.
    WHEN duplicate_table OR unique_violation THEN
      RETURN false;
    -- The default partition holds rows of that day: they move into the new partition while
    -- writes and reads of impressions wait (a read planned before the move and run after it
    -- would find neither copy; this happens once, for a database that took rows before the job).
    WHEN check_violation THEN
      LOCK TABLE impressions IN ACCESS EXCLUSIVE MODE;
      EXECUTE format('CREATE TABLE %I (LIKE impressions INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', partition_name);
      EXECUTE format(
        'WITH moved AS (DELETE FROM impressions_default WHERE shown_at >= %L AND shown_at < %L RETURNING *) '
          'INSERT INTO %I SELECT * FROM moved',
        low, high, partition_name);
      EXECUTE format('ALTER TABLE impressions ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', partition_name, low, high);
  END;
  RETURN true;
END
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION "affnet_ensure_impression_partition"(date) FROM PUBLIC;