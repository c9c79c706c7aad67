// A pass over a fetch queue (photo_fetches, video_thumbnails): both tables keep a row's state, attempts,
// error and claim time in the same columns, so one claim and one retry rule serve the photo and the video
// still fetchers. A row is claimed with SKIP LOCKED, so several app processes share a queue without
// fetching a row twice; a claim older than the lease is taken to be a process that died mid-fetch. A
// refused URL or answer (FetchRefused) fails for good; any other error is tried again, up to 3 times.
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { rawRows } from "../../db/raw-rows.server.ts";
import type { photoFetches, videoThumbnails } from "../../db/schema/imports.ts";
import { FetchRefused } from "./guarded-fetch.server.ts";

const MAX_FETCH_ATTEMPTS = 3;
/** A claim older than this is taken to be a process that died mid-fetch. */
const LEASE = "5 minutes";

/** The tables whose rows are fetched in the background. */
export type FetchQueue = typeof photoFetches | typeof videoThumbnails;

type Claimed = { id: number; attempts: number };

async function claimNext(db: Database, queue: FetchQueue): Promise<Claimed | null> {
  const [row] = await rawRows(
    db,
    sql`update ${queue} set state = 'fetching', claimed_at = now(), attempts = attempts + 1
        where id = (
          select id from ${queue}
          where state = 'pending' or (state = 'fetching' and claimed_at < now() - ${LEASE}::interval)
          order by id limit 1 for update skip locked)
        returning id, attempts`,
  );
  return row ? { id: Number(row.id), attempts: Number(row.attempts) } : null;
}

/** Puts a claimed row back in the queue, or fails it for good; a row no longer being fetched is left. */
async function fail(db: Database, queue: FetchQueue, claimed: Claimed, error: unknown): Promise<void> {
  const final = error instanceof FetchRefused || claimed.attempts >= MAX_FETCH_ATTEMPTS;
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  await db.execute(
    sql`update ${queue} set state = ${final ? "failed" : "pending"}, error = ${message}
        where id = ${claimed.id} and state = 'fetching'`,
  );
}

/**
 * Claims the queue's rows one at a time until none is left, handing each row's id to `fetchAndStore`
 * (which reads the row, fetches it and marks it stored); resolves to how many rows were handled.
 */
export async function workFetchQueue(
  db: Database,
  queue: FetchQueue,
  fetchAndStore: (id: number) => Promise<void>,
): Promise<number> {
  let handled = 0;
  for (let next = await claimNext(db, queue); next; next = await claimNext(db, queue)) {
    try {
      await fetchAndStore(next.id);
    } catch (error) {
      await fail(db, queue, next, error);
    }
    handled += 1;
  }
  return handled;
}
