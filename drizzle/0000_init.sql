CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category" text,
	"sub_category" text,
	"title" jsonb NOT NULL,
	"body_html" jsonb NOT NULL,
	"image_key" text,
	"status" text NOT NULL,
	"sort" smallint NOT NULL,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "footer_columns" (
	"id" integer PRIMARY KEY NOT NULL,
	"sort" smallint NOT NULL,
	"title" jsonb NOT NULL,
	"intro_text" jsonb NOT NULL,
	"full_text" jsonb NOT NULL,
	"image_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"col" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "header_links" (
	"id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"sort" smallint NOT NULL,
	"icon" text NOT NULL,
	"label" jsonb NOT NULL,
	"link" jsonb NOT NULL,
	"color" text
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"code" text PRIMARY KEY NOT NULL,
	"use" boolean NOT NULL,
	"sort" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"path" text NOT NULL,
	"status" text NOT NULL,
	"sort" smallint NOT NULL,
	"is_home" boolean DEFAULT false NOT NULL,
	"title" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"status" text NOT NULL,
	"sort" smallint NOT NULL,
	"title" jsonb NOT NULL,
	"metadata" jsonb NOT NULL,
	"modules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modify_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_name_unique" UNIQUE("name"),
	CONSTRAINT "pages_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" smallint PRIMARY KEY NOT NULL,
	"default_language" text NOT NULL,
	"logo_image_key" text NOT NULL,
	"banner" jsonb NOT NULL,
	"search_block" jsonb NOT NULL,
	"display_options" jsonb NOT NULL,
	"site_information" jsonb NOT NULL,
	"copyright" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "testimonials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"comment" text NOT NULL,
	"language" text NOT NULL,
	"website" text,
	"image_key" text,
	"posted_by" text,
	"approved" boolean DEFAULT false NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_managers" (
	"id" integer PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"role" jsonb NOT NULL,
	"photo_key" text
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"zip" text NOT NULL,
	"search_name" text NOT NULL,
	"country_id" integer NOT NULL,
	"country_name" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer,
	"project_id" integer,
	"position" smallint NOT NULL,
	"image_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"caption" jsonb
);
--> statement-breakpoint
CREATE TABLE "project_units" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_units_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"property_id" integer,
	"unit" text NOT NULL,
	"floor" smallint,
	"bedrooms" smallint,
	"surface" integer,
	"price" integer,
	"status" text DEFAULT 'available' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"public_address" boolean DEFAULT true NOT NULL,
	"street" text,
	"house_number" text,
	"box_nr" text,
	"zip" text NOT NULL,
	"city" text NOT NULL,
	"country_id" integer DEFAULT 10 NOT NULL,
	"country_name" text DEFAULT 'België' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"description" jsonb NOT NULL,
	"delivery" jsonb,
	"external_url" text,
	"manager_id" integer,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" integer PRIMARY KEY NOT NULL,
	"goal" smallint NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"marquee" smallint DEFAULT 0 NOT NULL,
	"type_id" integer NOT NULL,
	"web_id" integer,
	"web_ids" text DEFAULT '' NOT NULL,
	"main_type_name" text NOT NULL,
	"city_id" integer NOT NULL,
	"city" text NOT NULL,
	"zip" text NOT NULL,
	"country_id" integer DEFAULT 10 NOT NULL,
	"country_name" text DEFAULT 'België' NOT NULL,
	"publish_address" boolean DEFAULT true NOT NULL,
	"street" text,
	"house_number" text,
	"box_nr" text,
	"latitude" double precision,
	"longitude" double precision,
	"record_file" text NOT NULL,
	"price" integer,
	"publish_price" boolean DEFAULT true NOT NULL,
	"price_unit" smallint,
	"price_unit_text" text,
	"bedrooms" smallint,
	"bathrooms" smallint,
	"shower_rooms" smallint,
	"toilets" smallint,
	"garages" smallint,
	"parkings" smallint,
	"external_parkings" smallint,
	"floors" smallint,
	"extra_rooms" smallint,
	"surface_total" integer,
	"surface_habitable" integer,
	"surface_ground" integer,
	"surface_living" integer,
	"surface_terrace" integer,
	"surface_garden" integer,
	"surface_office" integer,
	"surface_store" integer,
	"surface_constructed" integer,
	"plot_width" double precision,
	"front_width" double precision,
	"facades" smallint,
	"has_garden" boolean DEFAULT false NOT NULL,
	"has_terrace" boolean DEFAULT false NOT NULL,
	"energy_performance" double precision,
	"epc_label_text" text,
	"building" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"financial" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"energy" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"risks" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"utilities" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"annuity" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"costs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rental" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"mobility" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"points_of_interest" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"manager_id" integer,
	"project_id" integer,
	"published_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_media" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_media_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_texts" (
	"property_id" integer NOT NULL,
	"language" text NOT NULL,
	"type_description" text NOT NULL,
	"description_html" text NOT NULL,
	CONSTRAINT "property_texts_property_id_language_pk" PRIMARY KEY("property_id","language")
);
--> statement-breakpoint
CREATE TABLE "property_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"web_id" integer NOT NULL,
	"names" jsonb NOT NULL,
	"show_order" smallint NOT NULL,
	"sale" boolean DEFAULT true NOT NULL,
	"rent" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tree_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"web_id" integer
);
--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_units" ADD CONSTRAINT "project_units_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_units" ADD CONSTRAINT "project_units_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_manager_id_agency_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."agency_managers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_type_id_property_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."property_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_manager_id_agency_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."agency_managers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_documents" ADD CONSTRAINT "property_documents_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_media" ADD CONSTRAINT "property_media_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_texts" ADD CONSTRAINT "property_texts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menus_parent_sort_idx" ON "menus" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "testimonials_approved_date_idx" ON "testimonials" USING btree ("approved","date");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_zip_name_idx" ON "cities" USING btree ("zip","name");--> statement-breakpoint
CREATE INDEX "cities_search_name_trgm_idx" ON "cities" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "photos_property_idx" ON "photos" USING btree ("property_id","position");--> statement-breakpoint
CREATE INDEX "photos_project_idx" ON "photos" USING btree ("project_id","position");--> statement-breakpoint
CREATE INDEX "project_units_project_idx" ON "project_units" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "projects_published_idx" ON "projects" USING btree ("published","id");--> statement-breakpoint
CREATE INDEX "properties_goal_id_idx" ON "properties" USING btree ("goal","id");--> statement-breakpoint
CREATE INDEX "properties_goal_price_idx" ON "properties" USING btree ("goal","price");--> statement-breakpoint
CREATE INDEX "properties_goal_city_idx" ON "properties" USING btree ("goal","city_id");--> statement-breakpoint
CREATE INDEX "properties_goal_zip_idx" ON "properties" USING btree ("goal","zip");--> statement-breakpoint
CREATE INDEX "properties_goal_type_idx" ON "properties" USING btree ("goal","type_id");--> statement-breakpoint
CREATE INDEX "properties_goal_bedrooms_idx" ON "properties" USING btree ("goal","bedrooms");--> statement-breakpoint
CREATE INDEX "properties_goal_published_idx" ON "properties" USING btree ("goal","published_at");--> statement-breakpoint
CREATE INDEX "properties_goal_epc_idx" ON "properties" USING btree ("goal","epc_label_text");--> statement-breakpoint
CREATE INDEX "properties_project_idx" ON "properties" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "property_documents_property_idx" ON "property_documents" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "property_media_property_idx" ON "property_media" USING btree ("property_id");