CREATE TABLE "tenant_company" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"postal_code" text,
	"region" text,
	"country" text NOT NULL,
	"tax_number" text,
	"registration_number" text,
	"bank_name" text,
	"bank_account_holder" text,
	"bank_account" text,
	"bank_bic" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_partner_settings" (
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"default_account_manager_id" uuid,
	"payment_terms_days" integer DEFAULT 30 NOT NULL,
	"welcome_message" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_partner_settings_tenant_id_kind_pk" PRIMARY KEY("tenant_id","kind"),
	CONSTRAINT "tenant_partner_settings_terms_check" CHECK ("tenant_partner_settings"."payment_terms_days" > 0)
);
--> statement-breakpoint
ALTER TABLE "tenant_domains" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_company" ADD CONSTRAINT "tenant_company_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_partner_settings" ADD CONSTRAINT "tenant_partner_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_partner_settings" ADD CONSTRAINT "tenant_partner_settings_default_account_manager_id_users_id_fk" FOREIGN KEY ("default_account_manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_domains_single_default_key" ON "tenant_domains" USING btree ("tenant_id") WHERE "tenant_domains"."is_default";--> statement-breakpoint
-- Each network's oldest tracking domain becomes its default (tracking links use it).
UPDATE "tenant_domains" SET "is_default" = true WHERE "id" IN (SELECT DISTINCT ON ("tenant_id") "id" FROM "tenant_domains" WHERE "kind" = 'tracking' ORDER BY "tenant_id", "created_at", "host");
