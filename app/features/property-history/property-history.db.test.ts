import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { forEachDatabase } from "../../../tests/support/databases.ts";
import { insertProperty } from "../../../tests/support/test-property.ts";
import type { Database } from "../../db/client.server.ts";
import { ownerCommunications, propertyMediaLinks, propertyVisits } from "../../db/schema/property-history.ts";
import { communications, onlineMedia, visitHistory } from "./history-queries.server.ts";
import {
  addMediaLink,
  postCommunication,
  recordVisit,
  removeCommunication,
  removeMediaLink,
  removeVisit,
  updateMediaLink,
  updateVisit,
} from "./property-history.server.ts";

const visit = (propertyId: number, overrides: Record<string, unknown> = {}) => ({
  propertyId: String(propertyId),
  visitAt: "2026-03-29T14:30",
  type: "first-viewing",
  contact: "  J. Peeters ",
  subject: "Bezichtiging",
  comment: "Vond de tuin mooi.\r\nTwijfelt over de keuken.",
  status: "done",
  source: "website",
  ...overrides,
});

async function rowCounts(db: Database, propertyId: number) {
  const count = async (
    table: typeof propertyVisits | typeof ownerCommunications | typeof propertyMediaLinks,
  ) => (await db.select().from(table).where(eq(table.propertyId, propertyId))).length;
  return {
    visits: await count(propertyVisits),
    communications: await count(ownerCommunications),
    links: await count(propertyMediaLinks),
  };
}

