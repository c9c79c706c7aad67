CREATE TABLE "video_thumbnails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "video_thumbnails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"video_key" text NOT NULL,
	"quality" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"error" text,
	"image_key" text,
	"width" integer,
	"height" integer,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "video_thumbnails_video_quality_idx" ON "video_thumbnails" USING btree ("video_key","quality");--> statement-breakpoint
CREATE INDEX "video_thumbnails_state_idx" ON "video_thumbnails" USING btree ("state","id");--> statement-breakpoint
-- A stored thumbnail is shown by public pages: storing, changing or removing one notifies like any public
-- content (page caches dropped, the media route's known keys read again). The queue's own steps (pending,
-- fetching, failed) change no page and notify nothing.
CREATE TRIGGER video_thumbnails_insert_public_content_changed AFTER INSERT ON video_thumbnails
  FOR EACH ROW WHEN (NEW.state = 'stored') EXECUTE FUNCTION notify_public_content_changed();
--> statement-breakpoint
CREATE TRIGGER video_thumbnails_update_public_content_changed AFTER UPDATE ON video_thumbnails
  FOR EACH ROW WHEN (OLD.state = 'stored' OR NEW.state = 'stored') EXECUTE FUNCTION notify_public_content_changed();
--> statement-breakpoint
CREATE TRIGGER video_thumbnails_delete_public_content_changed AFTER DELETE ON video_thumbnails
  FOR EACH ROW WHEN (OLD.state = 'stored') EXECUTE FUNCTION notify_public_content_changed();
