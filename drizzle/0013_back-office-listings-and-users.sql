DROP INDEX "properties_listing_cover_idx";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_listing_cover_idx" ON "properties" USING btree ("goal","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"city_id","zip","type_id","price","publish_price","bedrooms","has_garden","has_terrace","garages","parkings","epc_label_text","city","published");