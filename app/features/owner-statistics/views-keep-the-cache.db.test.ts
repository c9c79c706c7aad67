// Counting views (every few seconds) and the agency's history entries are no public content: they must
// not notify 'public_content_changed', or every batch of views would empty the page caches.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS, openTestDatabase } from "../../../tests/support/databases.ts";
import { insertProperty } from "../../../tests/support/test-property.ts";
import type { DatabaseConnection } from "../../db/client.server.ts";
import { languages } from "../../db/schema/content.ts";
import { addMediaLink, postCommunication, recordVisit } from "../property-history/property-history.server.ts";
import { ViewCounter } from "./view-counter.server.ts";

describe.each(DATABASE_KINDS)("page caches and owner statistics on %s", (kind) => {
  let connection: DatabaseConnection;
  let propertyId: number;
  const received: string[] = [];
  let unlisten: () => Promise<void>;

  beforeAll(async () => {
    connection = await openTestDatabase(kind);
    await connection.db.insert(languages).values({ code: "nl", use: true, sort: 0 });
    propertyId = await insertProperty(connection.db);
    unlisten = await connection.listen("public_content_changed", (table) => received.push(table));
  });
  afterAll(async () => {
    await unlisten();
    await connection.close();
  });

  it("writes views, visits, messages and media links without emptying the page caches", async () => {
    received.length = 0;
    const views = new ViewCounter(connection.db, { flushEveryMs: 0 });
    const at = new Date("2026-11-23T10:00:00Z");
    await views.prepare(at);
    views.record({ propertyId, address: "192.0.2.1", userAgent: "Mozilla/5.0 Firefox/146.0", at });
    await views.flush(at);
    await views.flush(new Date("2026-11-24T10:00:00Z"));
    const visit = await recordVisit(connection.db, {
      propertyId,
      visitAt: "2026-11-23T14:00",
      type: "first-viewing",
      contact: "A. Maes",
      subject: "Bezichtiging",
      status: "planned",
      source: "phone",
    });
    const message = await postCommunication(connection.db, { propertyId, message: "Nieuws" });
    const link = await addMediaLink(connection.db, {
      propertyId,
      label: "Zimmo",
      url: "https://zimmo.example/1",
    });
    expect([visit.ok, message.ok, link.ok]).toEqual([true, true, true]);
    // A marker write that does notify: everything before it has been delivered by then.
    await connection.db.update(languages).set({ sort: 1 }).where(eq(languages.code, "nl"));
    await expect.poll(() => received.includes("languages"), { timeout: 10_000 }).toBe(true);
    expect(received.slice(0, received.indexOf("languages"))).toEqual([]);
    await views.close();
  });
});
