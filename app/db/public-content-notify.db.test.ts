// Which writes empty the page caches: every write to what public pages show notifies
// 'public_content_changed' (drizzle/0001), and a visitor's unapproved testimonial does not (drizzle/0004).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS, openTestDatabase } from "../../tests/support/databases.ts";
import type { DatabaseConnection } from "./client.server.ts";
import { languages, testimonials } from "./schema/content.ts";

describe.each(DATABASE_KINDS)("public content notifications on %s", (kind) => {
  let connection: DatabaseConnection;
  const received: string[] = [];
  let unlisten: () => Promise<void>;

  beforeAll(async () => {
    connection = await openTestDatabase(kind);
    await connection.db.insert(languages).values({ code: "nl", use: true, sort: 0 });
    unlisten = await connection.listen("public_content_changed", (table) => received.push(table));
  });
  afterAll(async () => {
    await unlisten();
    await connection.close();
  });

  /** Runs `write`, then a marker write; resolves with the tables notified in between (in commit order). */
  async function notifiedBy(write: () => Promise<unknown>): Promise<string[]> {
    received.length = 0;
    await write();
    await connection.db.update(languages).set({ sort: 1 }).where(eq(languages.code, "nl"));
    await expect.poll(() => received.includes("languages"), { timeout: 10_000 }).toBe(true);
    return received.slice(0, received.indexOf("languages"));
  }

  it("hardening 1: a visitor's unapproved testimonial leaves the page caches alone", async () => {
    const tables = await notifiedBy(() =>
      connection.db.insert(testimonials).values({ name: "A", comment: "Fine", language: "nl" }),
    );
    expect(tables).toEqual([]);
  });

  it("approving, changing or removing a shown testimonial empties the caches", async () => {
    const [row] = await connection.db
      .insert(testimonials)
      .values({ name: "B", comment: "Great", language: "nl" })
      .returning({ id: testimonials.id });
    const id = row?.id ?? 0;
    const approve = () =>
      connection.db.update(testimonials).set({ approved: true }).where(eq(testimonials.id, id));
    expect(await notifiedBy(approve)).toEqual(["testimonials"]);
    const edit = () => connection.db.update(testimonials).set({ name: "Bea" }).where(eq(testimonials.id, id));
    expect(await notifiedBy(edit)).toEqual(["testimonials"]);
    const remove = () => connection.db.delete(testimonials).where(eq(testimonials.id, id));
    expect(await notifiedBy(remove)).toEqual(["testimonials"]);
  });
});
