CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"sha256" text NOT NULL,
	"original_name" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creatives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"downloadable" boolean DEFAULT true NOT NULL,
	"landing_page_id" uuid,
	"file_id" uuid,
	"width" integer,
	"height" integer,
	"link_text" text,
	"html" text,
	"email_subject" text,
	"email_from_name" text,
	"email_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creatives_banner_file_check" CHECK ("creatives"."type" <> 'banner' or "creatives"."file_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "offer_access" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"publisher_id" uuid NOT NULL,
	"publisher_kind" text DEFAULT 'publisher' NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"requested_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_access_publisher_kind_check" CHECK ("offer_access"."publisher_kind" = 'publisher')
);
--> statement-breakpoint
CREATE TABLE "offer_caps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"metric" text NOT NULL,
	"period" text NOT NULL,
	"timezone" text NOT NULL,
	"scope" text NOT NULL,
	"publisher_id" uuid,
	"publisher_kind" text DEFAULT 'publisher' NOT NULL,
	"event_id" uuid,
	"limit_value" numeric(14, 2) NOT NULL,
	"action" text NOT NULL,
	"alert_percent" smallint,
	"visible_to_publishers" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_caps_publisher_kind_check" CHECK ("offer_caps"."publisher_kind" = 'publisher'),
	CONSTRAINT "offer_caps_scope_publisher_check" CHECK (("offer_caps"."scope" = 'publisher') = ("offer_caps"."publisher_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "offer_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_category_links" (
	"offer_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "offer_category_links_offer_id_category_id_pk" PRIMARY KEY("offer_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "offer_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"is_base" boolean DEFAULT false NOT NULL,
	"allow_duplicates" boolean DEFAULT false NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"default_status" text,
	"position" integer NOT NULL,
	"payout_type" text DEFAULT 'cpa' NOT NULL,
	"payout_amount" numeric(14, 2),
	"payout_percent" numeric(5, 2),
	"revenue_type" text DEFAULT 'cpa' NOT NULL,
	"revenue_amount" numeric(14, 2),
	"revenue_percent" numeric(5, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_fallbacks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"url" text,
	"target_offer_id" uuid,
	"weight" smallint NOT NULL,
	"reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_fallbacks_target_check" CHECK (("offer_fallbacks"."kind" = 'url' and "offer_fallbacks"."url" is not null) or ("offer_fallbacks"."kind" = 'offer' and "offer_fallbacks"."target_offer_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "offer_landing_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"preview_url" text,
	"status" text NOT NULL,
	"weight" smallint NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_payout_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"publisher_id" uuid NOT NULL,
	"publisher_kind" text DEFAULT 'publisher' NOT NULL,
	"country" text,
	"payout_type" text NOT NULL,
	"payout_amount" numeric(14, 2),
	"payout_percent" numeric(5, 2),
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_payout_overrides_publisher_kind_check" CHECK ("offer_payout_overrides"."publisher_kind" = 'publisher')
);
--> statement-breakpoint
CREATE TABLE "offer_scheduled_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"status" text,
	"event_id" uuid,
	"payout_type" text,
	"payout_amount" numeric(14, 2),
	"payout_percent" numeric(5, 2),
	"revenue_type" text,
	"revenue_amount" numeric(14, 2),
	"revenue_percent" numeric(5, 2),
	"state" text DEFAULT 'pending' NOT NULL,
	"applied_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ref" integer GENERATED ALWAYS AS IDENTITY (sequence name "offers_ref_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"advertiser_id" uuid NOT NULL,
	"advertiser_kind" text DEFAULT 'advertiser' NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"destination_url" text NOT NULL,
	"preview_url" text,
	"description_html" text,
	"restrictions" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text,
	"redirect_mode" text NOT NULL,
	"require_https" boolean DEFAULT false NOT NULL,
	"default_conversion_status" text NOT NULL,
	"thumbnail_file_id" uuid,
	"deep_links_enabled" boolean DEFAULT false NOT NULL,
	"deep_link_domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"targeting" jsonb NOT NULL,
	"timezone" text NOT NULL,
	"live_from" timestamp with time zone,
	"live_until" timestamp with time zone,
	"day_parting_enabled" boolean DEFAULT false NOT NULL,
	"day_parting_hours" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"fallback_strategy" text NOT NULL,
	"visibility" text NOT NULL,
	"approval_questions" text[] DEFAULT '{}'::text[] NOT NULL,
	"terms" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_advertiser_kind_check" CHECK ("offers"."advertiser_kind" = 'advertiser')
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creatives" ADD CONSTRAINT "creatives_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creatives" ADD CONSTRAINT "creatives_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creatives" ADD CONSTRAINT "creatives_landing_page_id_offer_landing_pages_id_fk" FOREIGN KEY ("landing_page_id") REFERENCES "public"."offer_landing_pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creatives" ADD CONSTRAINT "creatives_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_access" ADD CONSTRAINT "offer_access_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_access" ADD CONSTRAINT "offer_access_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_access" ADD CONSTRAINT "offer_access_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_access" ADD CONSTRAINT "offer_access_publisher_fk" FOREIGN KEY ("publisher_id","publisher_kind") REFERENCES "public"."partners"("id","kind") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_caps" ADD CONSTRAINT "offer_caps_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_caps" ADD CONSTRAINT "offer_caps_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_caps" ADD CONSTRAINT "offer_caps_event_id_offer_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."offer_events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_caps" ADD CONSTRAINT "offer_caps_publisher_fk" FOREIGN KEY ("publisher_id","publisher_kind") REFERENCES "public"."partners"("id","kind") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_categories" ADD CONSTRAINT "offer_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_category_links" ADD CONSTRAINT "offer_category_links_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_category_links" ADD CONSTRAINT "offer_category_links_category_id_offer_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."offer_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_events" ADD CONSTRAINT "offer_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_events" ADD CONSTRAINT "offer_events_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_fallbacks" ADD CONSTRAINT "offer_fallbacks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_fallbacks" ADD CONSTRAINT "offer_fallbacks_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_fallbacks" ADD CONSTRAINT "offer_fallbacks_target_offer_id_offers_id_fk" FOREIGN KEY ("target_offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_landing_pages" ADD CONSTRAINT "offer_landing_pages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_landing_pages" ADD CONSTRAINT "offer_landing_pages_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_payout_overrides" ADD CONSTRAINT "offer_payout_overrides_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_payout_overrides" ADD CONSTRAINT "offer_payout_overrides_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_payout_overrides" ADD CONSTRAINT "offer_payout_overrides_event_id_offer_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."offer_events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_payout_overrides" ADD CONSTRAINT "offer_payout_overrides_publisher_fk" FOREIGN KEY ("publisher_id","publisher_kind") REFERENCES "public"."partners"("id","kind") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_scheduled_changes" ADD CONSTRAINT "offer_scheduled_changes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_scheduled_changes" ADD CONSTRAINT "offer_scheduled_changes_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_scheduled_changes" ADD CONSTRAINT "offer_scheduled_changes_event_id_offer_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."offer_events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_thumbnail_file_id_files_id_fk" FOREIGN KEY ("thumbnail_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_advertiser_fk" FOREIGN KEY ("advertiser_id","advertiser_kind") REFERENCES "public"."partners"("id","kind") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_tenant_idx" ON "files" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "creatives_tenant_created_idx" ON "creatives" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "creatives_offer_idx" ON "creatives" USING btree ("offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_access_offer_publisher_key" ON "offer_access" USING btree ("offer_id","publisher_id");--> statement-breakpoint
CREATE INDEX "offer_access_tenant_status_idx" ON "offer_access" USING btree ("tenant_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "offer_access_publisher_idx" ON "offer_access" USING btree ("publisher_id");--> statement-breakpoint
CREATE INDEX "offer_caps_offer_idx" ON "offer_caps" USING btree ("offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_categories_tenant_name_key" ON "offer_categories" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "offer_category_links_category_idx" ON "offer_category_links" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_events_offer_key_key" ON "offer_events" USING btree ("offer_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_events_one_base_key" ON "offer_events" USING btree ("offer_id") WHERE "offer_events"."is_base";--> statement-breakpoint
CREATE INDEX "offer_fallbacks_offer_idx" ON "offer_fallbacks" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "offer_landing_pages_offer_idx" ON "offer_landing_pages" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "offer_payout_overrides_offer_idx" ON "offer_payout_overrides" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "offer_payout_overrides_publisher_idx" ON "offer_payout_overrides" USING btree ("publisher_id");--> statement-breakpoint
CREATE INDEX "offer_scheduled_changes_offer_idx" ON "offer_scheduled_changes" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "offer_scheduled_changes_due_idx" ON "offer_scheduled_changes" USING btree ("run_at") WHERE "offer_scheduled_changes"."state" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "offers_ref_key" ON "offers" USING btree ("ref");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_tenant_id_key" ON "offers" USING btree ("tenant_id","id");--> statement-breakpoint
CREATE INDEX "offers_tenant_status_created_idx" ON "offers" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "offers_tenant_advertiser_idx" ON "offers" USING btree ("tenant_id","advertiser_id");