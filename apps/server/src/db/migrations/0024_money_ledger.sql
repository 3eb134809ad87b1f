-- The money ledger's first slice (docs/money.md): invoices and their lines, the basis date of
-- billing (conversions.approved_at, backfilled from the status history), the hold days of offers
-- and publishers, and the stamp a billed conversion carries (conversions.publisher_invoice_id).
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"offer_id" uuid,
	"event_key" text,
	"quantity" integer DEFAULT 0 NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"currency" text NOT NULL,
	"memo" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_lines_quantity_check" CHECK ("invoice_lines"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"partner_kind" text NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"number" text,
	"subtotal" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_period_check" CHECK ("invoices"."period_start" < "invoices"."period_end"),
	CONSTRAINT "invoices_number_check" CHECK (("invoices"."status" = 'draft') = ("invoices"."number" is null))
);
--> statement-breakpoint
ALTER TABLE "conversions" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
-- An approved conversion became approved at its latest change to approved, else when it was recorded.
UPDATE "conversions" SET "approved_at" = coalesce(
	(SELECT max("changed_at") FROM "conversion_status_changes"
		WHERE "conversion_status_changes"."conversion_id" = "conversions"."id"
			AND "conversion_status_changes"."to_status" = 'approved'),
	"conversions"."created_at")
WHERE "status" = 'approved';--> statement-breakpoint
ALTER TABLE "conversions" ADD COLUMN "publisher_invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "hold_days" smallint;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "hold_days" smallint;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_partner_fk" FOREIGN KEY ("partner_id","partner_kind") REFERENCES "public"."partners"("id","kind") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_draft_key" ON "invoices" USING btree ("tenant_id","partner_id","partner_kind","currency") WHERE "invoices"."status" = 'draft';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("tenant_id","number") WHERE "invoices"."number" is not null;--> statement-breakpoint
CREATE INDEX "invoices_tenant_status_idx" ON "invoices" USING btree ("tenant_id","partner_kind","status","created_at");--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_publisher_invoice_id_invoices_id_fk" FOREIGN KEY ("publisher_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversions_unbilled_publisher_idx" ON "conversions" USING btree ("tenant_id","approved_at") WHERE "conversions"."status" = 'approved' and not "conversions"."is_test" and "conversions"."publisher_invoice_id" is null;--> statement-breakpoint
CREATE INDEX "conversions_publisher_invoice_idx" ON "conversions" USING btree ("publisher_invoice_id") WHERE "conversions"."publisher_invoice_id" is not null;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_hold_days_check" CHECK ("offers"."hold_days" between 0 and 90);--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_hold_days_check" CHECK ("partners"."hold_days" between 0 and 90);