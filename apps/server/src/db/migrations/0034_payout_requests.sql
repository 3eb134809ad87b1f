-- Payout requests: a publisher may ask for its payout once its balance reaches the minimum, when the network lets it; the drafts it asked for carry when.
ALTER TABLE "invoices" ADD COLUMN "requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice_run_schedules" ADD COLUMN "payout_requests" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_run_schedules" ADD CONSTRAINT "invoice_run_schedules_requests_check" CHECK ("invoice_run_schedules"."kind" = 'publisher' or not "invoice_run_schedules"."payout_requests");