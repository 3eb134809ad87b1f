CREATE TABLE "payment_batch_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"details" jsonb NOT NULL,
	"paid_on" date,
	"failure_reason" text,
	"invoice_payment_id" uuid,
	"settled_by" uuid,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payment_batch_items_amount_check" CHECK ("payment_batch_items"."amount" > 0),
	CONSTRAINT "payment_batch_items_paid_check" CHECK (("payment_batch_items"."status" = 'paid') = ("payment_batch_items"."paid_on" is not null)),
	CONSTRAINT "payment_batch_items_failed_check" CHECK (("payment_batch_items"."status" = 'failed') = ("payment_batch_items"."failure_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"payment_method_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"issued_until" date NOT NULL,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"exported_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_batches_approved_check" CHECK (("payment_batches"."status" in ('draft', 'cancelled')) or "payment_batches"."approved_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD COLUMN "next_batch_number" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD COLUMN "payment_details_hold_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD COLUMN "batch_second_approver" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_batch_items" ADD CONSTRAINT "payment_batch_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_batch_items" ADD CONSTRAINT "payment_batch_items_batch_id_payment_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payment_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_batch_items" ADD CONSTRAINT "payment_batch_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_batch_items" ADD CONSTRAINT "payment_batch_items_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_batch_items" ADD CONSTRAINT "payment_batch_items_invoice_payment_id_invoice_payments_id_fk" FOREIGN KEY ("invoice_payment_id") REFERENCES "public"."invoice_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_batch_items" ADD CONSTRAINT "payment_batch_items_settled_by_users_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_batches" ADD CONSTRAINT "payment_batches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_batches" ADD CONSTRAINT "payment_batches_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_batches" ADD CONSTRAINT "payment_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_batches" ADD CONSTRAINT "payment_batches_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_batch_items_batch_idx" ON "payment_batch_items" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_batch_items_live_invoice_key" ON "payment_batch_items" USING btree ("invoice_id") WHERE "payment_batch_items"."status" <> 'failed';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_batches_number_key" ON "payment_batches" USING btree ("tenant_id","number");--> statement-breakpoint
CREATE INDEX "payment_batches_tenant_idx" ON "payment_batches" USING btree ("tenant_id","created_at");