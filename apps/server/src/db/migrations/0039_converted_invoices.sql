-- Converted invoices: an invoice issued in another currency than its partner's keeps the rate, its day and the total in the partner's currency.
ALTER TABLE "invoices" ADD COLUMN "converted_currency" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "converted_rate" numeric(18, 8);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "converted_on" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "converted_total" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD COLUMN "convert_to_partner_currency" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_converted_check" CHECK (("invoices"."converted_currency" is null) = ("invoices"."converted_rate" is null) and ("invoices"."converted_rate" is null) = ("invoices"."converted_on" is null) and ("invoices"."converted_on" is null) = ("invoices"."converted_total" is null));