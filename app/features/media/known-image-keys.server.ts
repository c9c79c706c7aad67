// The image keys the site shows: every key a public row names (photos, managers, articles, approved
// testimonials, the site configuration's logo, banner, footer and page images, stored video stills). The media route renders
// only these, so a made-up key costs a set lookup and a 404, never a render or a cached file.
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { rawRows } from "../../db/raw-rows.server.ts";
import { parseImageKey } from "./image-key.ts";
import { parseImportedImageKey } from "./imported-image-key.ts";

export type KnownImageKeys = {
  /** Whether `key` names an image the site shows; loads the keys on first use and after a change. */
  has: (key: string) => Promise<boolean>;
  /** Forget the loaded keys: the next lookup reads them again (called on 'public_content_changed'). */
  invalidate: () => void;
};

// One statement for every column and JSON field that holds a media key. A new place for image keys in
// the schema must be added here, or its images answer 404 (known-image-keys.db.test.ts checks the seed).
const KEYS_QUERY = sql`
  SELECT image_key AS key FROM photos
  UNION SELECT photo_key FROM agency_managers
  UNION SELECT image_key FROM articles
  UNION SELECT image_key FROM testimonials WHERE approved
  UNION SELECT logo_image_key FROM site_settings
  UNION SELECT banner->>'imageKey' FROM site_settings
  UNION SELECT jsonb_array_elements_text(COALESCE(banner->'galleryImageKeys', '[]'::jsonb)) FROM site_settings
  UNION SELECT search_block->>'logoImageKey' FROM site_settings
  UNION SELECT jsonb_array_elements_text(image_keys) FROM footer_columns
  UNION SELECT metadata->>'ogImageKey' FROM pages
  UNION SELECT module->>'backgroundImageKey' FROM pages, jsonb_array_elements(modules) AS module
  UNION SELECT image_key FROM video_thumbnails WHERE state = 'stored'`;

/** Every media key the database's public rows name (not the site's own files such as "/brand/logo.svg"). */
export async function imageKeysInDatabase(db: Database): Promise<string[]> {
  const rows = await rawRows(db, KEYS_QUERY);
  return rows.flatMap((row) =>
    typeof row.key === "string" && (parseImageKey(row.key) || parseImportedImageKey(row.key))
      ? [row.key]
      : [],
  );
}

/** Keys read by `load` once, and again after `invalidate`; lookups meanwhile share one load. */
export function createKnownImageKeys(load: () => Promise<Iterable<string>>): KnownImageKeys {
  let keys: Promise<Set<string>> | null = null;
  let generation = 0;

  function loaded(): Promise<Set<string>> {
    if (keys) return keys;
    const started = generation;
    const loading = load().then((found) => new Set(found));
    keys = loading;
    // A failed load is not kept: the next lookup tries again.
    loading.catch(() => {
      if (generation === started && keys === loading) keys = null;
    });
    return loading;
  }

  return {
    async has(key) {
      return (await loaded()).has(key);
    },
    invalidate() {
      generation += 1;
      keys = null;
    },
  };
}
