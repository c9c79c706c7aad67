import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, describe, expect, inject, it } from "vitest";
import { type Database, openDatabase } from "../app/db/client.server.ts";
import { rawRows } from "../app/db/raw-rows.server.ts";
import { seedDemoDataIfEmpty } from "../app/db/seed/seed.server.ts";
import { backupDatabase, restoreDatabase } from "./database-backup.ts";

const work = await mkdtemp(path.join(tmpdir(), "backup-test-"));
afterAll(() => rm(work, { recursive: true, force: true }));

/** What the demo holds, table by table: equal before the backup and after the restore. */
async function contents(db: Database): Promise<Record<string, unknown>> {
  const [row] = await rawRows(
    db,
    sql`select (select count(*) from properties)::int as properties,
               (select count(*) from property_texts)::int as texts,
               (select count(*) from leads)::int as leads,
               (select count(*) from accounts)::int as accounts,
               (select md5(string_agg(id::text || ':' || coalesce(price::text, ''), ',' order by id)) from properties) as prices`,
  );
  return row ?? {};
}

async function addLead(db: Database): Promise<void> {
  await db.execute(sql`insert into leads (id, form, submission_key, payload_digest, language, email, payload)
    values (gen_random_uuid(), 'site-contact', ${randomBytes(8).toString("hex")}, 'x', 'nl', 'backup@example.be', '{}'::jsonb)`);
}

describe("backup and restore", () => {
  it("operate 6: the embedded database's demo data round-trips, and the old directory is kept aside", async () => {
    const dataDir = path.join(work, "db");
    const site = await openDatabase({ dataDir });
    await seedDemoDataIfEmpty(site.db);
    const before = await contents(site.db);
    await site.close();
    const file = path.join(work, "site.tar.gz");
    await backupDatabase({ dataDir }, file);

    const changed = await openDatabase({ dataDir });
    await changed.db.execute(sql`delete from property_texts`);
    await changed.close();
    await restoreDatabase({ dataDir }, file);
    const restored = await openDatabase({ dataDir });
    expect(await contents(restored.db)).toEqual(before);
    await restored.close();
    expect((await readdir(work)).some((name) => name.startsWith("db.before-restore-"))).toBe(true);
    await expect(restoreDatabase({ databaseUrl: "postgres://x@127.0.0.1/x" }, file)).rejects.toThrow(
      /embedded database backup, but the site is configured for PostgreSQL/,
    );
  }, 180_000);

  it("operate 6: a PostgreSQL database round-trips through pg_dump and pg_restore", async () => {
    const admin = postgres(inject("postgresAdminUrl"), { max: 1, onnotice: () => {} });
    const name = `backup_${randomBytes(4).toString("hex")}`;
    await admin.unsafe(`CREATE DATABASE "${name}"`);
    const url = new URL(inject("postgresAdminUrl"));
    url.pathname = `/${name}`;
    try {
      const site = await openDatabase({ databaseUrl: url.href });
      await seedDemoDataIfEmpty(site.db);
      await addLead(site.db);
      const before = await contents(site.db);
      const file = path.join(work, "site.dump");
      await backupDatabase({ databaseUrl: url.href }, file);
      // What happens after the backup is undone by the restore.
      await site.db.execute(sql`delete from property_texts`);
      await addLead(site.db);
      await site.close();
      await restoreDatabase({ databaseUrl: url.href }, file);
      const restored = await openDatabase({ databaseUrl: url.href });
      expect(await contents(restored.db)).toEqual(before);
      await restored.close();
    } finally {
      await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  }, 180_000);
});
