// Counts views of property detail pages (ADR 0016). The request path does only in-memory work: a bot
// check, one HMAC and a set lookup; the views go to the database in batches, at most every few seconds.
// A visitor counts once per property and day: the key is a hash of (day, property, address, user agent)
// under a secret of that day, which is deleted with the day's keys once the day is over, so nothing that
// identifies a visitor is stored or sent to the browser, and no cookie is set (no consent is asked).
import { createHmac, randomBytes } from "node:crypto";
import { inArray, lt, sql } from "drizzle-orm";
import { isbot } from "isbot";
import type { Database } from "../../db/client.server.ts";
import { propertyViewVisitors, viewDaySecrets } from "../../db/schema/owner-statistics.ts";
import { addDays, type CalendarDay, siteDay } from "../../domain/site-calendar.ts";

export type PageView = {
  propertyId: number;
  /** The visitor's address as the server sees it (through trusted proxies only). */
  address: string;
  userAgent: string | undefined;
  at: Date;
};

export type ViewCounterOptions = {
  /** How often the queued views are written (milliseconds); 0 writes only on `flush()` (tests). */
  flushEveryMs?: number;
  log?: (line: string) => void;
};

type QueuedView = { day: CalendarDay; propertyId: number; visitor: string };

/** A batch of this many views is written at once, without waiting for the timer. */
const FLUSH_AT = 1_000;
/** Views queued while the database does not answer; past this, new views are dropped (and logged). */
const MAX_QUEUED = 20_000;
/** Visitor keys remembered in memory per day; past this the database alone tells a repeat. */
const MAX_SEEN = 50_000;
/** Rows per statement: three parameters each, well below PostgreSQL's 65,535. */
const ROWS_PER_STATEMENT = 1_000;

export class ViewCounter {
  readonly #db: Database;
  readonly #log: (line: string) => void;
  readonly #secrets = new Map<CalendarDay, string>();
  /** Days whose secret was made here and is not yet known to be the database's. */
  readonly #unsavedSecrets = new Set<CalendarDay>();
  #queue = new Map<string, QueuedView>();
  #seen = new Set<string>();
  #seenDay: CalendarDay = "";
  #preparedDay: CalendarDay = "";
  #dropped = 0;
  #writing: Promise<void> = Promise.resolve();
  readonly #timer: NodeJS.Timeout | undefined;

  constructor(db: Database, options: ViewCounterOptions = {}) {
    this.#db = db;
    this.#log = options.log ?? (() => {});
    const every = options.flushEveryMs ?? 10_000;
    if (every > 0) {
      this.#timer = setInterval(() => void this.flush(), every);
      this.#timer.unref();
    }
  }

  /**
   * Loads (or creates) the secrets of today and tomorrow, shared by every app server through the
   * database, and deletes the secrets and visitor keys of past days. Called at start and at each day's
   * first flush, so a view after midnight already finds its day's secret.
   */
  async prepare(now: Date): Promise<void> {
    const today = siteDay(now);
    const days = [today, addDays(today, 1)];
    await this.#db
      .insert(viewDaySecrets)
      .values(
        days.map((day) => ({ day, secret: this.#secrets.get(day) ?? randomBytes(32).toString("base64url") })),
      )
      .onConflictDoNothing();
    const stored = await this.#db.select().from(viewDaySecrets).where(inArray(viewDaySecrets.day, days));
    for (const row of stored) {
      this.#secrets.set(row.day, row.secret);
      this.#unsavedSecrets.delete(row.day);
    }
    await this.#db.delete(viewDaySecrets).where(lt(viewDaySecrets.day, today));
    await this.#db.delete(propertyViewVisitors).where(lt(propertyViewVisitors.day, today));
    for (const day of this.#secrets.keys()) if (day < today) this.#secrets.delete(day);
    this.#preparedDay = today;
  }

  /** Counts a served detail page unless a bot asked for it; true when it was queued as a new view. */
  record(view: PageView): boolean {
    if (!view.userAgent || isbot(view.userAgent)) return false;
    const day = siteDay(view.at);
    if (day !== this.#seenDay) {
      this.#seen = new Set();
      this.#seenDay = day;
    }
    const visitor = createHmac("sha256", this.#secretFor(day))
      .update(`${day}\n${view.propertyId}\n${view.address}\n${view.userAgent}`)
      .digest("base64url")
      .slice(0, 22);
    const key = `${view.propertyId}\n${visitor}`;
    if (this.#seen.has(key) || this.#queue.has(key)) return false;
    if (this.#seen.size < MAX_SEEN) this.#seen.add(key);
    if (this.#queue.size >= MAX_QUEUED) {
      this.#dropped += 1;
      return false;
    }
    this.#queue.set(key, { day, propertyId: view.propertyId, visitor });
    if (this.#queue.size >= FLUSH_AT) void this.flush();
    return true;
  }

  /** Writes the queued views; resolves when they (and any write already under way) are stored. */
  flush(now = new Date()): Promise<void> {
    this.#writing = this.#writing.then(() => this.#write(now));
    return this.#writing;
  }

  async close(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    await this.flush();
  }

  /** A day's secret: the database's once loaded; one of this process's own until then (see prepare). */
  #secretFor(day: CalendarDay): string {
    let secret = this.#secrets.get(day);
    if (!secret) {
      secret = randomBytes(32).toString("base64url");
      this.#secrets.set(day, secret);
      this.#unsavedSecrets.add(day);
    }
    return secret;
  }

  async #write(now: Date): Promise<void> {
    try {
      if (siteDay(now) !== this.#preparedDay || this.#unsavedSecrets.size > 0) await this.prepare(now);
    } catch (error) {
      this.#log(`Page views: the day's secrets could not be prepared (${String(error)})`);
    }
    if (this.#dropped > 0) {
      this.#log(`Page views: ${this.#dropped} views dropped while the database did not answer`);
      this.#dropped = 0;
    }
    const batch = [...this.#queue.values()];
    this.#queue = new Map();
    for (let start = 0; start < batch.length; start += ROWS_PER_STATEMENT) {
      const rows = batch.slice(start, start + ROWS_PER_STATEMENT);
      try {
        await storeViews(this.#db, rows);
      } catch (error) {
        this.#log(`Page views: ${rows.length} views not written yet (${String(error)})`);
        for (const row of rows) {
          if (this.#queue.size < MAX_QUEUED) this.#queue.set(`${row.propertyId}\n${row.visitor}`, row);
        }
      }
    }
  }
}

/**
 * One statement: the visitor keys not yet stored are inserted, and only those add to their day's count,
 * so two app servers (or a retried batch) never count one visitor twice. Views of a property that was
 * removed meanwhile are left out.
 */
async function storeViews(db: Database, rows: readonly QueuedView[]): Promise<void> {
  const values = sql.join(
    rows.map((row) => sql`(${row.day}::date, ${row.propertyId}::integer, ${row.visitor}::text)`),
    sql`, `,
  );
  await db.execute(sql`
    with input (day, property_id, visitor) as (values ${values}),
    fresh as (
      insert into property_view_visitors (day, property_id, visitor)
      select input.day, input.property_id, input.visitor from input
      where exists (select 1 from properties where properties.id = input.property_id)
      on conflict do nothing
      returning day, property_id
    )
    insert into property_daily_views (property_id, day, views)
    select property_id, day, count(*)::integer from fresh group by property_id, day
    on conflict (property_id, day) do update set views = property_daily_views.views + excluded.views
  `);
}
