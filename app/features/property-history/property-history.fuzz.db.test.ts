// Any staff-form input, however malformed: the use-cases answer a refusal or the stored row, never throw,
// and write exactly one row per accepted input.
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { expect, it } from "vitest";
import { forEachDatabase } from "../../../tests/support/databases.ts";
import { insertProperty } from "../../../tests/support/test-property.ts";
import { ownerCommunications, propertyMediaLinks, propertyVisits } from "../../db/schema/property-history.ts";
import { addMediaLink, postCommunication, recordVisit } from "./property-history.server.ts";

/** A field as a hostile or broken form may send it. */
const fieldValue = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 300 }),
  fc.constantFrom(
    "",
    " ",
    "javascript:alert(1)",
    "https://x.example/a",
    "2026-03-29T02:30",
    "done",
    "website",
  ),
  fc.webUrl(),
  fc.integer(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.object({ maxDepth: 1 }),
);

forEachDatabase((database) => {
  it("answers every input with a refusal or one stored row (visits, messages, media links)", async () => {
    const db = database();
    const propertyId = await insertProperty(db);
    let accepted = { visits: 0, communications: 0, links: 0 };
    const form = (keys: string[]) =>
      fc.record(Object.fromEntries(keys.map((key) => [key, fieldValue])), { requiredKeys: [] });
    await fc.assert(
      fc.asyncProperty(
        form(["visitAt", "type", "contact", "subject", "comment", "status", "source"]),
        form(["message", "documentUrl", "documentLabel"]),
        form(["label", "url"]),
        async (visit, communication, link) => {
          const results = await Promise.all([
            recordVisit(db, { ...visit, propertyId }),
            postCommunication(db, { ...communication, propertyId }),
            addMediaLink(db, { ...link, propertyId }),
          ]);
          for (const result of results) {
            if (!result.ok)
              expect(Object.values(result.errors).every((key) => key?.startsWith("HISTORY_ERROR_"))).toBe(
                true,
              );
          }
          accepted = {
            visits: accepted.visits + (results[0].ok ? 1 : 0),
            communications: accepted.communications + (results[1].ok ? 1 : 0),
            links: accepted.links + (results[2].ok ? 1 : 0),
          };
        },
      ),
      { numRuns: 150 },
    );
    const count = async (
      table: typeof propertyVisits | typeof ownerCommunications | typeof propertyMediaLinks,
    ) => (await db.select().from(table).where(eq(table.propertyId, propertyId))).length;
    expect({
      visits: await count(propertyVisits),
      communications: await count(ownerCommunications),
      links: await count(propertyMediaLinks),
    }).toEqual(accepted);
    const links = await db.select({ url: propertyMediaLinks.url }).from(propertyMediaLinks);
    expect(links.every((link) => /^https?:\/\//.test(link.url))).toBe(true);
  });
});
