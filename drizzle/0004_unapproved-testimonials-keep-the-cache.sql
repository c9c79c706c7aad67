-- Visitors write testimonials, which wait for approval: such a write changes no public page, so it must
-- not empty every app server's page cache (anyone could otherwise drop the cache at will). Only a row
-- that is or was approved notifies.
DROP TRIGGER IF EXISTS testimonials_public_content_changed ON testimonials;
--> statement-breakpoint
CREATE TRIGGER testimonials_insert_public_content_changed AFTER INSERT ON testimonials
  FOR EACH ROW WHEN (NEW.approved) EXECUTE FUNCTION notify_public_content_changed();
--> statement-breakpoint
CREATE TRIGGER testimonials_update_public_content_changed AFTER UPDATE ON testimonials
  FOR EACH ROW WHEN (OLD.approved OR NEW.approved) EXECUTE FUNCTION notify_public_content_changed();
--> statement-breakpoint
CREATE TRIGGER testimonials_delete_public_content_changed AFTER DELETE ON testimonials
  FOR EACH ROW WHEN (OLD.approved) EXECUTE FUNCTION notify_public_content_changed();
--> statement-breakpoint
CREATE TRIGGER testimonials_truncate_public_content_changed AFTER TRUNCATE ON testimonials
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
