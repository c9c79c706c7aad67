// The one claim and retry rule of the background fetch queues (photos, video stills), on both tables and
// both databases: a network error is tried again up to three times, a refused URL fails at once, a claim
// is taken over only once its lease has run out, and two passes at once never fetch the same row.
import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { forEachDatabase } from "../../../tests/support/databases.ts";
import { insertProperty } from "../../../tests/support/test-property.ts";
import type { Database } from "../../db/client.server.ts";
import { rawRows } from "../../db/raw-rows.server.ts";
import { photoFetches, videoThumbnails } from "../../db/schema/imports.ts";
import { type FetchQueue, workFetchQueue } from "./fetch-queue.server.ts";
import { FetchRefused } from "./guarded-fetch.server.ts";

let added = 0;

forEachDatabase((database) => {
  let propertyId = 0;
  beforeAll(async () => {
    propertyId = await insertProperty(database());
  });

  const queues: { name: string; table: FetchQueue; add: (db: Database) => Promise<number> }[] = [
    {
      name: "photo_fetches",
      table: photoFetches,
      add: async (db) => {
        added += 1;
        const url = `https://images.example/${added}.jpg`;
        const [row] = await db
          .insert(photoFetches)
          .values({ propertyId, position: added, url })
          .returning({ id: photoFetches.id });
        return row?.id ?? 0;
      },
    },
    {
      name: "video_thumbnails",
      table: videoThumbnails,
      add: async (db) => {
        added += 1;
        const [row] = await db
          .insert(videoThumbnails)
          .values({ videoKey: `youtube:video${added}`, quality: "medium" })
          .returning({ id: videoThumbnails.id });
        return row?.id ?? 0;
      },
    },
  ];

  for (const { name, table, add } of queues) {
    describe(name, () => {
      beforeEach(async () => {
        await database().execute(sql`delete from ${table}`);
      });

      async function rowOf(id: number) {
        const [row] = await rawRows(
          database(),
          sql`select state, attempts, error from ${table} where id = ${id}`,
        );
        return { state: row?.state, attempts: Number(row?.attempts), error: row?.error };
      }

      const markStored = (id: number) =>
        database()
          .execute(sql`update ${table} set state = 'stored' where id = ${id}`)
          .then(() => {});

      it("fetch queues: a network error is tried again up to three times, a refused URL fails at once", async () => {
        const db = database();
        const flaky = await add(db);
        const tried: number[] = [];
        const handled = await workFetchQueue(db, table, async (id) => {
          tried.push(id);
          throw new Error("connect ECONNRESET");
        });
        expect([handled, tried]).toEqual([3, [flaky, flaky, flaky]]);
        expect(await rowOf(flaky)).toEqual({ state: "failed", attempts: 3, error: "connect ECONNRESET" });

        const refused = await add(db);
        const once = await workFetchQueue(db, table, () => Promise.reject(new FetchRefused("not public")));
        expect(once).toBe(1);
        expect(await rowOf(refused)).toEqual({ state: "failed", attempts: 1, error: "not public" });
      });

      it("fetch queues: a claim is taken over only once its lease has run out, a stored row never", async () => {
        const db = database();
        const claimed = await add(db);
        const stored = await add(db);
        await markStored(stored);
        const claimedAgo = (minutes: number) =>
          db.execute(
            sql`update ${table} set state = 'fetching', attempts = 1,
                claimed_at = now() - make_interval(mins => ${minutes}) where id = ${claimed}`,
          );
        const tried: number[] = [];
        const fetchAndStore = async (id: number) => {
          tried.push(id);
          await markStored(id);
        };
        await claimedAgo(4);
        expect(await workFetchQueue(db, table, fetchAndStore)).toBe(0);
        await claimedAgo(6);
        expect(await workFetchQueue(db, table, fetchAndStore)).toBe(1);
        expect(tried).toEqual([claimed]);
        expect(await rowOf(claimed)).toMatchObject({ state: "stored", attempts: 2 });
      });

      it("fetch queues: two passes at once fetch every row exactly once", async () => {
        const db = database();
        const ids: number[] = [];
        for (let i = 0; i < 6; i += 1) ids.push(await add(db));
        const tried: number[] = [];
        const fetchAndStore = async (id: number) => {
          tried.push(id);
          await markStored(id);
        };
        const counts = await Promise.all([
          workFetchQueue(db, table, fetchAndStore),
          workFetchQueue(db, table, fetchAndStore),
        ]);
        expect(counts[0] + counts[1]).toBe(6);
        expect(tried.toSorted((a, b) => a - b)).toEqual(ids);
      });
    });
  }
});
