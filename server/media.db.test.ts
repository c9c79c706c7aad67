import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS, openTestDatabase } from "../tests/support/databases.ts";
import type { DatabaseConnection } from "../app/db/client.server.ts";
import { rawRows } from "../app/db/raw-rows.server.ts";
import { photos } from "../app/db/schema/listings.ts";
import { testimonials } from "../app/db/schema/content.ts";
import { parseImageKey } from "../app/features/media/image-key.ts";
import { imageKeysInDatabase } from "../app/features/media/known-image-keys.server.ts";
import { createMediaContext, type MediaContext, serveMedia } from "./media.ts";

// Every table whose rows public pages show (drizzle/0001 notifies on each).
const PUBLIC_TABLES = [
  "properties",
  "property_texts",
  "photos",
  "property_documents",
  "property_media",
  "projects",
  "project_units",
  "property_types",
  "cities",
  "agency_managers",
  "tree_items",
  "site_settings",
  "languages",
  "menus",
  "header_links",
  "footer_columns",
  "pages",
  "articles",
  "testimonials",
];

/** Every string anywhere in the public rows that is an image key: the images public pages can show. */
async function keysAnywhere(connection: DatabaseConnection): Promise<Set<string>> {
  const found = new Set<string>();
  for (const table of PUBLIC_TABLES) {
    const rows = await rawRows(connection.db, sql.raw(`select row_to_json(t)::text as json from ${table} t`));
    for (const row of rows) {
      for (const match of String(row.json).matchAll(/"([a-z]+-\d{1,2}x\d{1,2}-[a-z0-9]{1,24})"/g)) {
        if (match[1] && parseImageKey(match[1])) found.add(match[1]);
      }
    }
  }
  return found;
}

for (const kind of DATABASE_KINDS) {
  describe(kind, () => {
    let connection: DatabaseConnection;
    let media: MediaContext;
    let server: Server;
    let base: string;
    let dataDir: string;

    beforeAll(async () => {
      connection = await openTestDatabase(kind, { seeded: true });
      dataDir = await mkdtemp(path.join(tmpdir(), "media-db-test-"));
      media = await createMediaContext(dataDir, connection);
      server = createServer((req, res) => {
        void serveMedia(req, res, (req.url ?? "/").split("?", 1)[0] ?? "/", media);
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const address = server.address();
      base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    }, 120_000);

    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
      await connection.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    it("hardening 4: knows every image key the public rows name, and no other", async () => {
      const known = new Set(await imageKeysInDatabase(connection.db));
      const anywhere = await keysAnywhere(connection);
      expect(anywhere.size).toBeGreaterThan(100);
      expect([...anywhere].filter((key) => !known.has(key))).toEqual([]);
      expect([...known].filter((key) => !anywhere.has(key))).toEqual([]);
    });

    it("hardening 4: serves a new photo's key once the database says it changed, and never an unapproved testimonial's", async () => {
      const photoKey = `garden-3x2-new${kind}`;
      const testimonialKey = `portrait-1x1-visitor${kind}`;
      expect((await fetch(`${base}/media/${photoKey}/100.webp`)).status).toBe(404);
      await connection.db.insert(testimonials).values({
        name: "A visitor",
        comment: "Posted, not approved",
        language: "nl",
        imageKey: testimonialKey,
      });
      const [property] = await rawRows(connection.db, sql`select min(id) as id from properties`);
      await connection.db.insert(photos).values({
        propertyId: Number(property?.id),
        position: 99,
        imageKey: photoKey,
        width: 1600,
        height: 1067,
      });
      let status = 404;
      // The notification arrives on its own connection; wait for it without a clock.
      for (let turn = 0; turn < 500 && status === 404; turn++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        status = (await fetch(`${base}/media/${photoKey}/100.webp`)).status;
      }
      expect(status).toBe(200);
      expect((await fetch(`${base}/media/${testimonialKey}/100.webp`)).status).toBe(404);
    });
  });
}
