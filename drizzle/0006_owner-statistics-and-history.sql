CREATE TABLE "property_daily_views" (
	"property_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "property_daily_views_property_id_day_pk" PRIMARY KEY("property_id","day")
);
--> statement-breakpoint
CREATE TABLE "property_view_visitors" (
	"day" date NOT NULL,
	"property_id" integer NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "property_view_visitors_day_property_id_visitor_pk" PRIMARY KEY("day","property_id","visitor")
);
--> statement-breakpoint
CREATE TABLE "view_day_secrets" (
	"day" date PRIMARY KEY NOT NULL,
	"secret" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_communications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"message" text NOT NULL,
	"document_url" text,
	"document_label" text,
	"posted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_media_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"label" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_visits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"visit_at" timestamp with time zone NOT NULL,
	"type" text NOT NULL,
	"contact" text NOT NULL,
	"subject" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "property_daily_views" ADD CONSTRAINT "property_daily_views_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_communications" ADD CONSTRAINT "owner_communications_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_media_links" ADD CONSTRAINT "property_media_links_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_visits" ADD CONSTRAINT "property_visits_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "owner_communications_property_idx" ON "owner_communications" USING btree ("property_id","posted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "property_media_links_url_idx" ON "property_media_links" USING btree ("property_id","url");--> statement-breakpoint
CREATE INDEX "property_visits_property_idx" ON "property_visits" USING btree ("property_id","visit_at");