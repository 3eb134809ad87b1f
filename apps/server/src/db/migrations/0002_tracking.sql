CREATE TABLE "postback_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"postback_id" uuid,
	"publisher_id" uuid NOT NULL,
	"conversion_id" uuid,
	"offer_id" uuid,
	"event_key" text,
	"conversion_status" text NOT NULL,
	"method" text NOT NULL,
	"url" text NOT NULL,
	"body" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"response_status" smallint,
	"response_body" text,
	"error" text,
	"is_test" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publisher_postbacks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"publisher_id" uuid NOT NULL,
	"publisher_kind" text DEFAULT 'publisher' NOT NULL,
	"offer_id" uuid,
	"event_key" text,
	"statuses" text[] DEFAULT '{approved}'::text[] NOT NULL,
	"method" text NOT NULL,
	"url" text NOT NULL,
	"body" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publisher_postbacks_publisher_kind_check" CHECK ("publisher_postbacks"."publisher_kind" = 'publisher')
);
--> statement-breakpoint
CREATE TABLE "advertiser_postback_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"channel" text NOT NULL,
	"method" text NOT NULL,
	"is_https" boolean NOT NULL,
	"ip" "inet",
	"params" jsonb NOT NULL,
	"click_id" text,
	"offer_id" uuid,
	"advertiser_id" uuid,
	"publisher_id" uuid,
	"event_key" text,
	"txn_id" text,
	"result" text NOT NULL,
	"http_status" smallint NOT NULL,
	"conversion_id" uuid
);
--> statement-breakpoint
CREATE TABLE "cap_usage" (
	"tenant_id" uuid NOT NULL,
	"cap_id" uuid NOT NULL,
	"publisher_id" uuid,
	"period_start" timestamp with time zone NOT NULL,
	"used" numeric(16, 2) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cap_usage_key" UNIQUE NULLS NOT DISTINCT("cap_id","publisher_id","period_start")
);
--> statement-breakpoint
CREATE TABLE "clicks" (
	"id" text NOT NULL,
	"clicked_at" timestamp with time zone NOT NULL,
	"tenant_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"offer_ref" integer NOT NULL,
	"publisher_id" uuid NOT NULL,
	"publisher_ref" integer NOT NULL,
	"advertiser_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reason" text,
	"reason_detail" text,
	"is_unique" boolean NOT NULL,
	"is_duplicate" boolean NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"parent_click_id" text,
	"destination_url" text,
	"sub1" text,
	"sub2" text,
	"sub3" text,
	"sub4" text,
	"sub5" text,
	"source" text,
	"aff_click_id" text,
	"country" text,
	"region" text,
	"device_type" text,
	"os" text,
	"browser" text,
	"landing_page_id" uuid,
	"creative_id" uuid,
	"language" text,
	"ip" "inet",
	"is_proxy" boolean DEFAULT false NOT NULL,
	"user_agent" text,
	"referrer" text,
	"payout" numeric(14, 2) DEFAULT '0' NOT NULL,
	"revenue" numeric(14, 2) DEFAULT '0' NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "clicks_id_clicked_at_pk" PRIMARY KEY("id","clicked_at")
) PARTITION BY RANGE ("clicked_at");
--> statement-breakpoint
-- Daily partitions are made ahead by the click writer (tracking/writer/partitions.ts); rows of a
-- day without one land here and stay readable.
CREATE TABLE "clicks_default" PARTITION OF "clicks" DEFAULT;
--> statement-breakpoint
CREATE TABLE "conversion_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"conversion_id" uuid NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"reason" text,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"click_id" text NOT NULL,
	"clicked_at" timestamp with time zone NOT NULL,
	"converted_at" timestamp with time zone NOT NULL,
	"offer_id" uuid NOT NULL,
	"publisher_id" uuid NOT NULL,
	"advertiser_id" uuid NOT NULL,
	"event_id" uuid,
	"event_key" text NOT NULL,
	"status" text NOT NULL,
	"status_reason" text,
	"txn_id" text,
	"dedupe_key" text,
	"sale_amount" numeric(14, 2),
	"payout" numeric(14, 2) DEFAULT '0' NOT NULL,
	"revenue" numeric(14, 2) DEFAULT '0' NOT NULL,
	"currency" text NOT NULL,
	"payout_override_id" uuid,
	"adv_sub1" text,
	"adv_sub2" text,
	"adv_sub3" text,
	"adv_sub4" text,
	"adv_sub5" text,
	"sub1" text,
	"sub2" text,
	"sub3" text,
	"sub4" text,
	"sub5" text,
	"source" text,
	"aff_click_id" text,
	"country" text,
	"region" text,
	"device_type" text,
	"os" text,
	"browser" text,
	"landing_page_id" uuid,
	"creative_id" uuid,
	"ip" "inet",
	"channel" text NOT NULL,
	"postback_ip" "inet",
	"is_test" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "installation_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_hourly" (
	"hour" timestamp with time zone NOT NULL,
	"tenant_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"publisher_id" uuid NOT NULL,
	"advertiser_id" uuid NOT NULL,
	"event_key" text,
	"country" text,
	"device_type" text,
	"os" text,
	"browser" text,
	"landing_page_id" uuid,
	"currency" text NOT NULL,
	"gross_clicks" bigint DEFAULT 0 NOT NULL,
	"unique_clicks" bigint DEFAULT 0 NOT NULL,
	"duplicate_clicks" bigint DEFAULT 0 NOT NULL,
	"invalid_clicks" bigint DEFAULT 0 NOT NULL,
	"approved_conversions" bigint DEFAULT 0 NOT NULL,
	"pending_conversions" bigint DEFAULT 0 NOT NULL,
	"rejected_conversions" bigint DEFAULT 0 NOT NULL,
	"approved_payout" numeric(14, 2) DEFAULT '0' NOT NULL,
	"approved_revenue" numeric(14, 2) DEFAULT '0' NOT NULL,
	"approved_sale" numeric(14, 2) DEFAULT '0' NOT NULL,
	"pending_payout" numeric(14, 2) DEFAULT '0' NOT NULL,
	"pending_revenue" numeric(14, 2) DEFAULT '0' NOT NULL,
	"pending_sale" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "stats_hourly_key" UNIQUE NULLS NOT DISTINCT("tenant_id","hour","offer_id","publisher_id","advertiser_id","event_key","country","device_type","os","browser","landing_page_id","currency")
);
--> statement-breakpoint
CREATE TABLE "stats_hourly_sub" (
	"hour" timestamp with time zone NOT NULL,
	"tenant_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"publisher_id" uuid NOT NULL,
	"sub1" text,
	"sub2" text,
	"sub3" text,
	"sub4" text,
	"sub5" text,
	"source" text,
	"currency" text NOT NULL,
	"gross_clicks" bigint DEFAULT 0 NOT NULL,
	"unique_clicks" bigint DEFAULT 0 NOT NULL,
	"invalid_clicks" bigint DEFAULT 0 NOT NULL,
	"approved_conversions" bigint DEFAULT 0 NOT NULL,
	"pending_conversions" bigint DEFAULT 0 NOT NULL,
	"rejected_conversions" bigint DEFAULT 0 NOT NULL,
	"approved_payout" numeric(14, 2) DEFAULT '0' NOT NULL,
	"approved_revenue" numeric(14, 2) DEFAULT '0' NOT NULL,
	"pending_payout" numeric(14, 2) DEFAULT '0' NOT NULL,
	"pending_revenue" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "stats_hourly_sub_key" UNIQUE NULLS NOT DISTINCT("tenant_id","hour","offer_id","publisher_id","sub1","sub2","sub3","sub4","sub5","source","currency")
);
--> statement-breakpoint
CREATE TABLE "tracking_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracking_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"entity" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_nodes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"hostname" text NOT NULL,
	"pid" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "block_bots" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "blocked_ips" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "duplicate_click_action" text DEFAULT 'allow' NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "duplicate_click_window_hours" smallint DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "attribution_window_days" smallint DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "min_conversion_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "ref" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "partners_ref_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1);--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "postback_secret" text;--> statement-breakpoint
