// The back office's listings screen on both databases: who may open it, cross-origin posts, publishing
// (version-checked, audit-logged, the public list, page and every other public read follow at once), the
// listing form through the import's schema and upsert (create, edit, stale version, fields the form does
// not show kept), the table's warnings and filters, and fast-check of malformed posts to every form
// (never 5xx, nothing written).
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "../../tests/support/databases.ts";
import type { RequestAccount } from "../features/accounts/account-context.ts";
import {
  actionArgs,
  formPost,
  routeContext,
  statusOf,
  TEST_ORIGIN,
} from "../features/accounts/testing/route-request.ts";
import {
  counts,
  imported,
  LIST,
  staffAccount,
  versionOf,
} from "../features/back-office/testing/listing-fixtures.ts";
import { forgetPublicContentMemos } from "../db/public-content-memo.server.ts";
import { auditLog } from "../db/schema/accounts.ts";
import { importedListings } from "../db/schema/imports.ts";
import { projectUnits, propertyDocuments } from "../db/schema/listings.ts";
import { parseListingQuery } from "../features/listings/listing-query.ts";
import { latestListings, listingPage } from "../features/listings/listings.server.ts";
import { withdrawListing } from "../features/import/withdraw-listing.server.ts";
import { findPropertyRecord } from "../features/property/property-record.server.ts";
import { findProjectRecord } from "../features/projects/projects.server.ts";
import { buildSearchIndex } from "../features/search/search-index.server.ts";
import { sitemapRows } from "../features/site-shell/sitemap.server.ts";
import { action as listingAction, loader as listingLoader } from "./back-office-listing.tsx";
import { action as listingsAction, loader as listingsLoader } from "./back-office-listings.tsx";

/** The listing form as an agent sends it, at `version`, with `price`. */
function listingEdit(path: string, version: string, price: string) {
  return formPost(path, {
    intent: "save",
    version,
    goal: "sale",
    status: "available",
    typeId: "1",
    zip: "2800",
    city: "Mechelen",
    street: "Bruul",
    houseNumber: "12",
    price,
    title_nl: "Ruime gezinswoning met tuin",
    description_nl: "<p>Instapklare woning vlak bij het centrum.</p>",
    title_fr: "Maison familiale spacieuse avec jardin",
    description_fr: "<p>Maison prête à habiter.</p>",
    epcScore: "182",
    epcLabel: "B",
    epcCode: "20240312-0001234-RES-1",
    floodP: "A",
    floodG: "A",
    constructionYear: "1965",
    bedrooms: "3",
    bathrooms: "1",
    surfaceHabitable: "165",
    surfaceGround: "240",
  });
}

const RUNS = 40;

