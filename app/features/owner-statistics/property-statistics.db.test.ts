import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { forEachDatabase } from "../../../tests/support/databases.ts";
import { insertProperty } from "../../../tests/support/test-property.ts";
import type { Database } from "../../db/client.server.ts";
import { appointments, documentRequests, type LeadFormKind, leads } from "../../db/schema/leads.ts";
import { propertyDailyViews } from "../../db/schema/owner-statistics.ts";
import { propertyStatistics } from "./property-statistics.server.ts";

async function views(db: Database, propertyId: number, days: Record<string, number>): Promise<void> {
  await db
    .insert(propertyDailyViews)
    .values(Object.entries(days).map(([day, count]) => ({ propertyId, day, views: count })));
}

async function lead(db: Database, propertyId: number, form: LeadFormKind): Promise<string> {
  const id = randomUUID();
  await db.insert(leads).values({
    id,
    form,
    submissionKey: id,
    payloadDigest: "-",
    language: "nl",
    propertyId,
    email: `${id}@example.be`,
    payload: {},
  });
  return id;
}

forEachDatabase((database) => {
  it("splits the views into today, this week (from Monday), this month and in total, in Brussels days", async () => {
    const db = database();
    const propertyId = await insertProperty(db);
    const other = await insertProperty(db);
    await views(db, propertyId, {
      "2026-02-28": 5,
      "2026-03-01": 1,
      "2026-03-22": 2, // the Sunday of the week before
      "2026-03-29": 4, // Sunday, the 23-hour day of the spring clock change
      "2026-03-30": 3, // Monday
    });
    await views(db, other, { "2026-03-30": 50 });

    // 23:30 on Sunday 29 March in Brussels (21:30 UTC): still Sunday, the week began on the 23rd.
    const sunday = await propertyStatistics(db, propertyId, new Date("2026-03-29T21:30:00Z"));
    expect(sunday.views).toEqual({ today: 4, week: 4, month: 7, total: 15 });
    // An hour later it is Monday 30 March in Brussels (yet 29 March in UTC): a new day and a new week.
    const monday = await propertyStatistics(db, propertyId, new Date("2026-03-29T22:30:00Z"));
    expect(monday.views).toEqual({ today: 3, week: 3, month: 10, total: 15 });

    expect(monday.last30Days).toHaveLength(30);
    expect(monday.last30Days[0]).toEqual({ day: "2026-03-01", views: 1 });
    expect(monday.last30Days.at(-1)).toEqual({ day: "2026-03-30", views: 3 });
    expect(monday.last30Days.find((point) => point.day === "2026-03-29")).toEqual({
      day: "2026-03-29",
      views: 4,
    });
    expect(monday.last30Days.reduce((sum, point) => sum + point.views, 0)).toBe(10);
  });

  it("starts a new month at midnight in Brussels, and the week keeps the days before it", async () => {
    const db = database();
    const propertyId = await insertProperty(db);
    await views(db, propertyId, { "2026-03-30": 2, "2026-03-31": 3, "2026-04-01": 7 });
    // 00:30 on Wednesday 1 April in Brussels is 22:30 UTC on 31 March.
    const stats = await propertyStatistics(db, propertyId, new Date("2026-03-31T22:30:00Z"));
    expect(stats.views).toEqual({ today: 7, week: 12, month: 7, total: 12 });
    // The autumn change: the 25-hour day of 25 October ends at 23:00 UTC.
    await views(db, propertyId, { "2026-10-25": 4, "2026-10-26": 1 });
    const lastHour = await propertyStatistics(db, propertyId, new Date("2026-10-25T22:59:00Z"));
    expect(lastHour.views.today).toBe(4);
    const nextDay = await propertyStatistics(db, propertyId, new Date("2026-10-25T23:00:00Z"));
    expect(nextDay.views).toEqual({ today: 1, week: 1, month: 5, total: 17 });
  });

  it("gives zeros for a property nobody has seen or asked about", async () => {
    const db = database();
    const propertyId = await insertProperty(db);
    const stats = await propertyStatistics(db, propertyId, new Date("2026-11-23T10:00:00Z"));
    expect(stats).toEqual({
      views: { today: 0, week: 0, month: 0, total: 0 },
      last30Days: expect.any(Array),
      enquiries: 0,
      visitRequests: 0,
      documentRequests: 0,
    });
    expect(stats.last30Days.every((point) => point.views === 0)).toBe(true);
  });

  it("counts the property's enquiries, confirmed visit requests and document requests from the leads", async () => {
    const db = database();
    const propertyId = await insertProperty(db);
    const other = await insertProperty(db);
    await lead(db, propertyId, "contact-me");
    await lead(db, propertyId, "contact-me");
    await lead(db, other, "contact-me");
    await lead(db, propertyId, "send-to-friend");
    const book = async (confirmed: boolean, status: "pending" | "confirmed" | "cancelled") => {
      const leadId = await lead(db, propertyId, "contact-appointment");
      await db.insert(appointments).values({
        id: randomUUID(),
        leadId,
        propertyId,
        slotDate: "2026-12-01",
        slotCode: `${status}-${leadId}`,
        status,
        confirmedAt: confirmed ? new Date("2026-11-20T10:00:00Z") : null,
      });
    };
    await book(true, "confirmed");
    await book(true, "cancelled"); // confirmed by the visitor, later cancelled: it was asked for
    await book(false, "pending"); // never confirmed: may not be the visitor's
    for (const target of [propertyId, propertyId, other]) {
      const leadId = await lead(db, target, "document-request");
      await db.insert(documentRequests).values({ leadId, propertyId: target, email: `${leadId}@example.be` });
    }
    const stats = await propertyStatistics(db, propertyId, new Date("2026-11-23T10:00:00Z"));
    expect(stats.enquiries).toBe(2);
    expect(stats.visitRequests).toBe(2);
    expect(stats.documentRequests).toBe(2);
  });
});
