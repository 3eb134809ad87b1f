-- FX snapshots on conversions (docs/money.md "Currency"): the rate to the network's default currency in force when each was recorded.
ALTER TABLE "conversions" ADD COLUMN "fx_base" text;--> statement-breakpoint
ALTER TABLE "conversions" ADD COLUMN "fx_rate" numeric(18, 8);--> statement-breakpoint
-- Conversions recorded before snapshots take the rate the network has now for their day.
UPDATE "conversions" AS c SET
  "fx_base" = t."default_currency",
  "fx_rate" = CASE WHEN c."currency" = t."default_currency" THEN 1 ELSE (
    SELECT r."rate" FROM "exchange_rates" AS r
    WHERE r."tenant_id" = c."tenant_id" AND r."currency" = c."currency"
      AND r."effective_from" <= (c."converted_at" AT TIME ZONE t."timezone")::date
    ORDER BY r."effective_from" DESC LIMIT 1) END
FROM "tenants" AS t WHERE t."id" = c."tenant_id";--> statement-breakpoint
-- The click engine keeps each network's rates in memory: a new or changed rate reloads its network.
CREATE TRIGGER "exchange_rates_tracking_change" AFTER INSERT OR UPDATE OR DELETE ON "exchange_rates"
  FOR EACH ROW EXECUTE FUNCTION "tracking_note_change"('tenant', 'tenant_id', 'tenant_id');