ALTER TABLE "postback_deliveries" ADD CONSTRAINT "postback_deliveries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postback_deliveries" ADD CONSTRAINT "postback_deliveries_postback_id_publisher_postbacks_id_fk" FOREIGN KEY ("postback_id") REFERENCES "public"."publisher_postbacks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postback_deliveries" ADD CONSTRAINT "postback_deliveries_conversion_id_conversions_id_fk" FOREIGN KEY ("conversion_id") REFERENCES "public"."conversions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publisher_postbacks" ADD CONSTRAINT "publisher_postbacks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publisher_postbacks" ADD CONSTRAINT "publisher_postbacks_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publisher_postbacks" ADD CONSTRAINT "publisher_postbacks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publisher_postbacks" ADD CONSTRAINT "publisher_postbacks_publisher_fk" FOREIGN KEY ("publisher_id","publisher_kind") REFERENCES "public"."partners"("id","kind") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertiser_postback_logs" ADD CONSTRAINT "advertiser_postback_logs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cap_usage" ADD CONSTRAINT "cap_usage_cap_id_offer_caps_id_fk" FOREIGN KEY ("cap_id") REFERENCES "public"."offer_caps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion_status_changes" ADD CONSTRAINT "conversion_status_changes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion_status_changes" ADD CONSTRAINT "conversion_status_changes_conversion_id_conversions_id_fk" FOREIGN KEY ("conversion_id") REFERENCES "public"."conversions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion_status_changes" ADD CONSTRAINT "conversion_status_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_event_id_offer_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."offer_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "postback_deliveries_due_idx" ON "postback_deliveries" USING btree ("next_attempt_at") WHERE "postback_deliveries"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "postback_deliveries_tenant_time_idx" ON "postback_deliveries" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "postback_deliveries_publisher_time_idx" ON "postback_deliveries" USING btree ("tenant_id","publisher_id","created_at");--> statement-breakpoint
CREATE INDEX "publisher_postbacks_publisher_idx" ON "publisher_postbacks" USING btree ("tenant_id","publisher_id");--> statement-breakpoint
CREATE INDEX "advertiser_postback_logs_tenant_time_idx" ON "advertiser_postback_logs" USING btree ("tenant_id","received_at");--> statement-breakpoint
CREATE INDEX "advertiser_postback_logs_advertiser_idx" ON "advertiser_postback_logs" USING btree ("tenant_id","advertiser_id","received_at");--> statement-breakpoint
CREATE INDEX "clicks_tenant_time_idx" ON "clicks" USING btree ("tenant_id","clicked_at");--> statement-breakpoint
CREATE INDEX "clicks_tenant_publisher_time_idx" ON "clicks" USING btree ("tenant_id","publisher_id","clicked_at");--> statement-breakpoint
CREATE INDEX "conversion_status_changes_conversion_idx" ON "conversion_status_changes" USING btree ("conversion_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "conversions_dedupe_key" ON "conversions" USING btree ("tenant_id","offer_id","dedupe_key") WHERE "conversions"."dedupe_key" is not null;--> statement-breakpoint
CREATE INDEX "conversions_tenant_time_idx" ON "conversions" USING btree ("tenant_id","converted_at");--> statement-breakpoint
CREATE INDEX "conversions_tenant_publisher_time_idx" ON "conversions" USING btree ("tenant_id","publisher_id","converted_at");--> statement-breakpoint
CREATE INDEX "conversions_click_idx" ON "conversions" USING btree ("tenant_id","click_id");--> statement-breakpoint
CREATE INDEX "stats_hourly_tenant_offer_hour_idx" ON "stats_hourly" USING btree ("tenant_id","offer_id","hour");--> statement-breakpoint
CREATE INDEX "stats_hourly_tenant_publisher_hour_idx" ON "stats_hourly" USING btree ("tenant_id","publisher_id","hour");--> statement-breakpoint
CREATE INDEX "stats_hourly_sub_tenant_publisher_hour_idx" ON "stats_hourly_sub" USING btree ("tenant_id","publisher_id","hour");--> statement-breakpoint
CREATE INDEX "tracking_changes_time_idx" ON "tracking_changes" USING btree ("changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_ref_key" ON "partners" USING btree ("ref");;--> statement-breakpoint
-- The change feed of docs/tracking.md: every change to what the tracking engine keeps in memory
-- adds a row naming the entity, so every process reloads just that within a second.
CREATE FUNCTION "tracking_note_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := to_jsonb(OLD); ELSE changed := to_jsonb(NEW); END IF;
  INSERT INTO "tracking_changes" ("tenant_id", "entity", "entity_id")
  VALUES ((changed ->> TG_ARGV[2])::uuid, TG_ARGV[0], (changed ->> TG_ARGV[1])::uuid);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "tenants_tracking_change" AFTER INSERT OR UPDATE OR DELETE ON "tenants"
  FOR EACH ROW EXECUTE FUNCTION "tracking_note_change"('tenant', 'id', 'id');--> statement-breakpoint
CREATE TRIGGER "tenant_domains_tracking_change" AFTER INSERT OR UPDATE OR DELETE ON "tenant_domains"
  FOR EACH ROW EXECUTE FUNCTION "tracking_note_change"('tenant', 'tenant_id', 'tenant_id');--> statement-breakpoint
CREATE TRIGGER "offers_tracking_change" AFTER INSERT OR UPDATE OR DELETE ON "offers"
  FOR EACH ROW EXECUTE FUNCTION "tracking_note_change"('offer', 'id', 'tenant_id');--> statement-breakpoint
CREATE TRIGGER "offer_events_tracking_change" AFTER INSERT OR UPDATE OR DELETE ON "offer_events"
  FOR EACH ROW EXECUTE FUNCTION "tracking_note_change"('offer', 'offer_id', 'tenant_id');--> statement-breakpoint
CREATE TRIGGER "offer_payout_overrides_tracking_change" AFTER INSERT OR UPDATE OR DELETE ON "offer_payout_overrides"
  FOR EACH ROW EXECUTE FUNCTION "tracking_note_change"('offer', 'offer_id', 'tenant_id');--> statement-breakpoint
CREATE TRIGGER "offer_landing_pages_tracking_change" AFTER INSERT OR UPDATE OR DELETE ON "offer_landing_pages"
  FOR EACH ROW EXECUTE FUNCTION "tracking_note_change"('offer', 'offer_id', 'tenant_id');--> statement-breakpoint
CREATE TRIGGER "offer_caps_tracking_change" AFTER INSERT OR UPDATE OR DELETE ON "offer_caps"
  FOR EACH ROW EXECUTE FUNCTION "tracking_note_change"('offer', 'offer_id', 'tenant_id');--> statement-breakpoint
CREATE TRIGGER "offer_fallbacks_tracking_change" AFTER INSERT OR UPDATE OR DELETE ON "offer_fallbacks"
  FOR EACH ROW EXECUTE FUNCTION "tracking_note_change"('offer', 'offer_id', 'tenant_id');--> statement-breakpoint
CREATE TRIGGER "creatives_tracking_change" AFTER INSERT OR UPDATE OR DELETE ON "creatives"
  FOR EACH ROW EXECUTE FUNCTION "tracking_note_change"('offer', 'offer_id', 'tenant_id');--> statement-breakpoint
CREATE TRIGGER "offer_access_tracking_change" AFTER INSERT OR UPDATE OR DELETE ON "offer_access"
  FOR EACH ROW EXECUTE FUNCTION "tracking_note_change"('access', 'offer_id', 'tenant_id');--> statement-breakpoint
CREATE TRIGGER "partners_tracking_change" AFTER INSERT OR UPDATE OR DELETE ON "partners"
  FOR EACH ROW EXECUTE FUNCTION "tracking_note_change"('partner', 'id', 'tenant_id');--> statement-breakpoint
CREATE TRIGGER "users_tracking_change" AFTER INSERT OR DELETE OR UPDATE OF "status", "role" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "tracking_note_change"('user', 'id', 'tenant_id');
