CREATE TABLE "alert_deliveries" (
	"alert_id" uuid NOT NULL,
	"property_id" integer NOT NULL,
	"price" integer,
	"status" text NOT NULL,
	"mailed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "alert_deliveries_alert_id_property_id_pk" PRIMARY KEY("alert_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "alert_matches" (
	"alert_id" uuid NOT NULL,
	"property_id" integer NOT NULL,
	"matched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "alert_matches_alert_id_property_id_pk" PRIMARY KEY("alert_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "property_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"kind" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_run_at" timestamp with time zone,
	"runs" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_alerts" ADD COLUMN "town_keys" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "search_alerts" ADD COLUMN "frequency" text DEFAULT 'instant' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_alerts" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "search_alerts" ADD COLUMN "last_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_alert_id_search_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."search_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_alert_id_search_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."search_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_deliveries_property_idx" ON "alert_deliveries" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "property_changes_property_idx" ON "property_changes" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "search_alerts_active_idx" ON "search_alerts" USING btree ("confirmed_at") WHERE "search_alerts"."confirmed_at" IS NOT NULL AND "search_alerts"."unsubscribed_at" IS NULL AND "search_alerts"."paused_at" IS NULL;--> statement-breakpoint
CREATE INDEX "search_alerts_zips_idx" ON "search_alerts" USING gin ("zips" jsonb_path_ops) WHERE "search_alerts"."confirmed_at" IS NOT NULL AND "search_alerts"."unsubscribed_at" IS NULL AND "search_alerts"."paused_at" IS NULL;--> statement-breakpoint
CREATE INDEX "search_alerts_town_keys_idx" ON "search_alerts" USING gin ("town_keys" jsonb_path_ops) WHERE "search_alerts"."confirmed_at" IS NOT NULL AND "search_alerts"."unsubscribed_at" IS NULL AND "search_alerts"."paused_at" IS NULL;--> statement-breakpoint
UPDATE "search_alerts" SET "town_keys" = (
  SELECT coalesce(jsonb_agg(lower(unaccent(town))), '[]'::jsonb) FROM jsonb_array_elements_text("towns") AS town
);--> statement-breakpoint
-- Every writer of listings (the demo seed, the import API, a manual fix) goes through this trigger, so
-- search alerts see every new listing, price change and status change. Nothing is recorded while no alert
-- could be mailed (seeding an empty site queues nothing); the app's matching job consumes the rows.
CREATE OR REPLACE FUNCTION record_property_change() RETURNS trigger AS $$
DECLARE
  change_kind text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    change_kind := 'created';
  ELSIF NEW.status IS DISTINCT FROM OLD.status THEN
    change_kind := 'status_changed';
  ELSIF NEW.price IS DISTINCT FROM OLD.price THEN
    change_kind := 'price_changed';
  ELSE
    RETURN NULL;
  END IF;
  IF EXISTS (
    SELECT 1 FROM search_alerts
    WHERE confirmed_at IS NOT NULL AND unsubscribed_at IS NULL AND paused_at IS NULL
  ) THEN
    INSERT INTO property_changes (property_id, kind) VALUES (NEW.id, change_kind);
    PERFORM pg_notify('property_changed', NEW.id::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER properties_record_change AFTER INSERT OR UPDATE OF price, status ON properties
  FOR EACH ROW EXECUTE FUNCTION record_property_change();
