// The import API over HTTP against both databases (ADR 0018): writes, idempotence, withdrawals, batches,
// keys, bad input of every kind, and a photo fetched from a stand-in server and served by /media/.
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../app/db/client.server.ts";
import { rawRows } from "../app/db/raw-rows.server.ts";
import { apiCallLog, importedListings } from "../app/db/schema/imports.ts";
import { photos, properties, propertyTexts } from "../app/db/schema/listings.ts";
import { createApiKey, revokeApiKey } from "../app/features/import/api-keys.server.ts";
import { PHOTO_FETCH_POLICY } from "../app/features/import/guarded-fetch.server.ts";
import { fetchQueuedPhotos } from "../app/features/import/photo-fetcher.server.ts";
import { listingExample } from "../app/features/import/testing/listing-example.ts";
import { loadPropertyPage } from "../app/features/property/property-page.server.ts";
import { wasRemovedListing } from "../app/features/property/property-record.server.ts";
import { dictionaryFor } from "../app/i18n/dictionary.ts";
import { translate } from "../app/i18n/translate.ts";
import { importFile } from "../app/features/import/import-file.server.ts";
import { DATABASE_KINDS, openTestDatabase } from "../tests/support/databases.ts";
import { serveImportApi } from "./import-api.ts";
import { createMediaContext, serveMedia } from "./media.ts";

