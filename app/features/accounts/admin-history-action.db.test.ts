import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { forEachDatabase } from "../../../tests/support/databases.ts";
import { accounts, auditLog } from "../../db/schema/accounts.ts";
import { ownerCommunications, propertyVisits } from "../../db/schema/property-history.ts";
import { insertTestProperty } from "../leads/testing/lead-fixtures.ts";
import { changeHistory } from "./admin-history-action.server.ts";

forEachDatabase((database) => {
  describe("staff changes to a property's history", () => {
    it("audit 1: an accepted visit and its audit entry are written together; a refused one writes neither", async () => {
      const db = database();
      const propertyId = await insertTestProperty(db, 0);
      const [staff] = await db
        .insert(accounts)
        .values({
          email: `staff${Date.now()}@example.be`,
          displayName: "Staff",
          language: "nl",
          role: "agent",
        })
        .returning();
      if (!staff) throw new Error("no staff account");
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
  });
});
