import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { forEachDatabase } from "../../../../tests/support/databases.ts";
import { appointments, leads } from "../../../db/schema/leads.ts";
import { insertTestProperty } from "../testing/lead-fixtures.ts";
import { freeVisitSlots } from "./appointments.server.ts";
import { upcomingVisitSlots } from "./visit-slots.ts";

forEachDatabase((database) => {
  it("offers the slots nobody booked, and none once every slot is taken (the appointments are full)", async () => {
    const db = database();
    const propertyId = await insertTestProperty(db, 1);
    const now = new Date();
    const all = upcomingVisitSlots(now);
    expect(await freeVisitSlots(db, propertyId, now)).toEqual(all);

    const book = async (slots: typeof all, status: "confirmed" | "cancelled" = "confirmed") => {
      for (const slot of slots) {
        const leadId = randomUUID();
        await db.insert(leads).values({
          id: leadId,
          form: "contact-appointment",
          submissionKey: leadId,
          payloadDigest: "-",
          language: "nl",
          propertyId,
          email: "visit@example.be",
          payload: {},
        });
        await db
          .insert(appointments)
          .values({ id: randomUUID(), leadId, propertyId, slotDate: slot.date, slotCode: slot.slot, status });
      }
    };
    await book(all.slice(0, 2));
    expect(await freeVisitSlots(db, propertyId, now)).toEqual(all.slice(2));
    await book(all.slice(2, 3), "cancelled");
    expect(await freeVisitSlots(db, propertyId, now)).toEqual(all.slice(2));
    await book(all.slice(2));
    expect(await freeVisitSlots(db, propertyId, now)).toEqual([]);
  });
});
