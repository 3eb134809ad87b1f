-- Withholding: a tax rate may be taken off the invoice (income tax the payer keeps back) instead of added; it stays under the EU reverse charge. Invoice taxes keep the kind they were made with.
ALTER TABLE "invoice_taxes" ADD COLUMN "kind" text DEFAULT 'tax' NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD COLUMN "kind" text DEFAULT 'tax' NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_kind_check" CHECK ("tax_rates"."kind" in ('tax', 'withholding'));