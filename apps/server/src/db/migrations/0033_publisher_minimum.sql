-- A publisher's own minimum payout, in their currency, read beside their payout method's when an invoice is issued.
ALTER TABLE "partners" ADD COLUMN "minimum_payout" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_minimum_payout_check" CHECK ("partners"."minimum_payout" >= 0);