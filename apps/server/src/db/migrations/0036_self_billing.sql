-- Self-billing: when a publisher accepted the network's self-billing agreement, and whether the network issues a publisher's invoices only after it.
ALTER TABLE "invoice_settings" ADD COLUMN "self_billing_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "self_billing_accepted_at" timestamp with time zone;