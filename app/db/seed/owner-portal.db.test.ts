import { and, asc, count, eq, gte, inArray, max, min } from "drizzle-orm";
import { expect, it } from "vitest";
import { forEachDatabase } from "../../../tests/support/databases.ts";
import { properties } from "../schema/listings.ts";
import { propertyDailyViews } from "../schema/owner-statistics.ts";
import { ownerCommunications, propertyMediaLinks, propertyVisits } from "../schema/property-history.ts";
import { addDays, siteDay } from "../../domain/site-calendar.ts";
import { OWNER_DEMO_LISTINGS, ownerDemoListings } from "./owner-portal-history.ts";

forEachDatabase(
  (database) => {
    it("gives every listing 90 days of views ending yesterday, none today", async () => {
      const db = database();
      const today = siteDay(new Date());
      const [span] = await db
        .select({ first: min(propertyDailyViews.day), last: max(propertyDailyViews.day), listings: count() })
        .from(propertyDailyViews);
      expect(span?.last).toBe(addDays(today, -1));
      expect(span?.first).toBe(addDays(today, -90));
      const viewed = await db.selectDistinct({ id: propertyDailyViews.propertyId }).from(propertyDailyViews);
      const [listings] = await db.select({ n: count() }).from(properties);
      expect(viewed.length).toBe(listings?.n);
      const todays = await db.select().from(propertyDailyViews).where(gte(propertyDailyViews.day, today));
      expect(todays).toEqual([]);
    });

    it("gives the owners' listings visits with feedback, messages and media links", async () => {
      const db = database();
      const candidates = await db
        .select({
          id: properties.id,
          goal: properties.goal,
          status: properties.status,
          typeId: properties.typeId,
        })
        .from(properties)
        .orderBy(asc(properties.id));
      const owned = ownerDemoListings(candidates);
      const ids = owned.map((listing) => listing.id);
      expect(ids).toHaveLength(OWNER_DEMO_LISTINGS);
      // The demo accounts own the first listings by id: the demo holds no rental among them.
      expect(ids).toEqual(candidates.slice(0, OWNER_DEMO_LISTINGS).map((listing) => listing.id));
      for (const table of [propertyVisits, ownerCommunications, propertyMediaLinks]) {
        const rows = await db.selectDistinct({ id: table.propertyId }).from(table);
        expect(rows.map((row) => row.id).sort()).toEqual([...ids].sort());
      }
      const planned = await db
        .select({ n: count() })
        .from(propertyVisits)
        .where(and(inArray(propertyVisits.propertyId, ids), eq(propertyVisits.status, "planned")));
      const onTheMarket = owned.filter((listing) => listing.status === "available").length;
      expect(onTheMarket).toBeGreaterThan(0);
      expect(planned[0]?.n).toBe(onTheMarket * 2);
      const done = await db.select().from(propertyVisits).where(eq(propertyVisits.status, "done"));
      expect(done.length).toBeGreaterThan(ids.length * 3);
      expect(done.every((visit) => visit.comment.length > 0 && visit.visitAt < new Date())).toBe(true);
    });
  },
  { seeded: true },
);
