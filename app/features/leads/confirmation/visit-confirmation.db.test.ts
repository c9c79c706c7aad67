import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { forEachDatabase } from "../../../../tests/support/databases.ts";
import type { Database } from "../../../db/client.server.ts";
import { appointments, outboxMessages } from "../../../db/schema/leads.ts";
import { freeVisitSlots } from "../appointments/appointments.server.ts";
import { upcomingVisitSlots } from "../appointments/visit-slots.ts";
import { readConfirmationToken } from "../guard/confirmation-token.server.ts";
import type { VisitSlot } from "../schemas/visit-slot.ts";
import { visitSlotValue } from "../schemas/visit-slot.ts";
import { findPropertySubject } from "../submit/lead-subject.server.ts";
import { storeLead } from "../submit/store-lead.server.ts";
import { insertTestProperty, leadInput, person, submissionOf } from "../testing/lead-fixtures.ts";
import { confirmRequest, inspectConfirmation } from "./confirm-request.server.ts";

const minutes = (n: number) => n * 60_000;

async function propertyOf(db: Database) {
  const propertyId = await insertTestProperty(db, 0);
  const subject = await findPropertySubject(db, propertyId, "en");
  if (!subject) throw new Error("property");
  return { propertyId, subject };
}

/**
 * "Now" for every test: a morning, so that the half hour and three quarters the tests wait stay on the same
 * day and the first slot stays bookable (slots start the next day: late in the evening the wait would cross
 * midnight and make it today's).
 */
const MORNING = new Date("2030-06-04T08:00:00Z");

/** Books `slot` as `email` at `now` and returns the links of the visitor's and the agency's e-mails. */
async function book(
  db: Database,
  subject: NonNullable<Awaited<ReturnType<typeof findPropertySubject>>>,
  slot: VisitSlot,
  email: string,
  now: Date,
) {
  const visit = submissionOf("contact-appointment", {
    ...person,
    email,
    slot: visitSlotValue(slot),
    privacy: "on",
  });
  const input = { ...leadInput(visit, subject), now };
  const outcome = await storeLead(db, input);
  if (outcome.kind !== "stored") return { outcome, visitor: null, agency: null };
  const mails = await db.select().from(outboxMessages).where(eq(outboxMessages.leadId, outcome.leadId));
  const linkIn = (kind: "confirmation_request" | "agency_notification") => {
    const body = mails.find((mail) => mail.kind === kind)?.textBody ?? "";
    const url = /https:\/\/www\.agency\.example\/(?:en|nl)\/(?:confirm|bevestigen)\/\?token=(\S+)/.exec(body);
    return readConfirmationToken(input.confirmKey, url?.[1]);
  };
  return { outcome, visitor: linkIn("confirmation_request"), agency: linkIn("agency_notification") };
}