forEachDatabase((database) => {
  describe("visits", () => {
    it("records a visit from the staff form (Brussels time) and lists the latest first", async () => {
      const db = database();
      const propertyId = await insertProperty(db);
      const first = await recordVisit(db, visit(propertyId));
      expect(first.ok).toBe(true);
      await recordVisit(
        db,
        visit(propertyId, { visitAt: "2026-04-02T10:00", type: "second-viewing", comment: "" }),
      );
      const history = await visitHistory(db, propertyId);
      expect(history.map((entry) => entry.visitAt.toISOString())).toEqual([
        "2026-04-02T08:00:00.000Z",
        "2026-03-29T12:30:00.000Z",
      ]);
      expect(history[1]).toMatchObject({
        type: "first-viewing",
        contact: "J. Peeters",
        subject: "Bezichtiging",
        comment: "Vond de tuin mooi.\nTwijfelt over de keuken.",
        status: "done",
        source: "website",
      });
      expect(await visitHistory(db, await insertProperty(db))).toEqual([]);
    });

    it("refuses bad input with the field's message and writes nothing", async () => {
      const db = database();
      const propertyId = await insertProperty(db);
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{ visitAt: "2026-02-30T10:00" }, { visitAt: "HISTORY_ERROR_DATE" }],
        [{ visitAt: undefined }, { visitAt: "HISTORY_ERROR_DATE" }],
        [{ type: "tour" }, { type: "HISTORY_ERROR_CHOICE" }],
        [{ status: "" }, { status: "HISTORY_ERROR_CHOICE" }],
        [{ source: ["website"] }, { source: "HISTORY_ERROR_CHOICE" }],
        [{ contact: "  \u0000 " }, { contact: "HISTORY_ERROR_REQUIRED" }],
        [{ subject: "x".repeat(201) }, { subject: "HISTORY_ERROR_TOO_LONG" }],
        [{ comment: 42 }, { comment: "HISTORY_ERROR_REQUIRED" }],
        [{ propertyId: "abc" }, { propertyId: "HISTORY_ERROR_REQUIRED" }],
        [{ propertyId: "999999999" }, { propertyId: "HISTORY_ERROR_PROPERTY" }],
      ];
      for (const [overrides, errors] of cases) {
        expect(await recordVisit(db, visit(propertyId, overrides))).toEqual({ ok: false, errors });
      }
      expect(await recordVisit(db, null)).toMatchObject({ ok: false });
      expect(await rowCounts(db, propertyId)).toEqual({ visits: 0, communications: 0, links: 0 });
    });

    it("updates and removes a visit of its own property only", async () => {
      const db = database();
      const propertyId = await insertProperty(db);
      const other = await insertProperty(db);
      const recorded = await recordVisit(db, visit(propertyId, { status: "planned", comment: "" }));
      if (!recorded.ok) throw new Error("not recorded");
      const id = recorded.row.id;
      expect(await updateVisit(db, { ...visit(other), id })).toEqual({
        ok: false,
        errors: { id: "HISTORY_ERROR_NOT_FOUND" },
      });
      expect(await updateVisit(db, { ...visit(propertyId, { status: "gone" }), id })).toMatchObject({
        ok: false,
      });
      const updated = await updateVisit(db, {
        ...visit(propertyId, { comment: "Biedt volgende week." }),
        id,
      });
      expect(updated).toMatchObject({
        ok: true,
        row: { id, status: "done", comment: "Biedt volgende week." },
      });
      expect(await removeVisit(db, { propertyId: other, id })).toMatchObject({ ok: false });
      expect(await removeVisit(db, { propertyId, id: "not-a-uuid" })).toMatchObject({ ok: false });
      expect(await removeVisit(db, { propertyId, id })).toMatchObject({ ok: true, row: { id } });
      expect(await visitHistory(db, propertyId)).toEqual([]);
    });

    it("writes in the caller's transaction: rolled back with it, kept with it", async () => {
      const db = database();
      const propertyId = await insertProperty(db);
      await expect(
        db.transaction(async (tx) => {
          const result = await recordVisit(tx, visit(propertyId));
          expect(result.ok).toBe(true);
          throw new Error("the audit entry failed");
        }),
      ).rejects.toThrow("the audit entry failed");
      expect(await visitHistory(db, propertyId)).toEqual([]);
      await db.transaction(async (tx) => {
        await recordVisit(tx, visit(propertyId));
      });
      expect(await visitHistory(db, propertyId)).toHaveLength(1);
    });
  });

  describe("communications", () => {
    it("posts messages with or without a document, newest first", async () => {
      const db = database();
      const propertyId = await insertProperty(db);
      const posted = await postCommunication(
        db,
        {
          propertyId,
          message: "Het EPC is binnen.",
          documentUrl: "https://docs.example.be/epc.pdf",
          documentLabel: "EPC",
        },
        new Date("2026-11-01T09:00:00Z"),
      );
      expect(posted.ok).toBe(true);
      await postCommunication(
        db,
        { propertyId, message: "Drie bezoeken deze week.", documentUrl: "", documentLabel: "" },
        new Date("2026-11-08T09:00:00Z"),
      );
      expect(await communications(db, propertyId)).toEqual([
        expect.objectContaining({ message: "Drie bezoeken deze week.", document: null }),
        expect.objectContaining({
          message: "Het EPC is binnen.",
          document: { url: "https://docs.example.be/epc.pdf", label: "EPC" },
        }),
      ]);
    });

    it("refuses an empty message, a document label without address and any address that is not http(s)", async () => {
      const db = database();
      const propertyId = await insertProperty(db);
      const bad: [Record<string, unknown>, Record<string, string>][] = [
        [{ message: "   " }, { message: "HISTORY_ERROR_REQUIRED" }],
        [{ message: "x".repeat(4_001) }, { message: "HISTORY_ERROR_TOO_LONG" }],
        [{ documentLabel: "EPC" }, { documentUrl: "HISTORY_ERROR_REQUIRED" }],
        [{ documentUrl: "javascript:alert(1)" }, { documentUrl: "HISTORY_ERROR_URL" }],
        [{ documentUrl: "JAVASCRIPT:alert(1)//https://x.be" }, { documentUrl: "HISTORY_ERROR_URL" }],
        [{ documentUrl: "data:text/html,<script>alert(1)</script>" }, { documentUrl: "HISTORY_ERROR_URL" }],
        [{ documentUrl: "ftp://files.example.be/a.pdf" }, { documentUrl: "HISTORY_ERROR_URL" }],
        [{ documentUrl: "https://user:secret@example.be/a.pdf" }, { documentUrl: "HISTORY_ERROR_URL" }],
        [{ documentUrl: "//example.be/a.pdf" }, { documentUrl: "HISTORY_ERROR_URL" }],
        [
          { documentUrl: "https://example.be/" + "a".repeat(2_000) },
          { documentUrl: "HISTORY_ERROR_TOO_LONG" },
        ],
      ];
      for (const [overrides, errors] of bad) {
        expect(await postCommunication(db, { propertyId, message: "Nieuws", ...overrides })).toEqual({
          ok: false,
          errors,
        });
      }
      expect(await rowCounts(db, propertyId)).toEqual({ visits: 0, communications: 0, links: 0 });
    });

    it("removes a message of its own property only", async () => {
      const db = database();
      const propertyId = await insertProperty(db);
      const posted = await postCommunication(db, { propertyId, message: "Nieuws" });
      if (!posted.ok) throw new Error("not posted");
      expect(await removeCommunication(db, { propertyId: propertyId + 1, id: posted.row.id })).toMatchObject({
        ok: false,
      });
      expect(await removeCommunication(db, { propertyId, id: posted.row.id })).toMatchObject({ ok: true });
      expect(await communications(db, propertyId)).toEqual([]);
    });
  });

  describe("online media", () => {
    it("lists the site's own page and the recorded links, refusing a second copy of an address", async () => {
      const db = database();
      const propertyId = await insertProperty(db);
      const added = await addMediaLink(db, {
        propertyId,
        label: " Immoweb ",
        url: "https://www.immoweb.be/nl/zoekertje/123",
      });
      expect(added).toMatchObject({ ok: true, row: { label: "Immoweb" } });
      expect(
        await addMediaLink(db, {
          propertyId,
          label: "Again",
          url: "https://www.immoweb.be/nl/zoekertje/123",
        }),
      ).toEqual({
        ok: false,
        errors: { url: "HISTORY_ERROR_DUPLICATE" },
      });
      await addMediaLink(db, {
        propertyId,
        label: "Facebook",
        url: "https://www.facebook.com/agency/posts/1",
      });
      const media = await onlineMedia(db, propertyId, "fr");
      expect(media.sitePage).toBe(`/fr/a-vendre/bonheiden/villa-avec-jardin/${propertyId}/`);
      expect(media.links.map((link) => link.label)).toEqual(["Immoweb", "Facebook"]);
      expect((await onlineMedia(db, propertyId)).sitePage).toBe(
        `/nl/te-koop/bonheiden/villa-met-tuin/${propertyId}/`,
      );
      expect(await onlineMedia(db, 999_999_999)).toEqual({ sitePage: null, links: [] });
    });

    it("refuses unsafe addresses, and never hands out one a row holds", async () => {
      const db = database();
      const propertyId = await insertProperty(db);
      for (const url of [
        "javascript:alert(1)",
        " vbscript:x",
        "data:,x",
        "mailto:a@b.be",
        "file:///etc/passwd",
        "x",
      ]) {
        expect(await addMediaLink(db, { propertyId, label: "Bad", url })).toEqual({
          ok: false,
          errors: { url: "HISTORY_ERROR_URL" },
        });
      }
      expect(await addMediaLink(db, { propertyId, label: "", url: "https://x.be/" })).toEqual({
        ok: false,
        errors: { label: "HISTORY_ERROR_REQUIRED" },
      });
      expect(await rowCounts(db, propertyId)).toEqual({ visits: 0, communications: 0, links: 0 });
      // A row written around the use-cases (an import, an old version) is checked again on the way out.
      await db.insert(propertyMediaLinks).values({
        id: crypto.randomUUID(),
        propertyId,
        label: "Injected",
        url: "javascript:alert(1)",
        createdAt: new Date(),
      });
      expect((await onlineMedia(db, propertyId)).links).toEqual([]);
    });

    it("updates and removes a link of its own property only", async () => {
      const db = database();
      const propertyId = await insertProperty(db);
      const first = await addMediaLink(db, { propertyId, label: "Zimmo", url: "https://www.zimmo.be/a" });
      const second = await addMediaLink(db, {
        propertyId,
        label: "Immoweb",
        url: "https://www.immoweb.be/b",
      });
      if (!first.ok || !second.ok) throw new Error("not added");
      expect(
        await updateMediaLink(db, {
          propertyId,
          id: first.row.id,
          label: "Zimmo",
          url: "https://www.immoweb.be/b",
        }),
      ).toEqual({ ok: false, errors: { url: "HISTORY_ERROR_DUPLICATE" } });
      expect(
        await updateMediaLink(db, {
          propertyId,
          id: first.row.id,
          label: "Zimmo NL",
          url: "https://www.zimmo.be/c",
        }),
      ).toMatchObject({ ok: true, row: { label: "Zimmo NL", url: "https://www.zimmo.be/c" } });
      expect(await removeMediaLink(db, { propertyId: propertyId + 1, id: second.row.id })).toMatchObject({
        ok: false,
      });
      expect(await removeMediaLink(db, { propertyId, id: second.row.id })).toMatchObject({ ok: true });
      expect((await onlineMedia(db, propertyId)).links.map((link) => link.url)).toEqual([
        "https://www.zimmo.be/c",
      ]);
    });
  });
});
