// The SweepBright connector's webhook refusing what it must (ADR 0025), on both databases: a wrong secret,
// an estate SweepBright does not have, bad bodies, the connector off, the rate limit. Each is a 4xx
// problem, nothing is written, and nothing is asked of SweepBright before the secret is right.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCallLog } from "../app/db/schema/imports.ts";
import { estateExample } from "../app/features/import/sweepbright/testing/estate-example.ts";
import { DATABASE_KINDS } from "../tests/support/databases.ts";
import {
  HARNESS_SECRET,
  type SweepBrightHarness,
  startSweepBrightHarness,
} from "../tests/support/sweepbright-harness.ts";

for (const kind of DATABASE_KINDS) {
  describe(kind, () => {
    let h: SweepBrightHarness;
    beforeAll(async () => {
      h = await startSweepBrightHarness(kind);
    }, 180_000);
    afterAll(async () => {
      await h.close();
    });

    it("crm connector: a wrong or missing secret → 403, nothing fetched from SweepBright, nothing written", async () => {
      const id = "8d0f6b1e-3a52-4c7e-9f10-2b7c5e4a1d03";
      h.standIn.setEstate(id, estateExample(id, h.standIn.imageBase));
      const count = await h.propertyCount();
      const calls = h.standIn.calls.length;
      for (const secret of [null, "", `${HARNESS_SECRET}x`, HARNESS_SECRET.slice(0, -1)]) {
        const { status, type } = await h.webhook({ event: "estate-added", estate_id: id }, secret);
        expect(status).toBe(403);
        expect(type).toBe("application/problem+json");
      }
      expect(h.standIn.calls.length).toBe(calls);
      expect(await h.propertyCount()).toBe(count);
      expect(await h.storedOf(id)).toBeUndefined();
    });

    it("crm connector: an estate SweepBright answers 404 for → 422, nothing written, the failure in the call log", async () => {
      const id = "8d0f6b1e-3a52-4c7e-9f10-2b7c5e4a1d04";
      const count = await h.propertyCount();
      const { status, json } = await h.webhook({ event: "estate-added", estate_id: id });
      expect(status).toBe(422);
      expect(json.errors).toEqual([
        { pointer: "/estate_id", detail: "the website API answered 404 for this estate" },
      ]);
      expect(await h.propertyCount()).toBe(count);
      expect(await h.storedOf(id)).toBeUndefined();
      const logged = await h.connection.db
        .select()
        .from(apiCallLog)
        .where(sql`${apiCallLog.references} ? ${id}`);
      expect(logged.map((entry) => [entry.status, entry.path, entry.apiKeyId])).toEqual([
        [422, "/api/v1/connectors/sweepbright/webhook", null],
      ]);
    });

    it("crm connector: bad input is a 4xx problem naming it, never a 5xx; without its settings the webhook is a 404", async () => {
      const count = await h.propertyCount();
      const badEvent = await h.webhook({ event: "estate-sold", estate_id: "x/../y" });
      expect(badEvent.status).toBe(422);
      expect(badEvent.json.errors.map((error: { pointer: string }) => error.pointer).sort()).toEqual([
        "/estate_id",
        "/event",
      ]);
      expect((await h.webhook("{not json")).status).toBe(400);
      expect((await h.webhook(null, HARNESS_SECRET, "GET")).status).toBe(405);
      const unreadable = "8d0f6b1e-3a52-4c7e-9f10-2b7c5e4a1d07";
      h.standIn.setEstate(unreadable, estateExample(unreadable, h.standIn.imageBase, { bedrooms: "three" }));
      const refused = await h.webhook({ event: "estate-added", estate_id: unreadable });
      expect(refused.status).toBe(422);
      expect(refused.json.errors).toEqual([{ pointer: "/estate/bedrooms", detail: expect.any(String) }]);
      expect(await h.propertyCount()).toBe(count);

      h.connectorOff(true);
      try {
        expect((await h.webhook({ event: "estate-added", estate_id: unreadable })).status).toBe(404);
      } finally {
        h.connectorOff(false);
      }
    });

    it("crm connector: the webhook is rate-limited like the import API (429 with Retry-After), wrong secrets per address", async () => {
      const id = "8d0f6b1e-3a52-4c7e-9f10-2b7c5e4a1d09";
      h.standIn.setEstate(id, estateExample(id, h.standIn.imageBase));
      h.rateLimit({ perSecond: 0.01, burst: 2 });
      try {
        const statuses = [];
        for (let call = 0; call < 3; call += 1)
          statuses.push(
            (
              await h.webhook(
                { event: "estate-deleted", estate_id: id },
                "wrong-secret-of-thirty-two-chars-x",
              )
            ).status,
          );
        expect(statuses).toEqual([403, 403, 429]);
        const limited = await h.webhook(
          { event: "estate-deleted", estate_id: id },
          "wrong-secret-of-thirty-two-chars-x",
        );
        expect(Number(limited.retryAfter)).toBeGreaterThan(0);
      } finally {
        h.rateLimit(null);
      }
    });
  });
}
