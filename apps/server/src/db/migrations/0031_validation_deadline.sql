-- The validation deadline (docs/money.md): an advertiser's and an offer's days to decide a conversion and what
-- happens to one still pending then; the pending index is what the deadline job reads.
ALTER TABLE "offers" ADD COLUMN "validation_days" smallint;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "validation_action" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "validation_days" smallint;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "validation_action" text;--> statement-breakpoint
CREATE INDEX "conversions_pending_idx" ON "conversions" USING btree ("converted_at") WHERE "conversions"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_validation_check" CHECK (("offers"."validation_days" is null and "offers"."validation_action" is null) or ("offers"."validation_days" between 1 and 365 and "offers"."validation_action" in ('approve', 'reject')));--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_validation_check" CHECK (("partners"."validation_days" is null and "partners"."validation_action" is null) or ("partners"."validation_days" between 1 and 365 and "partners"."validation_action" in ('approve', 'reject')));