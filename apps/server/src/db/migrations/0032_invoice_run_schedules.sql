-- Scheduled invoice runs (docs/money.md "Scheduled runs"): per network and kind of partner, when periods end,
-- the generation delay, and the last scheduled period run (a period is run once).
CREATE TABLE "invoice_run_schedules" (
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"schedule" text DEFAULT 'manual' NOT NULL,
	"day" smallint DEFAULT 1 NOT NULL,
	"delay_days" smallint DEFAULT 0 NOT NULL,
	"last_period_end" date,
	"last_run_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_run_schedules_tenant_id_kind_pk" PRIMARY KEY("tenant_id","kind"),
	CONSTRAINT "invoice_run_schedules_day_check" CHECK ("invoice_run_schedules"."day" between 1 and 28),
	CONSTRAINT "invoice_run_schedules_delay_check" CHECK ("invoice_run_schedules"."delay_days" between 0 and 30)
);
--> statement-breakpoint
ALTER TABLE "invoice_run_schedules" ADD CONSTRAINT "invoice_run_schedules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;