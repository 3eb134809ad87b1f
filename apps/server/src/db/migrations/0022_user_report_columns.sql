CREATE TABLE "user_report_columns" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"report_table" text NOT NULL,
	"hidden" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_report_columns_user_id_report_table_pk" PRIMARY KEY("user_id","report_table")
);
--> statement-breakpoint
ALTER TABLE "user_report_columns" ADD CONSTRAINT "user_report_columns_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_report_columns" ADD CONSTRAINT "user_report_columns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;