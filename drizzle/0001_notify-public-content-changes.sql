-- Any write to what public pages show notifies every app server, so cached pages are dropped at once
-- (server/html-cache.ts listens on this channel), whoever made the change.
CREATE OR REPLACE FUNCTION notify_public_content_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('public_content_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'properties', 'property_texts', 'photos', 'property_documents', 'property_media', 'projects',
    'project_units', 'property_types', 'cities', 'agency_managers', 'tree_items', 'site_settings',
    'languages', 'menus', 'header_links', 'footer_columns', 'pages', 'articles', 'testimonials'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
       FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed()',
      t || '_public_content_changed', t);
  END LOOP;
END;
$$;