forEachDatabase((database) => {
  it("hardening 7: a booking holds its slot for 30 minutes only, and frees it by itself when unconfirmed", async () => {
    const db = database();
    const { propertyId, subject } = await propertyOf(db);
    const now = MORNING;
    const [slot] = upcomingVisitSlots(now);
    if (!slot) throw new Error("slot");
    const { visitor } = await book(db, subject, slot, "first@example.be", now);
    expect(visitor?.kind).toBe("visit");
    expect(await freeVisitSlots(db, propertyId, now)).not.toContainEqual(slot);
    expect(await freeVisitSlots(db, propertyId, new Date(now.getTime() + minutes(29)))).not.toContainEqual(
      slot,
    );
    // No clean-up job ran: the expired hold simply no longer counts.
    const later = new Date(now.getTime() + minutes(31));
    expect(await freeVisitSlots(db, propertyId, later)).toContainEqual(slot);
    const second = await book(db, subject, slot, "second@example.be", later);
    expect(second.outcome.kind).toBe("stored");
    if (!visitor) throw new Error("link");
    expect(await inspectConfirmation(db, visitor, later)).toBe("expired");
    expect(await confirmRequest(db, visitor, later)).toBe("expired");
  });

  it("hardening 7: the visitor's link confirms the visit once; the slot is then taken for good", async () => {
    const db = database();
    const { propertyId, subject } = await propertyOf(db);
    const now = MORNING;
    const [slot] = upcomingVisitSlots(now);
    if (!slot) throw new Error("slot");
    const { visitor } = await book(db, subject, slot, "visitor@example.be", now);
    if (!visitor) throw new Error("link");
    const soon = new Date(now.getTime() + minutes(10));
    expect(await inspectConfirmation(db, visitor, soon)).toBe("ready");
    expect(await confirmRequest(db, visitor, soon)).toBe("confirmed");
    expect(await confirmRequest(db, visitor, soon)).toBe("already-confirmed");
    const [row] = await db.select().from(appointments).where(eq(appointments.propertyId, propertyId));
    expect(row).toMatchObject({ status: "confirmed", holdUntil: null });
    const muchLater = new Date(now.getTime() + minutes(120));
    expect(await freeVisitSlots(db, propertyId, muchLater)).not.toContainEqual(slot);
    expect((await book(db, subject, slot, "other@example.be", muchLater)).outcome).toEqual({
      kind: "slot-taken",
    });
  });

  it("hardening 7: a property has at most 3 slots held; later bookings hold none and get their slot only if still free", async () => {
    const db = database();
    const { propertyId, subject } = await propertyOf(db);
    const now = MORNING;
    const slots = upcomingVisitSlots(now);
    const links = [];
    for (const [index, slot] of slots.slice(0, 4).entries()) {
      const { visitor } = await book(db, subject, slot, `grief.${index}@example.be`, now);
      links.push(visitor);
    }
    const free = await freeVisitSlots(db, propertyId, now);
    expect(free).toEqual(slots.filter((_, index) => index >= 3));
    const rows = await db.select().from(appointments).where(eq(appointments.propertyId, propertyId));
    expect(rows.filter((row) => row.holdUntil !== null)).toHaveLength(3);
    // Someone else confirms the fourth slot first: the unheld booking is then told the slot is gone.
    const [fourth] = slots.slice(3);
    if (!fourth || !links[3]) throw new Error("slot");
    const rival = await book(db, subject, fourth, "rival@example.be", now);
    if (!rival.visitor) throw new Error("link");
    expect(await confirmRequest(db, rival.visitor, now)).toBe("confirmed");
    expect(await confirmRequest(db, links[3], now)).toBe("slot-taken");
  });

  it("hardening 7: one address may have 2 unconfirmed visits waiting, then is asked to confirm them first", async () => {
    const db = database();
    const { subject } = await propertyOf(db);
    const now = MORNING;
    const slots = upcomingVisitSlots(now);
    const results = [];
    for (const slot of slots.slice(0, 3))
      results.push((await book(db, subject, slot, "one@example.be", now)).outcome.kind);
    expect(results).toEqual(["stored", "stored", "visits-waiting"]);
    const later = new Date(now.getTime() + minutes(31));
    const [fourth] = slots.slice(3);
    if (!fourth) throw new Error("slot");
    expect((await book(db, subject, fourth, "one@example.be", later)).outcome.kind).toBe("stored");
  });

  it("hardening 7: the agency's link confirms a visit after the visitor's half hour, while the slot is free", async () => {
    const db = database();
    const { subject } = await propertyOf(db);
    const now = MORNING;
    const [slot] = upcomingVisitSlots(now);
    if (!slot) throw new Error("slot");
    const { visitor, agency } = await book(db, subject, slot, "phone@example.be", now);
    if (!visitor || !agency) throw new Error("links");
    expect(agency.kind).toBe("agency-visit");
    const later = new Date(now.getTime() + minutes(45));
    expect(await inspectConfirmation(db, visitor, later)).toBe("expired");
    expect(await confirmRequest(db, agency, later)).toBe("confirmed");
    expect(await confirmRequest(db, visitor, later)).toBe("already-confirmed");
  });

  it("hardening 7: of bookings of one slot sent at once, one holds it and the others are told it is taken", async () => {
    const db = database();
    const { propertyId, subject } = await propertyOf(db);
    const now = MORNING;
    const [slot] = upcomingVisitSlots(now);
    if (!slot) throw new Error("slot");
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, (_, i) => book(db, subject, slot, `race.${i}@example.be`, now)),
    );
    const kinds = outcomes.map((result) => result.outcome.kind).sort();
    expect(kinds).toEqual(["slot-taken", "slot-taken", "slot-taken", "slot-taken", "slot-taken", "stored"]);
    const rows = await db.select().from(appointments).where(eq(appointments.propertyId, propertyId));
    expect(rows).toHaveLength(1);
  });

  it("hardening 7: a link naming another visit, or signed with another key, confirms nothing", async () => {
    const db = database();
    const { subject } = await propertyOf(db);
    const now = MORNING;
    const [slot] = upcomingVisitSlots(now);
    if (!slot) throw new Error("slot");
    const { visitor } = await book(db, subject, slot, "forge@example.be", now);
    if (!visitor) throw new Error("link");
    const forged = { ...visitor, id: "00000000-0000-4000-8000-000000000000" };
    expect(await confirmRequest(db, forged, now)).toBe("invalid");
  });
});
