ALTER TABLE "testimonials" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "internal_note" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- The status "handled" of the first version is what the back office calls "done".
UPDATE "leads" SET "status" = 'done' WHERE "status" = 'handled';
--> statement-breakpoint
-- The leads inbox searches names and addresses by any part (ILIKE '%…%'): a trigram index serves it.
CREATE INDEX "leads_search_trgm_idx" ON "leads" USING gin ((lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || "email")) gin_trgm_ops);
