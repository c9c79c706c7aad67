// The filter form's types, counts and towns are kept per process until public content changes (ADR 0020):
// counting every listing of a goal was most of an uncached list page's database work.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS, openTestDatabase } from "../../../tests/support/databases.ts";
import type { DatabaseConnection } from "../../db/client.server.ts";
import { properties } from "../../db/schema/listings.ts";
import { forgetPublicContentMemos } from "../../db/public-content-memo.server.ts";
import { listingFilterOptions } from "./listing-options.server.ts";

type Options = Awaited<ReturnType<typeof listingFilterOptions>>;

const countOf = (options: Options, typeId: number) =>
  options.types.find((type) => type.id === typeId)?.count ?? Number.NaN;

for (const kind of DATABASE_KINDS) {
  describe(kind, () => {
    let connection: DatabaseConnection | undefined;
    beforeAll(async () => {
      connection = await openTestDatabase(kind, { seeded: true });
    }, 120_000);
    afterAll(async () => {
      await connection?.close();
    });
    const open = () => {
      if (!connection) throw new Error(`The ${kind} test database is not open`);
      return connection;
    };

    /** Moves one published listing for sale to another type offered for sale; returns both types. */
    async function moveOneListing(before: Options): Promise<{ from: number; to: number }> {
      const { db } = open();
      const [listing] = await db
        .select({ id: properties.id, typeId: properties.typeId })
        .from(properties)
        .where(and(eq(properties.goal, 0), eq(properties.published, true)))
        .limit(1);
      const target = before.types.find((type) => type.id !== listing?.typeId);
      if (!listing || !target) throw new Error("the demo data has no listing for sale to move");
      await db.update(properties).set({ typeId: target.id }).where(eq(properties.id, listing.id));
      return { from: listing.typeId, to: target.id };
    }

    it("past one machine, load: a list page takes the filter form's types and counts from memory until content changes, then reads them again", async () => {
      const { db } = open();
      forgetPublicContentMemos();
      const before = await listingFilterOptions(db, "sale", "nl");
      // Written behind the kept options' back: no notification reaches them in this test.
      const { from, to } = await moveOneListing(before);
      expect(await listingFilterOptions(db, "sale", "nl")).toEqual(before);
      forgetPublicContentMemos();
      const after = await listingFilterOptions(db, "sale", "nl");
      expect(countOf(after, from)).toBe(countOf(before, from) - 1);
      expect(countOf(after, to)).toBe(countOf(before, to) + 1);
      expect(after.cities).toEqual(before.cities);
    });

    it("past one machine, load: a listing's change, heard as 'public_content_changed' as the app servers hear it, drops the kept options", async () => {
      const { db, listen } = open();
      const unlisten = await listen("public_content_changed", () => forgetPublicContentMemos());
      try {
        const before = await listingFilterOptions(db, "sale", "fr");
        const { to } = await moveOneListing(before);
        const deadline = Date.now() + 10_000;
        let seen = before;
        while (countOf(seen, to) === countOf(before, to) && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          seen = await listingFilterOptions(db, "sale", "fr");
        }
        expect(countOf(seen, to)).toBe(countOf(before, to) + 1);
      } finally {
        await unlisten();
      }
    });
  });
}
