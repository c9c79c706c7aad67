// The SweepBright connector over HTTP against both databases (ADR 0025): its webhook, answered by the
// import API's server code, fetches the estate from a stand-in of SweepBright's website API on loopback,
// stores it through the import path, has its photos fetched, and tells the page's address back.
import { createServer, type Server } from "node:http";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../app/db/client.server.ts";
import { rawRows } from "../app/db/raw-rows.server.ts";
import { apiCallLog, importedListings, photoFetches } from "../app/db/schema/imports.ts";
import { photos, properties, propertyTexts } from "../app/db/schema/listings.ts";
import { PHOTO_FETCH_POLICY } from "../app/features/import/guarded-fetch.server.ts";
import { fetchQueuedPhotos } from "../app/features/import/photo-fetcher.server.ts";
import { estateExample } from "../app/features/import/sweepbright/testing/estate-example.ts";
import {
  startWebsiteApiStandIn,
  type WebsiteApiStandIn,
} from "../app/features/import/sweepbright/testing/website-api-stand-in.ts";
import { SweepBrightWebsiteApi } from "../app/features/import/sweepbright/website-api.server.ts";
import { loadPropertyPage } from "../app/features/property/property-page.server.ts";
import { wasRemovedListing } from "../app/features/property/property-record.server.ts";
import { dictionaryFor } from "../app/i18n/dictionary.ts";
import { translate } from "../app/i18n/translate.ts";
import { DATABASE_KINDS, openTestDatabase } from "../tests/support/databases.ts";
import { type ImportApiContext, serveImportApi } from "./import-api.ts";

const SITE = "https://www.immo-example.be";
const SECRET = "wh_3c1d9f2a7b8e4d6c5a0f1e2d3c4b5a69";

