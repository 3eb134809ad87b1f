CREATE TABLE "advertiser_billing" (
	"partner_id" uuid PRIMARY KEY NOT NULL,
	"partner_kind" text DEFAULT 'advertiser' NOT NULL,
	"tenant_id" uuid NOT NULL,
	"legal_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"invoice_email" text NOT NULL,
	"phone" text,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"postal_code" text,
	"region" text,
	"country" text NOT NULL,
	"payment_method_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advertiser_billing_partner_kind_check" CHECK ("advertiser_billing"."partner_kind" = 'advertiser')
);
--> statement-breakpoint
ALTER TABLE "advertiser_billing" ADD CONSTRAINT "advertiser_billing_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertiser_billing" ADD CONSTRAINT "advertiser_billing_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertiser_billing" ADD CONSTRAINT "advertiser_billing_partner_fk" FOREIGN KEY ("partner_id","partner_kind") REFERENCES "public"."partners"("id","kind") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advertiser_billing_tenant_idx" ON "advertiser_billing" USING btree ("tenant_id");--> statement-breakpoint
-- Advertisers chose a method and filled in payout details on the publishers' form, which is no
-- longer theirs: their setting/payment is now advertiser_billing, filled in by the advertiser. The
-- payout details they had typed are dropped (partner_payment_changes keeps the history).
DELETE FROM "partner_payment_details" WHERE "partner_id" IN (SELECT "id" FROM "partners" WHERE "kind" = 'advertiser');
