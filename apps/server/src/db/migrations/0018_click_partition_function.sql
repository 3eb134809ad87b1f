-- The daily partitions of "clicks" are made by the running server (tracking/writer/click-partitions.ts),
-- which need not own the table: PostgreSQL lets only a table's owner add a partition. This function
-- runs as its owner (SECURITY DEFINER) and makes exactly one day's partition, named and bounded from
-- the date alone, so EXECUTE on it is all a least-privilege role needs (docs/ARCHITECTURE.md
-- "A least-privilege database role"). It answers whether it made the partition.
CREATE OR REPLACE FUNCTION "affnet_ensure_click_partition"("day" date) RETURNS boolean
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  partition_name text := 'clicks_p' || to_char("day", 'YYYYMMDD');
  low timestamptz := "day"::timestamp AT TIME ZONE 'UTC';
  high timestamptz := ("day" + 1)::timestamp AT TIME ZONE 'UTC';
BEGIN
  IF to_regclass(partition_name) IS NOT NULL THEN
    RETURN false;
  END IF;
  BEGIN
    EXECUTE format('CREATE TABLE %I PARTITION OF clicks FOR VALUES FROM (%L) TO (%L)', partition_name, low, high);
  EXCEPTION
    -- Another process made it at the same moment.
    WHEN duplicate_table OR unique_violation THEN
      RETURN false;
    -- The default partition holds rows of that day (clicks taken before the partition existed):
    -- they move into the new partition while inserts into clicks wait.
    WHEN check_violation THEN
      LOCK TABLE clicks IN SHARE ROW EXCLUSIVE MODE;
      EXECUTE format('CREATE TABLE %I (LIKE clicks INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', partition_name);
      EXECUTE format(
        'WITH moved AS (DELETE FROM clicks_default WHERE clicked_at >= %L AND clicked_at < %L RETURNING *) '
          'INSERT INTO %I SELECT * FROM moved',
        low, high, partition_name);
      EXECUTE format('ALTER TABLE clicks ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', partition_name, low, high);
  END;
  RETURN true;
END
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION "affnet_ensure_click_partition"(date) FROM PUBLIC;
