// The migration that brought the searcher's sign-in (ADR 0026) gives every address confirmed before it its
// searcher account, as a confirmation does since: the password of its earliest confirmed alert, nothing for
// an unconfirmed address, nothing changed for an address that has an account. Run on both databases.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { forEachDatabase } from "../../../tests/support/databases.ts";
import { MIGRATIONS_FOLDER } from "../../db/client.server.ts";
import { accounts } from "../../db/schema/accounts.ts";
import { searchAlerts } from "../../db/schema/leads.ts";
import { registerAlert } from "../search-alerts/testing/searcher-fixtures.ts";
import { hashPassword } from "./password-hash.server.ts";

/** The migration's statement that makes the accounts, found by the migration's name (not its number). */
async function backfillStatement(): Promise<string> {
  const file = (await readdir(MIGRATIONS_FOLDER)).find((name) => name.endsWith("_searcher-accounts.sql"));
  if (!file) throw new Error("The searcher accounts migration is missing");
  const statements = (await readFile(path.join(MIGRATIONS_FOLDER, file), "utf8")).split(
    "--> statement-breakpoint",
  );
  const insert = statements.find((statement) => statement.includes('INSERT INTO "accounts"'));
  if (!insert) throw new Error("The migration makes no accounts");
  return insert;
}

/** An alert confirmed the way confirmations were before searchers could sign in: the row alone. */
async function confirmedBefore(
  db: Parameters<typeof registerAlert>[0],
  email: string,
  password: string,
  at: Date,
) {
  const link = await registerAlert(db, email, password);
  await db.update(searchAlerts).set({ confirmedAt: at }).where(eq(searchAlerts.id, link.id));
}

forEachDatabase((database) => {
  it("searcher sign-in: addresses confirmed before the change get their searcher account from the migration", async () => {
    const db = database();
    const day = (n: number) => new Date(Date.UTC(2026, 5, n));
    await confirmedBefore(db, "vroeger@example.be", "Second-Password-2026", day(9));
    await confirmedBefore(db, "vroeger@example.be", "First-Password-2026", day(2));
    await registerAlert(db, "nooit-bevestigd@example.be", "Never-Confirmed-2026");
    const ownerHash = await hashPassword("Owner-Password-2026");
    await db.insert(accounts).values({
      email: "Owner@Example.be",
      displayName: "Owner",
      language: "nl",
      role: "owner",
      passwordHash: ownerHash,
    });
    await confirmedBefore(db, "owner@example.be", "Alert-Password-2026", day(3));

    const statement = await backfillStatement();
    await db.execute(sql.raw(statement));
    // Run again (a second server, a restore): nothing more.
    await db.execute(sql.raw(statement));

    const rows = await db.select().from(accounts).orderBy(accounts.email);
    expect(rows.map((row) => [row.email.toLowerCase(), row.role])).toEqual([
      ["owner@example.be", "owner"],
      ["vroeger@example.be", "searcher"],
    ]);
    const [first] = await db
      .select()
      .from(searchAlerts)
      .where(eq(searchAlerts.email, "vroeger@example.be"))
      .orderBy(searchAlerts.confirmedAt);
    const searcher = rows.find((row) => row.role === "searcher");
    expect(searcher).toMatchObject({ passwordHash: first?.passwordHash, displayName: "Jean Dupont" });
    expect(rows.find((row) => row.role === "owner")?.passwordHash).toBe(ownerHash);
  });
});