forEachDatabase(
  (database) => {
    let agent: RequestAccount;
    let owner: RequestAccount;

    beforeAll(async () => {
      agent = await staffAccount(database(), "agent", "agent@example.be");
      owner = await staffAccount(database(), "owner", "owner-bo@example.be");
    });

    const as = (account: RequestAccount | null) => routeContext(database(), { language: "en", account });
    const run = async (outcome: Promise<unknown>) =>
      statusOf(await outcome.catch((thrown: unknown) => thrown));

    it("listings 1: no session is sent to sign in, an owner gets 403, an agent sees the table", async () => {
      const request = new Request(new URL(LIST, TEST_ORIGIN));
      const anonymous = (await as(null)).context;
      expect(
        await run(Promise.resolve().then(() => listingsLoader(actionArgs(request, anonymous, {})))),
      ).toBe(302);
      const ownerContext = (await as(owner)).context;
      expect(
        await run(Promise.resolve().then(() => listingsLoader(actionArgs(request, ownerContext, {})))),
      ).toBe(403);
      const edit = new Request(new URL(`${LIST}new/`, TEST_ORIGIN));
      expect(await run(listingLoader(actionArgs(edit, ownerContext, { listingId: "new" })))).toBe(403);
      const agentContext = (await as(agent)).context;
      expect(await run(listingsLoader(actionArgs(request, agentContext, {})))).toBe(200);
    });

    it("listings 2: a cross-origin post is refused with 403 and writes nothing", async () => {
      const id = await imported(database(), "BO-CROSS");
      const before = await counts(database());
      const { context } = await as(agent);
      const fields = { intent: "publication", propertyId: String(id), version: "1", published: "false" };
      const status = await run(
        listingsAction(actionArgs(formPost(LIST, fields, "https://evil.example"), context, {})),
      );
      expect(status).toBe(403);
      const save = formPost(`${LIST}${id}/`, { intent: "save", version: "1" }, "https://evil.example");
      expect(await run(listingAction(actionArgs(save, context, { listingId: String(id) })))).toBe(403);
      expect(await counts(database())).toEqual(before);
    });

    it("listings 3: unpublishing hides the listing from the public list and page at once; a stale version is refused", async () => {
      const db = database();
      const id = await imported(db, "BO-PUBLISH");
      const publicIds = async () => {
        // As every app server does on the notification each write sends (public-content-notify.db.test.ts).
        forgetPublicContentMemos();
        const page = await listingPage(
          db,
          "sale",
          parseListingQuery(new URLSearchParams("sort=newest")),
          "en",
        );
        return page.items.map((item) => item.id);
      };
      expect(await publicIds()).toContain(id);
      const { context } = await as(agent);
      const version = String(await versionOf(db, id));
      const post = (v: string, published: string) =>
        formPost(LIST, { intent: "publication", propertyId: String(id), version: v, published });
      expect(await run(listingsAction(actionArgs(post(version, "false"), context, {})))).toBe(200);
      expect(await publicIds()).not.toContain(id);
      expect(await findPropertyRecord(db, id)).toBeNull();
      // The same (now stale) page posted again: refused, nothing changed.
      expect(await run(listingsAction(actionArgs(post(version, "true"), context, {})))).toBe(409);
      expect(await findPropertyRecord(db, id)).toBeNull();
      const entries = await db
        .select()
        .from(auditLog)
        .where(eq(auditLog.subjectId, String(id)));
      expect(entries.map((entry) => entry.action)).toEqual(["listing.unpublished"]);
      expect(entries[0]?.actorId).toBe(agent.id);
    });

    it("listings 9: every public read leaves out an unpublished listing: home, sitemap, search index, project unit link", async () => {
      const db = database();
      const id = await imported(db, "BO-EVERYWHERE");
      const [unit] = await db.select().from(projectUnits).limit(1);
      if (!unit) throw new Error("the demo data has no project units");
      await db.update(projectUnits).set({ propertyId: id }).where(eq(projectUnits.id, unit.id));
      const seen = async () => ({
        home: (await latestListings(db, "en", 200)).some((item) => item.id === id),
        sitemap: (await sitemapRows(db)).listings.some((row) => row.id === id),
        search: (await buildSearchIndex(db, "en")).properties.some((row) => row.id === id),
        unit:
          (await findProjectRecord(db, unit.projectId))?.units.some((row) => row.listing?.id === id) ?? false,
      });
      expect(await seen()).toEqual({ home: true, sitemap: true, search: true, unit: true });
      const { context } = await as(agent);
      const fields = {
        intent: "publication",
        propertyId: String(id),
        version: String(await versionOf(db, id)),
        published: "false",
      };
      expect(await run(listingsAction(actionArgs(formPost(LIST, fields), context, {})))).toBe(200);
      expect(await seen()).toEqual({ home: false, sitemap: false, search: false, unit: false });
    });

    it("listings 4: the form creates a listing through the import's schema; a taken reference is refused", async () => {
      const db = database();
      const { context } = await as(agent);
      const fields = {
        intent: "save",
        reference: "BO-FORM-1",
        goal: "sale",
        status: "available",
        typeId: "1",
        zip: "2800",
        city: "Mechelen",
        countryId: "10",
        latitude: "51.03",
        longitude: "4.48",
        price: "310000",
        bedrooms: "2",
        title_nl: "Rijwoning met tuin",
        description_nl: "<p>Gezellig.</p>",
      };
      const created = await listingAction(
        actionArgs(formPost(`${LIST}new/`, fields), context, { listingId: "new" }),
      ).catch((thrown: unknown) => thrown);
      expect(statusOf(created)).toBe(302);
      const [row] = await db
        .select()
        .from(importedListings)
        .where(eq(importedListings.reference, "BO-FORM-1"));
      expect(row).toBeDefined();
      const record = await findPropertyRecord(db, row?.propertyId ?? 0);
      expect(record?.property.price).toBe(310_000);
      expect(record?.texts.map((text) => text.typeDescription)).toEqual(["Rijwoning met tuin"]);
      const before = await counts(db);
      const again = await run(
        listingAction(actionArgs(formPost(`${LIST}new/`, fields), context, { listingId: "new" })),
      );
      expect(again).toBe(400);
      expect(await counts(db)).toEqual(before);
    });

    it("listings 5: an edit keeps what the form does not show, and a second tab's stale save is refused", async () => {
      const db = database();
      const id = await imported(db, "BO-EDIT");
      const { context } = await as(agent);
      const pathOf = `${LIST}${id}/`;
      const version = String(await versionOf(db, id));
      const edit = (v: string, price: string) => listingEdit(pathOf, v, price);
      expect(
        statusOf(
          await listingAction(actionArgs(edit(version, "399000"), context, { listingId: String(id) })).catch(
            (e: unknown) => e,
          ),
        ),
      ).toBe(302);
      const record = await findPropertyRecord(db, id);
      expect(record?.property.price).toBe(399_000);
      expect(record?.property.garages).toBe(1);
      expect(record?.property.risks.summons).toBe(0);
      expect(
        await db.select().from(propertyDocuments).where(eq(propertyDocuments.propertyId, id)),
      ).toHaveLength(1);
      const before = await counts(db);
      const stale = await run(
        listingAction(actionArgs(edit(version, "350000"), context, { listingId: String(id) })),
      );
      expect(stale).toBe(409);
      expect((await findPropertyRecord(db, id))?.property.price).toBe(399_000);
      expect(await counts(db)).toEqual(before);
    });

    it("listings 12: a sold listing corrected through the form stays sold, with its page's notice", async () => {
      const db = database();
      const id = await imported(db, "BO-SOLD");
      expect((await withdrawListing(db, "BO-SOLD", "sold")).outcome).toBe("withdrawn");
      const { context } = await as(agent);
      const version = String(await versionOf(db, id));
      const saved = await run(
        listingAction(
          actionArgs(listingEdit(`${LIST}${id}/`, version, "425000"), context, { listingId: String(id) }),
        ),
      );
      expect(saved).toBe(302);
      const record = await findPropertyRecord(db, id);
      expect([record?.property.price, record?.property.status]).toEqual([425_000, "sold"]);
      const [row] = await db.select().from(importedListings).where(eq(importedListings.propertyId, id));
      expect(row?.withdrawn).toBe("sold");
    });

    it("listings 11: the table shows the ad rules' warnings, and filters by status, goal and reference or town", async () => {
      const db = database();
      const id = await imported(db, "BO-WARN-1", { energy: {}, risks: {} });
      const { context } = await as(agent);
      const load = async (search: string) => {
        const outcome = await listingsLoader(
          actionArgs(new Request(new URL(`${LIST}?${search}`, TEST_ORIGIN)), context, {}),
        );
        return JSON.stringify(outcome);
      };
      const found = await load("q=bo-warn-1&goal=sale&status=available");
      expect(found).toContain(`"id":${id}`);
      expect(found).toContain("EPC score missing");
      expect(found).toContain("Flood P-score missing");
      expect(await load("q=bo-warn-1&goal=rent")).not.toContain(`"id":${id}`);
      expect(await load("q=bo-warn-1&status=sold")).not.toContain(`"id":${id}`);
      expect(await load("q=%25&page=abc&status=nonsense")).toContain('"page":1');
    });

    const junk = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.constantFrom(
        "",
        " ",
        "-1",
        "0",
        "1e9999",
        "NaN",
        "' OR 1=1 --",
        "\u0000",
        "999999999999",
        "new",
        "true",
      ),
    );

    it("listings 7: malformed publication posts answer 4xx and write nothing", async () => {
      const db = database();
      const id = await imported(db, "BO-FUZZ-PUB");
      const { context } = await as(agent);
      const before = await counts(db);
      await fc.assert(
        fc.asyncProperty(
          fc.record({ propertyId: fc.oneof(junk, fc.constant(String(id))), version: junk, published: junk }),
          async (form) => {
            const status = await run(
              listingsAction(actionArgs(formPost(LIST, { intent: "publication", ...form }), context, {})),
            );
            expect(status).toBeGreaterThanOrEqual(400);
            expect(status).toBeLessThan(500);
          },
        ),
        { numRuns: RUNS },
      );
      expect(await counts(db)).toEqual(before);
    });

    it("listings 8: malformed listing forms and photo forms answer 4xx and write nothing", async () => {
      const db = database();
      const id = await imported(db, "BO-FUZZ-FORM");
      const { context } = await as(agent);
      const before = await counts(db);
      const names = [
        "reference",
        "goal",
        "typeId",
        "zip",
        "city",
        "price",
        "bedrooms",
        "epcLabel",
        "floodP",
        "title_nl",
        "latitude",
      ];
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(fc.constantFrom(...names, "extra", "__proto__"), junk, { maxKeys: 8 }),
          fc.constantFrom("new", String(id)),
          fc.constantFrom("save", "photo", "photo-upload", "other"),
          async (form, listingId, intent) => {
            // A stale or absent version on an edit, junk everywhere else: nothing may be written.
            const request = formPost(`${LIST}${listingId}/`, { ...form, intent, version: "999999" });
            const status = await run(listingAction(actionArgs(request, context, { listingId })));
            expect(status).toBeGreaterThanOrEqual(400);
            expect(status).toBeLessThan(500);
          },
        ),
        { numRuns: RUNS },
      );
      expect(await counts(db)).toEqual(before);
    });
  },
  { seeded: true },
);
