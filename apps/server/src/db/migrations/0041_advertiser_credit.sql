-- Advertiser credit control: a credit limit or a prepaid balance per advertiser, its prepayments, and the state the last check found.
CREATE TABLE "advertiser_credit" (
	"advertiser_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"credit_limit" numeric(14, 2),
	"currency" text NOT NULL,
	"warn_percent" integer NOT NULL,
	"at_limit" text NOT NULL,
	"state" text DEFAULT 'ok' NOT NULL,
	"state_since" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advertiser_credit_limit_check" CHECK (("advertiser_credit"."mode" = 'credit_limit') = ("advertiser_credit"."credit_limit" is not null)),
	CONSTRAINT "advertiser_credit_warn_check" CHECK ("advertiser_credit"."warn_percent" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "advertiser_prepayments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"advertiser_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"received_on" date NOT NULL,
	"reference" text,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advertiser_prepayments_amount_check" CHECK ("advertiser_prepayments"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "advertiser_credit" ADD CONSTRAINT "advertiser_credit_advertiser_id_partners_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertiser_credit" ADD CONSTRAINT "advertiser_credit_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertiser_prepayments" ADD CONSTRAINT "advertiser_prepayments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertiser_prepayments" ADD CONSTRAINT "advertiser_prepayments_advertiser_id_partners_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertiser_prepayments" ADD CONSTRAINT "advertiser_prepayments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advertiser_credit_tenant_idx" ON "advertiser_credit" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "advertiser_prepayments_advertiser_idx" ON "advertiser_prepayments" USING btree ("advertiser_id","received_on");