for (const kind of DATABASE_KINDS) {
  describe(kind, () => {
    let connection: DatabaseConnection;
    let server: Server;
    let standIn: WebsiteApiStandIn;
    let base = "";
    let connectorOn = true;

    beforeAll(async () => {
      connection = await openTestDatabase(kind, { seeded: true });
      const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#a63" } })
        .jpeg()
        .toBuffer();
      standIn = await startWebsiteApiStandIn(picture);
      const sweepBright = {
        api: new SweepBrightWebsiteApi({
          baseUrl: standIn.apiUrl,
          clientId: standIn.clientId,
          clientSecret: standIn.clientSecret,
        }),
        siteOrigin: SITE,
        webhookSecret: SECRET,
      };
      const context = (): ImportApiContext => ({
        db: connection.db,
        rateLimit: { perSecond: 10_000, burst: 100_000 },
        clientAddress: () => "127.0.0.1",
        sweepBright: connectorOn ? sweepBright : undefined,
      });
      server = createServer((req, res) => {
        const pathname = (req.url ?? "/").split("?", 1)[0] ?? "/";
        serveImportApi(req, res, pathname, context()).catch(() => {
          res.writeHead(500);
          res.end();
        });
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const address = server.address();
      base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    }, 180_000);

    afterAll(async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await standIn.close();
      await connection.close();
    });

    async function webhook(body: unknown, secret: string | null = SECRET, method = "POST") {
      const query = secret === null ? "" : `?secret=${encodeURIComponent(secret)}`;
      const response = await fetch(`${base}/api/v1/connectors/sweepbright/webhook${query}`, {
        method,
        headers: { "content-type": "application/json" },
        ...(method === "POST" ? { body: typeof body === "string" ? body : JSON.stringify(body) } : {}),
      });
      const text = await response.text();
      return {
        status: response.status,
        type: response.headers.get("content-type"),
        json: text ? JSON.parse(text) : null,
      };
    }

    const storedOf = async (reference: string) =>
      (
        await connection.db.select().from(importedListings).where(eq(importedListings.reference, reference))
      )[0];
    const propertyCount = async () =>
      Number((await rawRows(connection.db, sql`select count(*) as n from properties`))[0]?.n);
    const fetchPhotos = () =>
      fetchQueuedPhotos(connection.db, { ...PHOTO_FETCH_POLICY, allowedTestHost: "localhost" });
    const propertyOf = async (id: number) =>
      (await connection.db.select().from(properties).where(eq(properties.id, id)))[0];

    it("crm connector: estate-added → the listing stored with its mapped fields, its photos fetched, its page's address told to SweepBright", async () => {
      const id = "8d0f6b1e-3a52-4c7e-9f10-2b7c5e4a1d01";
      standIn.setEstate(id, estateExample(id, standIn.imageBase));
      const { status, json } = await webhook({ event: "estate-added", estate_id: id });
      expect(status).toBe(201);
      expect(json).toMatchObject({
        event: "estate-added",
        outcome: "created",
        reference: id,
        photosQueued: 2,
        linked: true,
      });
      const row = await propertyOf(json.propertyId);
      expect(row).toMatchObject({
        recordFile: id,
        goal: 0,
        status: "available",
        price: 389_000,
        bedrooms: 3,
        surfaceHabitable: 148,
        surfaceGround: 190,
        energyPerformance: 243,
        epcLabelText: "C",
        city: "MECHELEN",
      });
      expect(row?.energy).toMatchObject({ certificateCode: "20230915-0002871-RES-1", co2Emission: 48 });
      expect(row?.risks).toMatchObject({
        floodPScore: "B",
        floodGScore: "A",
        buildingPermit: 1,
        summons: 0,
        preemptiveRight: 0,
        allotmentPermit: 0,
        areaApplication: { nl: "Woongebied" },
        asbestosType: { nl: "Asbestattest aanwezig (AS-2024-118733)" },
      });
      const texts = await connection.db
        .select()
        .from(propertyTexts)
        .where(eq(propertyTexts.propertyId, json.propertyId));
      expect(texts.map((text) => text.language).sort()).toEqual(["en", "fr", "nl"]);
      expect(standIn.estateUrls.get(id)).toBe(`${SITE}/property/${json.propertyId}/`);
      // The asbestos certificate's date is not sent by SweepBright: the ad-rule check still asks for it.
      expect((await storedOf(id))?.complianceWarnings.map((w) => w.code)).toEqual([
        "asbestos_certificate_missing",
      ]);

      expect(await fetchPhotos()).toBe(2);
      const stored = await connection.db.select().from(photos).where(eq(photos.propertyId, json.propertyId));
      expect(stored.map((photo) => [photo.position, photo.width])).toEqual([
        [0, 800],
        [1, 800],
      ]);
      const page = await loadPropertyPage({
        db: connection.db,
        idSegment: String(json.propertyId),
        pathname: `/property/${json.propertyId}/`,
        search: "",
        language: "nl",
        enabledLanguages: ["nl", "fr", "en"],
        t: (key, params) => translate(dictionaryFor("nl"), key, params),
        dictionary: dictionaryFor("nl"),
        tiles: { url: "http://127.0.0.1:9/{z}/{x}/{y}.png", attribution: "test", provider: "test" },
      });
      if (page.kind !== "property") throw new Error(`expected the listing's page, got ${page.kind}`);
      expect(page.view.title).toBe("Gerenoveerde rijwoning met stadstuin");
    });

    it("crm connector: the same webhook twice changes nothing (the photos' signed URLs differ, the pictures are kept)", async () => {
      const id = "8d0f6b1e-3a52-4c7e-9f10-2b7c5e4a1d02";
      standIn.setEstate(id, estateExample(id, standIn.imageBase));
      const first = await webhook({ event: "estate-added", estate_id: id });
      await fetchPhotos();
      const before = { row: await propertyOf(first.json.propertyId), stored: await storedOf(id) };
      const fetchesBefore = await connection.db
        .select()
        .from(photoFetches)
        .where(eq(photoFetches.propertyId, first.json.propertyId));

      const again = await webhook({ event: "estate-updated", estate_id: id });
      expect(again.status).toBe(200);
      expect(again.json).toMatchObject({ outcome: "unchanged", propertyId: first.json.propertyId });
      expect(await propertyOf(first.json.propertyId)).toEqual(before.row);
      expect(await storedOf(id)).toEqual(before.stored);
      expect(
        await connection.db
          .select()
          .from(photoFetches)
          .where(eq(photoFetches.propertyId, first.json.propertyId)),
      ).toEqual(fetchesBefore);

      standIn.setEstate(
        id,
        estateExample(id, standIn.imageBase, { price: { amount: 375_000, hidden: false } }),
      );
      const cheaper = await webhook({ event: "estate-updated", estate_id: id });
      expect(cheaper.json).toMatchObject({ outcome: "updated", photosQueued: 0 });
      expect((await propertyOf(first.json.propertyId))?.price).toBe(375_000);
    });

    it("crm connector: a wrong or missing secret → 403, nothing fetched from SweepBright, nothing written", async () => {
      const id = "8d0f6b1e-3a52-4c7e-9f10-2b7c5e4a1d03";
      standIn.setEstate(id, estateExample(id, standIn.imageBase));
      const count = await propertyCount();
      const calls = standIn.calls.length;
      for (const secret of [null, "", `${SECRET}x`, SECRET.slice(0, -1)]) {
        const { status, type } = await webhook({ event: "estate-added", estate_id: id }, secret);
        expect(status).toBe(403);
        expect(type).toBe("application/problem+json");
      }
      expect(standIn.calls.length).toBe(calls);
      expect(await propertyCount()).toBe(count);
      expect(await storedOf(id)).toBeUndefined();
    });

    it("crm connector: an estate SweepBright answers 404 for → 422, nothing written, the failure in the call log", async () => {
      const id = "8d0f6b1e-3a52-4c7e-9f10-2b7c5e4a1d04";
      const count = await propertyCount();
      const { status, json } = await webhook({ event: "estate-added", estate_id: id });
      expect(status).toBe(422);
      expect(json.errors).toEqual([
        { pointer: "/estate_id", detail: "the website API answered 404 for this estate" },
      ]);
      expect(await propertyCount()).toBe(count);
      expect(await storedOf(id)).toBeUndefined();
      const logged = await connection.db
        .select()
        .from(apiCallLog)
        .where(sql`${apiCallLog.references} ? ${id}`);
      expect(logged.map((entry) => [entry.status, entry.path, entry.apiKeyId])).toEqual([
        [422, "/api/v1/connectors/sweepbright/webhook", null],
      ]);
    });

    it("crm connector: estate-deleted → the listing withdrawn as removed (410); a sold estate keeps its page with the notice", async () => {
      const id = "8d0f6b1e-3a52-4c7e-9f10-2b7c5e4a1d05";
      standIn.setEstate(id, estateExample(id, standIn.imageBase));
      const added = await webhook({ event: "estate-added", estate_id: id });
      standIn.setEstate(id, estateExample(id, standIn.imageBase, { status: "sold" }));
      const sold = await webhook({ event: "estate-updated", estate_id: id });
      expect(sold.status).toBe(200);
      expect((await propertyOf(added.json.propertyId))?.status).toBe("sold");
      expect((await webhook({ event: "estate-updated", estate_id: id })).json.outcome).toBe("unchanged");

      standIn.setEstate(id, null);
      const deleted = await webhook({ event: "estate-deleted", estate_id: id });
      expect(deleted.status).toBe(200);
      expect(deleted.json.outcome).toBe("withdrawn");
      expect(await propertyOf(added.json.propertyId)).toBeUndefined();
      expect(await wasRemovedListing(connection.db, added.json.propertyId)).toBe(true);
      expect((await webhook({ event: "estate-deleted", estate_id: id })).json.outcome).toBe("unchanged");

      const neverSeen = "8d0f6b1e-3a52-4c7e-9f10-2b7c5e4a1d06";
      standIn.setEstate(
        neverSeen,
        estateExample(neverSeen, standIn.imageBase, {
          status: "rented",
          negotiation: "let",
          price: { amount: 1150 },
        }),
      );
      const rented = await webhook({ event: "estate-added", estate_id: neverSeen });
      expect(rented.status).toBe(201);
      expect(await propertyOf(rented.json.propertyId)).toMatchObject({
        status: "rented",
        goal: 1,
        price: 1150,
      });
    });

    it("crm connector: bad input is a 4xx problem naming it, never a 5xx; without its settings the webhook is a 404", async () => {
      const count = await propertyCount();
      const badEvent = await webhook({ event: "estate-sold", estate_id: "x/../y" });
      expect(badEvent.status).toBe(422);
      expect(badEvent.json.errors.map((error: { pointer: string }) => error.pointer).sort()).toEqual([
        "/estate_id",
        "/event",
      ]);
      expect((await webhook("{not json")).status).toBe(400);
      expect((await webhook(null, SECRET, "GET")).status).toBe(405);
      const unreadable = "8d0f6b1e-3a52-4c7e-9f10-2b7c5e4a1d07";
      standIn.setEstate(unreadable, estateExample(unreadable, standIn.imageBase, { bedrooms: "three" }));
      const refused = await webhook({ event: "estate-added", estate_id: unreadable });
      expect(refused.status).toBe(422);
      expect(refused.json.errors).toEqual([{ pointer: "/estate/bedrooms", detail: expect.any(String) }]);
      expect(await propertyCount()).toBe(count);

      connectorOn = false;
      try {
        expect((await webhook({ event: "estate-added", estate_id: unreadable })).status).toBe(404);
      } finally {
        connectorOn = true;
      }
    });
  });
}