for (const kind of DATABASE_KINDS) {
  describe(kind, () => {
    let connection: DatabaseConnection;
    let server: Server;
    let photoServer: Server;
    let base = "";
    let photoBase = "";
    let key = "";
    let dataDir = "";
    /** The calls whose answer told the server to drop its own page cache. */
    let cacheDrops = 0;

    beforeAll(async () => {
      connection = await openTestDatabase(kind, { seeded: true });
      dataDir = await mkdtemp(path.join(tmpdir(), "import-api-"));
      const media = await createMediaContext(dataDir, connection);
      const api = {
        db: connection.db,
        rateLimit: { perSecond: 10_000, burst: 100_000 },
        clientAddress: () => "127.0.0.1",
        onPublicContentChanged: () => {
          cacheDrops += 1;
        },
      };
      server = createServer((req, res) => {
        const pathname = (req.url ?? "/").split("?", 1)[0] ?? "/";
        const answer = pathname.startsWith("/media/")
          ? serveMedia(req, res, pathname, media)
          : serveImportApi(req, res, pathname, api);
        answer.catch(() => {
          res.writeHead(500);
          res.end();
        });
      });
      const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#3a6" } })
        .jpeg()
        .toBuffer();
      photoServer = createServer((req, res) => {
        res.writeHead(200, { "Content-Type": "image/jpeg" });
        res.end(req.url === "/facade.jpg" ? photo : Buffer.from("not an image"));
      });
      const listen = (s: Server) =>
        new Promise<number>((resolve) =>
          s.listen(0, "127.0.0.1", () => {
            const address = s.address();
            resolve(typeof address === "object" && address ? address.port : 0);
          }),
        );
      base = `http://127.0.0.1:${await listen(server)}`;
      photoBase = `http://localhost:${await listen(photoServer)}`;
      key = (await createApiKey(connection.db, "test-crm")).key;
    }, 180_000);

    afterAll(async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await new Promise<void>((resolve) => photoServer.close(() => resolve()));
      await connection.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    const detailPage = (id: number) =>
      loadPropertyPage({
        db: connection.db,
        idSegment: String(id),
        pathname: `/property/${id}/`,
        search: "",
        language: "nl",
        enabledLanguages: ["nl", "fr", "en"],
        t: (key, params) => translate(dictionaryFor("nl"), key, params),
        dictionary: dictionaryFor("nl"),
        tiles: { url: "http://127.0.0.1:9/{z}/{x}/{y}.png", attribution: "test", provider: "test" },
        thumbnailQuality: "medium",
      });

    async function call(pathname: string, body?: unknown, headers: Record<string, string> = {}) {
      const response = await fetch(`${base}/api/v1${pathname}`, {
        method: body === undefined ? "GET" : "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json", ...headers },
        ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : null };
    }

    const storedOf = async (reference: string) =>
      (
        await connection.db.select().from(importedListings).where(eq(importedListings.reference, reference))
      )[0];
    const propertyCount = async () =>
      Number((await rawRows(connection.db, sql`select count(*) as n from properties`))[0]?.n);

    it("api: creates a listing with its texts, answers its page and its ad-rule warnings, and notifies the page cache", async () => {
      const notified: string[] = [];
      const unlisten = await connection.listen("public_content_changed", (table) => notified.push(table));
      const { status, json, headers } = await call(
        "/listings",
        listingExample("API-1", { energy: { label: "B" } }),
      );
      expect(status).toBe(201);
      expect(headers.get("set-cookie")).toBeNull();
      expect(headers.get("cache-control")).toBe("no-store");
      expect(json.outcome).toBe("created");
      expect(json.url).toBe(`/property/${json.propertyId}/`);
      expect(json.warnings.map((w: { code: string }) => w.code)).toEqual([
        "epc_score_missing",
        "epc_certificate_code_missing",
      ]);
      const [row] = await connection.db.select().from(properties).where(eq(properties.id, json.propertyId));
      expect(row).toMatchObject({
        price: 425_000,
        bedrooms: 3,
        recordFile: "API-1",
        epcLabelText: "B",
        city: "MECHELEN",
      });
      const texts = await connection.db
        .select()
        .from(propertyTexts)
        .where(eq(propertyTexts.propertyId, json.propertyId));
      expect(texts.map((text) => text.language).sort()).toEqual(["fr", "nl"]);
      expect((await storedOf("API-1"))?.complianceWarnings).toHaveLength(2);
      const page = await detailPage(json.propertyId);
      if (page.kind !== "property") throw new Error(`expected the imported listing's page, got ${page.kind}`);
      expect(page.view.title).toBe("Ruime gezinswoning met tuin");
      expect(page.availability).toBe("available");
      await expect.poll(() => notified.includes("properties")).toBe(true);
      await unlisten();
    });

    it("api: the same payload again changes nothing (idempotent), a changed price updates the row", async () => {
      const first = await call("/listings", listingExample("API-2"));
      const before = await storedOf("API-2");
      const [rowBefore] = await connection.db
        .select()
        .from(properties)
        .where(eq(properties.id, first.json.propertyId));
      const again = await call("/listings", listingExample("API-2"));
      expect(again.status).toBe(200);
      expect(again.json.outcome).toBe("unchanged");
      const [rowAgain] = await connection.db
        .select()
        .from(properties)
        .where(eq(properties.id, first.json.propertyId));
      expect(rowAgain?.updatedAt).toEqual(rowBefore?.updatedAt);
      expect((await storedOf("API-2"))?.updatedAt).toEqual(before?.updatedAt);

      const updated = await call("/listings", listingExample("API-2", { price: 399_000 }));
      expect(updated.json).toMatchObject({ outcome: "updated", propertyId: first.json.propertyId });
      const [rowAfter] = await connection.db
        .select()
        .from(properties)
        .where(eq(properties.id, first.json.propertyId));
      expect(rowAfter?.price).toBe(399_000);
      expect(rowAfter!.updatedAt.getTime()).toBeGreaterThan(rowBefore!.updatedAt.getTime());
      expect(rowAfter?.publishedAt).toEqual(rowBefore?.publishedAt);
    });

    // Would catch a server whose page cache waits for the database's notification alone: an integration
    // asking for the page right after its answer could get the page from before its change.
    it("api: a call that wrote drops the server's page cache before it answers; an unchanged repeat or a refusal does not", async () => {
      const dropsOf = async (pathname: string, body: unknown) => {
        const before = cacheDrops;
        await call(pathname, body);
        return cacheDrops - before;
      };
      expect(await dropsOf("/listings", listingExample("DROP-1"))).toBe(1);
      expect(await dropsOf("/listings", listingExample("DROP-1"))).toBe(0);
      expect(await dropsOf("/listings", listingExample("DROP-1", { price: 410_000 }))).toBe(1);
      expect(await dropsOf("/listings", listingExample("DROP-2", { price: -5 }))).toBe(0);
      const batch = { listings: [listingExample("DROP-1", { price: 410_000 }), listingExample("DROP-3")] };
      expect(await dropsOf("/listings/batch", batch)).toBe(1);
      expect(await dropsOf("/listings/batch", batch)).toBe(0);
      expect(await dropsOf("/listings/DROP-3/withdraw", { reason: "sold" })).toBe(1);
      expect(await dropsOf("/listings/DROP-3/withdraw", { reason: "sold" })).toBe(0);
    });

    it("api: withdrawn as sold keeps the page with the sold status; removed deletes it and marks it gone (410)", async () => {
      const created = await call("/listings", listingExample("API/3"));
      const sold = await call("/listings/API%2F3/withdraw", { reason: "sold" });
      expect(sold.json.outcome).toBe("withdrawn");
      const [row] = await connection.db
        .select()
        .from(properties)
        .where(eq(properties.id, created.json.propertyId));
      expect(row?.status).toBe("sold");
      const soldPage = await detailPage(created.json.propertyId);
      expect(soldPage.kind === "property" && soldPage.availability).toBe("sold");
      expect((await call("/listings/API%2F3/withdraw", { reason: "sold" })).json.outcome).toBe("unchanged");

      const removed = await call("/listings/API%2F3/withdraw", { reason: "removed" });
      expect(removed.status).toBe(200);
      expect(
        await connection.db.select().from(properties).where(eq(properties.id, created.json.propertyId)),
      ).toEqual([]);
      expect(await wasRemovedListing(connection.db, created.json.propertyId)).toBe(true);
      const gonePage = await detailPage(created.json.propertyId);
      expect(gonePage.kind === "notFound" && gonePage.gone).toBe(true);
      const neverPage = await detailPage(49_999_999);
      expect(neverPage.kind === "notFound" && neverPage.gone).toBe(false);
      expect((await call("/listings/API%2F3/withdraw", { reason: "rented" })).status).toBe(410);
      expect((await call("/listings/NEVER-SENT/withdraw", { reason: "sold" })).status).toBe(404);

      const back = await call("/listings", listingExample("API/3"));
      expect(back.json).toMatchObject({ outcome: "updated", propertyId: created.json.propertyId });
      expect(await wasRemovedListing(connection.db, created.json.propertyId)).toBe(false);
    });

    it("api: a batch stores the good listings and reports the bad one by its fields, leaving nothing of it", async () => {
      const { status, json } = await call("/listings/batch", {
        listings: [
          listingExample("BATCH-1"),
          listingExample("BATCH-2", { price: -5, address: { zip: "28", city: "Mechelen" } }),
          listingExample("BATCH-3"),
          listingExample("BATCH-4", { address: { zip: "2800", city: "Nergenshuizen" } }),
        ],
      });
      expect(status).toBe(200);
      expect(json.results.map((r: { outcome: string }) => r.outcome)).toEqual([
        "created",
        "rejected",
        "created",
        "rejected",
      ]);
      const pointers = json.results[1].problem.errors.map((e: { pointer: string }) => e.pointer);
      expect(pointers).toEqual(expect.arrayContaining(["/listings/1/price", "/listings/1/address/zip"]));
      expect(json.results[3].problem.errors[0].pointer).toBe("/address/city");
      expect(await storedOf("BATCH-2")).toBeUndefined();
      expect(await storedOf("BATCH-4")).toBeUndefined();
      const orphans = await rawRows(
        connection.db,
        sql`select id from properties where record_file in ('BATCH-2', 'BATCH-4')`,
      );
      expect(orphans).toEqual([]);
    });

    it("api: a missing, wrong, revoked or query-string key is refused with 401 and logged", async () => {
      const body = listingExample("KEY-1");
      expect((await call("/listings", body, { authorization: "" })).status).toBe(401);
      expect((await call("/listings", body, { authorization: `Bearer ${key.slice(0, -2)}xx` })).status).toBe(
        401,
      );
      expect((await call(`/listings?key=${key}`, body, { authorization: "" })).status).toBe(401);
      const revocable = await createApiKey(connection.db, "old-crm");
      expect((await call("/listings", body, { authorization: `Bearer ${revocable.key}` })).status).toBe(201);
      expect(await revokeApiKey(connection.db, "old-crm")).toBe(true);
      const refused = await call("/listings", listingExample("KEY-2"), {
        authorization: `Bearer ${revocable.key}`,
      });
      expect(refused.status).toBe(401);
      expect(refused.headers.get("content-type")).toBe("application/problem+json");
      expect(await storedOf("KEY-2")).toBeUndefined();
      const logged = await connection.db.select().from(apiCallLog).where(eq(apiCallLog.status, 401));
      expect(logged.length).toBeGreaterThanOrEqual(4);
    });

    it("api: unknown fields are refused by name, at any depth", async () => {
      const { status, json } = await call(
        "/listings",
        listingExample("UNKNOWN-1", { colour: "red", address: { zip: "2800", city: "Mechelen", floor: 2 } }),
      );
      expect(status).toBe(422);
      expect(json.errors).toEqual(
        expect.arrayContaining([
          { pointer: "/colour", detail: "unknown field" },
          { pointer: "/address/floor", detail: "unknown field" },
        ]),
      );
      expect(await storedOf("UNKNOWN-1")).toBeUndefined();
    });

    it("api: bodies that are not JSON, too large, of another type, or hold NUL are 4xx", async () => {
      expect((await call("/listings", "{not json")).status).toBe(400);
      expect(
        (await call("/listings", JSON.stringify(listingExample("X")), { "content-type": "text/plain" }))
          .status,
      ).toBe(415);
      expect((await call("/listings", JSON.stringify({ pad: "x".repeat(1_100_000) }))).status).toBe(413);
      const nul = await call("/listings", listingExample("NUL-1", { mainTypeName: "Huis\u0000" }));
      expect(nul.status).toBe(422);
      expect(nul.json.errors[0].pointer).toBe("/mainTypeName");
      const surrogate = await call("/listings", '{"reference":"S-1","mainTypeName":"\\ud800"}');
      expect(surrogate.status).toBe(422);
    });

    it("api: 1,000 malformed payloads get a 4xx and write no row (fast-check)", async () => {
      const before = await propertyCount();
      const valid = listingExample("FUZZ-1");
      const keys = Object.keys(valid);
      const mutation = fc.record({
        field: fc.constantFrom(...keys, "extra"),
        value: fc.jsonValue({ maxDepth: 3 }),
      });
      const payloads = fc.oneof(
        fc.jsonValue({ maxDepth: 4 }),
        fc.string(),
        mutation.map(({ field, value }) => JSON.stringify({ ...valid, reference: "FUZZ-1", [field]: value })),
        fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes).toString("latin1")),
      );
      await fc.assert(
        fc.asyncProperty(payloads, async (payload) => {
          const body = typeof payload === "string" ? payload : JSON.stringify(payload);
          const countBefore = await propertyCount();
          const storedBefore = JSON.stringify((await storedOf("FUZZ-1")) ?? null);
          const response = await fetch(`${base}/api/v1/listings`, {
            method: "POST",
            headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
            body,
          });
          const answer = await response.text();
          expect(response.status).toBeLessThan(500);
          if (response.status >= 400) {
            expect(await propertyCount()).toBe(countBefore);
            expect(JSON.stringify((await storedOf("FUZZ-1")) ?? null)).toBe(storedBefore);
          } else {
            // A mutation that happened to be valid (perhaps under another reference): withdraw it, so the
            // next run starts from no listing.
            const reference = encodeURIComponent(JSON.parse(answer).reference);
            expect((await call(`/listings/${reference}/withdraw`, { reason: "removed" })).status).toBe(200);
          }
        }),
        { numRuns: 1_000 },
      );
      const written = await rawRows(
        connection.db,
        sql`select id from properties where record_file = 'FUZZ-1'`,
      );
      expect(written).toEqual([]);
      expect(await propertyCount()).toBe(before);
    }, 240_000);

    it("api: a photo by URL is fetched from a stand-in server, stored, and served by /media/ at the site's widths", async () => {
      const created = await call(
        "/listings",
        listingExample("PHOTO-1", {
          photos: [
            { url: `${photoBase}/facade.jpg` },
            { url: `${photoBase}/not-an-image.jpg` },
            { url: "http://127.0.0.1/x.jpg" },
          ],
        }),
      );
      expect(created.json.photosQueued).toBe(3);
      await fetchQueuedPhotos(connection.db, { ...PHOTO_FETCH_POLICY, allowedTestHost: "localhost" });
      const stored = await connection.db
        .select()
        .from(photos)
        .where(eq(photos.propertyId, created.json.propertyId));
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ position: 0, width: 900, height: 600 });
      const state = await call("/listings/PHOTO-1");
      expect(state.json.photos.map((p: { state: string }) => p.state)).toEqual([
        "stored",
        "failed",
        "failed",
      ]);
      expect(state.json.photos[2].error).toMatch(/not a public address/);
      const image = await fetch(`${base}/media/${stored[0]?.imageKey}/400.webp`);
      expect(image.status).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/webp");
      const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
      expect(meta.width).toBe(400);
      expect((await fetch(`${base}/media/upload-aaaaaaaaaaaaaaaaaaaaaaaa/400.webp`)).status).toBe(404);
    });

    it("api: npm run import's file goes through the batch operation, the bad listing reported", async () => {
      const summary = await importFile(connection.db, {
        listings: [
          listingExample("FILE-1"),
          listingExample("FILE-2", { typeId: 99 }),
          listingExample("FILE-3"),
        ],
      });
      expect(summary.outcomes).toEqual({ created: 2, rejected: 1 });
      expect(summary.problems.map((problem) => problem.reference)).toEqual(["FILE-2"]);
      expect(await storedOf("FILE-3")).toBeDefined();
      expect(await storedOf("FILE-2")).toBeUndefined();
    });

    it("api: the OpenAPI document is served without a key", async () => {
      const response = await fetch(`${base}/api/v1/openapi.json`);
      expect(response.status).toBe(200);
      const document = await response.json();
      expect(document.openapi).toMatch(/^3\.1/);
    });

    it("api: a project with units is stored and its units link to imported listings", async () => {
      await call("/listings", listingExample("UNIT-1", { typeId: 2 }));
      const { status, json } = await call("/projects", {
        reference: "PRJ-1",
        name: "Residentie Dijle",
        zip: "2800",
        city: "Mechelen",
        description: { nl: "Nieuwbouw aan de Dijle." },
        units: [
          { unit: "A1", floor: 1, bedrooms: 2, price: 310_000, listingReference: "UNIT-1" },
          { unit: "A2", floor: 1, bedrooms: 1, price: 250_000, status: "sold" },
        ],
      });
      expect(status).toBe(201);
      expect(json.unlinkedUnits).toEqual([]);
      const units = await rawRows(
        connection.db,
        sql`select unit, property_id from project_units where project_id = ${json.projectId} order by unit`,
      );
      expect(units.map((unit) => unit.unit)).toEqual(["A1", "A2"]);
      expect(units[0]?.property_id).not.toBeNull();
      const linked = await call("/listings", listingExample("UNIT-2", { projectReference: "PRJ-1" }));
      expect(linked.status).toBe(201);
      expect(
        (await call("/listings", listingExample("UNIT-3", { projectReference: "NO-SUCH" }))).status,
      ).toBe(422);
    });
  });
}
