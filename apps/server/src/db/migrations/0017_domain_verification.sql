ALTER TABLE "tenant_domains" ADD COLUMN "verification_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_domains" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
-- Domains that exist already routed before verification existed: they stay verified (since they
-- were added), except those no network may have today (addresses in any form, localhost and the
-- names under it), which stay pending and can never verify. The host of PUBLIC_URL is not known
-- here; a network that registered it keeps it until removed (docs/settings.md, "Domains").
UPDATE "tenant_domains" SET "verified_at" = "created_at"
  WHERE NOT ("host" ~ '(^|\.)(0x[0-9a-f]*|[0-9]+)$' OR "host" LIKE '%:%' OR "host" = 'localhost' OR "host" LIKE '%.localhost');--> statement-breakpoint
-- A pending domain carries no links: the default passes to the network's oldest verified tracking domain.
UPDATE "tenant_domains" SET "is_default" = false WHERE "verified_at" IS NULL AND "is_default";--> statement-breakpoint
UPDATE "tenant_domains" SET "is_default" = true WHERE "id" IN (
  SELECT DISTINCT ON ("tenant_id") "id" FROM "tenant_domains" AS "d"
  WHERE "kind" = 'tracking' AND "verified_at" IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM "tenant_domains" AS "x" WHERE "x"."tenant_id" = "d"."tenant_id" AND "x"."is_default")
  ORDER BY "tenant_id", "created_at", "host"
);
