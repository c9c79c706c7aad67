// The alert half of issue 17's journey, with a real SMTP server on loopback: a new matching listing
// written to the database → the alert e-mail arrives with its card → a price drop sends one more → the
// same change again sends none → unsubscribing stops them.
import { tmpdir } from "node:os";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS, openTestDatabase } from "../../../tests/support/databases.ts";
import type { DatabaseConnection } from "../../db/client.server.ts";
import { scheduledJobs } from "../../db/schema/search-alerts.ts";
import { startOutboxWorker } from "../leads/outbox/outbox-worker.server.ts";
import { eventually, type SmtpPeer, startSmtpPeer, unfoldMail } from "../leads/testing/smtp-peer.ts";
import { unsubscribe } from "../leads/unsubscribe.server.ts";
import { startAlertScheduler } from "./alert-scheduler.server.ts";
import { insertAlert, insertListing, setListing } from "./testing/alert-fixtures.ts";
import { alertMailsTo, ORIGIN } from "./testing/alert-runs.ts";

const quiet = () => {};

let peer: SmtpPeer;
beforeAll(async () => {
  peer = await startSmtpPeer();
});
afterAll(async () => {
  await peer.stop();
});

for (const kind of DATABASE_KINDS) {
  describe(kind, () => {
    let connection: DatabaseConnection;
    beforeAll(async () => {
      connection = await openTestDatabase(kind);
    }, 120_000);
    afterAll(async () => {
      await connection.close();
    });

    it("journey: new listing, price drop, the same change again, unsubscribe", async () => {
      const { db } = connection;
      const email = `journey-${kind}@example.be`;
      const mailsAt = () => peer.received.filter((mail) => mail.to.includes(email));
      const runs = async () =>
        (await db.select().from(scheduledJobs).where(eq(scheduledJobs.name, "search-alerts")))[0]?.runs ?? 0;
      const alertId = await insertAlert(db, { language: "en" }, email);
      const stopOutbox = startOutboxWorker({
        db,
        smtpUrl: peer.url,
        dataDir: tmpdir(),
        log: quiet,
        pollMs: 100,
      });
      const stopAlerts = startAlertScheduler({
        db,
        origin: ORIGIN,
        listen: (channel, onNotify) => connection.listen(channel, onNotify),
        log: quiet,
        intervalMs: 1_000,
      });
      try {
        const id = await insertListing(db);
        await eventually(() => mailsAt().length === 1);
        const first = unfoldMail(mailsAt()[0]?.raw ?? "");
        expect(first).toMatch(/^Subject: A property matches your search alert$/m);
        expect(first).toContain("multipart/alternative");
        expect(first).toContain("New: € 325.000");
        expect(first).toContain(`Family house ${id} · 2800 Mechelen`);
        expect(first).toContain("House · 3 bedrooms · 160 m² living space");
        expect(first).toContain(`${ORIGIN}/en/for-sale/mechelen/family-house-${id}/${id}/`);
        expect(first).toContain(`src="${ORIGIN}/media/demo%2Fhouse-${id}/600.jpg"`);
        expect(first).toMatch(
          new RegExp(`^List-Unsubscribe: ?<${ORIGIN}/en/unsubscribe/\\?token=alert\\.${alertId}\\.`, "m"),
        );
        expect(first).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
        expect(first).toContain(`${ORIGIN}/en/my-search-alerts/?token=alerts.${alertId}.`);

        await setListing(db, id, { price: 299_000 });
        await eventually(() => mailsAt().length === 2);
        expect(unfoldMail(mailsAt()[1]?.raw ?? "")).toContain("Price lowered (was € 325.000): € 299.000");

        // The same change again: the job runs (twice, to be sure it has seen it), and nothing is sent.
        await setListing(db, id, { price: 299_000 });
        await setListing(db, id, { price: 305_000 });
        await setListing(db, id, { price: 299_000 });
        const before = await runs();
        await eventually(async () => (await runs()) >= before + 2);
        expect(await alertMailsTo(db, email)).toHaveLength(2);

        await unsubscribe(db, { kind: "alert", id: alertId }, new Date());
        await setListing(db, id, { price: 250_000 });
        const afterUnsubscribe = await runs();
        await eventually(async () => (await runs()) >= afterUnsubscribe + 2);
        expect(await alertMailsTo(db, email)).toHaveLength(2);
        expect(mailsAt()).toHaveLength(2);
      } finally {
        await stopAlerts();
        await stopOutbox();
      }
    });
  });
}
