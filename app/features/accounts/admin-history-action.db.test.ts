import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { forEachDatabase } from "../../../tests/support/databases.ts";
import type { Database } from "../../db/client.server.ts";
import { accounts, auditLog } from "../../db/schema/accounts.ts";
import { ownerCommunications, propertyVisits } from "../../db/schema/property-history.ts";
import { insertTestProperty } from "../leads/testing/lead-fixtures.ts";
import { changeHistory } from "./admin-history-action.server.ts";

async function staffAccount(db: Database, name: string) {
  const [staff] = await db
    .insert(accounts)
    .values({ email: `${name}${Date.now()}@example.be`, displayName: "Staff", language: "nl", role: "agent" })
    .returning();
  if (!staff) throw new Error("no staff account");
  return staff;
}

forEachDatabase((database) => {
  describe("staff changes to a property's history", () => {
    it("audit 1: an accepted visit and its audit entry are written together; a refused one writes neither", async () => {
      const db = database();
      const propertyId = await insertTestProperty(db, 0);
      const staff = await staffAccount(db, "staff");
      const now = new Date();
      const visit = {
        visitAt: "2026-11-20T14:30",
        type: "first-viewing",
        contact: "Familie Wouters",
        subject: "Eerste bezoek",
        comment: "Tuin bevalt",
        status: "done",
        source: "website",
      };
      const saved = await changeHistory(db, staff.id, "visit", propertyId, visit, now);
      expect(saved.status).toBe("saved");
      const refused = await changeHistory(
        db,
        staff.id,
        "visit",
        propertyId,
        { ...visit, status: "maybe" },
        now,
      );
      expect(refused).toMatchObject({ status: "invalid", errors: { status: "HISTORY_ERROR_CHOICE" } });
      const message = await changeHistory(db, staff.id, "communication", propertyId, { message: "" }, now);
      expect(message.status).toBe("invalid");

      expect(
        await db.select().from(propertyVisits).where(eq(propertyVisits.propertyId, propertyId)),
      ).toHaveLength(1);
      expect(
        await db.select().from(ownerCommunications).where(eq(ownerCommunications.propertyId, propertyId)),
      ).toEqual([]);
      const entries = await db.select().from(auditLog).where(eq(auditLog.actorId, staff.id));
      expect(
        entries.map(({ action, subjectKind, subjectId }) => ({ action, subjectKind, subjectId })),
      ).toEqual([{ action: "visit.recorded", subjectKind: "property", subjectId: String(propertyId) }]);
    });

    it("audit 2: staff remove a recorded visit with its audit entry; another property's visit, or an unknown id, is refused", async () => {
      const db = database();
      const propertyId = await insertTestProperty(db, 0);
      const otherProperty = await insertTestProperty(db, 0);
      const staff = await staffAccount(db, "remover");
      const now = new Date();
      const visit = {
        visitAt: "2026-11-21T10:00",
        type: "first-viewing",
        contact: "Fam. Peeters",
        subject: "Bezoek",
        comment: "",
        status: "planned",
        source: "website",
      };
      await changeHistory(db, staff.id, "visit", propertyId, visit, now);
      const [row] = await db.select().from(propertyVisits).where(eq(propertyVisits.propertyId, propertyId));
      if (!row) throw new Error("no visit");

      const elsewhere = await changeHistory(db, staff.id, "visit-remove", otherProperty, { id: row.id }, now);
      expect(elsewhere).toMatchObject({ status: "invalid", errors: { id: "HISTORY_ERROR_NOT_FOUND" } });
      const malformed = await changeHistory(
        db,
        staff.id,
        "visit-remove",
        propertyId,
        { id: "x'; drop" },
        now,
      );
      expect(malformed.status).toBe("invalid");
      expect(await db.select().from(propertyVisits).where(eq(propertyVisits.id, row.id))).toHaveLength(1);

      const removed = await changeHistory(db, staff.id, "visit-remove", propertyId, { id: row.id }, now);
      expect(removed.status).toBe("saved");
      expect(await db.select().from(propertyVisits).where(eq(propertyVisits.id, row.id))).toEqual([]);
      const actions = (await db.select().from(auditLog).where(eq(auditLog.actorId, staff.id))).map(
        (e) => e.action,
      );
      expect(actions).toEqual(["visit.recorded", "visit.removed"]);
    });

    it("staff change a recorded visit in place after the viewing, with its audit entry; bad input or another property's visit changes nothing", async () => {
      const db = database();
      const propertyId = await insertTestProperty(db, 0);
      const otherProperty = await insertTestProperty(db, 0);
      const staff = await staffAccount(db, "editor");
      const now = new Date();
      const visit = {
        visitAt: "2026-11-22T09:00",
        type: "first-viewing",
        contact: "Fam. Janssens",
        subject: "Bezoek",
        comment: "",
        status: "planned",
        source: "website",
      };
      await changeHistory(db, staff.id, "visit", propertyId, visit, now);
      const [row] = await db.select().from(propertyVisits).where(eq(propertyVisits.propertyId, propertyId));
      if (!row) throw new Error("no visit");
      const after = { ...visit, id: row.id, status: "done", comment: "Kopers denken na over een bod" };

      const bad = await changeHistory(
        db,
        staff.id,
        "visit-edit",
        propertyId,
        { ...after, visitAt: "gisteren" },
        now,
      );
      expect(bad).toMatchObject({ status: "invalid", errors: { visitAt: "HISTORY_ERROR_DATE" } });
      const elsewhere = await changeHistory(db, staff.id, "visit-edit", otherProperty, after, now);
      expect(elsewhere.status).toBe("invalid");
      const [unchanged] = await db.select().from(propertyVisits).where(eq(propertyVisits.id, row.id));
      expect(unchanged).toMatchObject({ status: "planned", comment: "" });

      const saved = await changeHistory(db, staff.id, "visit-edit", propertyId, after, now);
      expect(saved.status).toBe("saved");
      const [changed] = await db.select().from(propertyVisits).where(eq(propertyVisits.id, row.id));
      expect(changed).toMatchObject({ status: "done", comment: "Kopers denken na over een bod" });
      const entries = await db.select().from(auditLog).where(eq(auditLog.actorId, staff.id));
      expect(entries.map((entry) => entry.action)).toEqual(["visit.recorded", "visit.updated"]);
    });
  });
});
