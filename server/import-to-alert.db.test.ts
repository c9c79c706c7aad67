// Issue 17's whole flow, started where an agency starts it: a listing sent by its software to /api/v1/
// reaches the mailbox of the buyer whose search alert it matches (a real SMTP server on loopback), a lower
// price sent again brings one more e-mail, and a withdrawal as sold a last one.
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../app/db/client.server.ts";
import { createApiKey } from "../app/features/import/api-keys.server.ts";
import { listingExample } from "../app/features/import/testing/listing-example.ts";
import { startOutboxWorker } from "../app/features/leads/outbox/outbox-worker.server.ts";
import {
  eventually,
  type SmtpPeer,
  startSmtpPeer,
  unfoldMail,
} from "../app/features/leads/testing/smtp-peer.ts";
import { startAlertScheduler } from "../app/features/search-alerts/alert-scheduler.server.ts";
import { insertAlert } from "../app/features/search-alerts/testing/alert-fixtures.ts";
import { ORIGIN } from "../app/features/search-alerts/testing/alert-runs.ts";
import { DATABASE_KINDS, openTestDatabase } from "../tests/support/databases.ts";
import { serveImportApi } from "./import-api.ts";

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
    let server: Server;
    let base = "";
    beforeAll(async () => {
      connection = await openTestDatabase(kind, { seeded: true });
      const api = {
        db: connection.db,
        rateLimit: { perSecond: 1_000, burst: 1_000 },
        clientAddress: () => "127.0.0.1",
      };
      server = createServer((req, res) => {
        serveImportApi(req, res, (req.url ?? "/").split("?", 1)[0] ?? "/", api).catch(() => {
          res.writeHead(500);
          res.end();
        });
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const address = server.address();
      base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    }, 180_000);
    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
      await connection.close();
    });

    it("journey: a listing sent to the import API, its lower price, then sold, each reach the matching alert's mailbox", async () => {
      const { db } = connection;
      const { key } = await createApiKey(db, `journey-${kind}`);
      const send = async (path: string, body: unknown) => {
        const response = await fetch(`${base}/api/v1${path}`, {
          method: "POST",
          headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
          body: JSON.stringify(body),
        });
        expect(response.status).toBeLessThan(300);
        return response.json();
      };
      const email = `api-journey-${kind}@example.be`;
      // Alerts hear of changes made after they were stored: only this test's listing changes.
      await insertAlert(db, { minPrice: 390_000, maxPrice: 430_000, language: "fr" }, email);
      const mails = () =>
        peer.received.filter((mail) => mail.to.includes(email)).map((mail) => unfoldMail(mail.raw));
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
        const reference = `JOURNEY-${kind}`;
        const created = await send("/listings", listingExample(reference));
        expect(created.outcome).toBe("created");
        await eventually(() => mails().length === 1);
        expect(mails()[0]).toContain("Maison familiale spacieuse avec jardin");
        expect(mails()[0]).toContain("425.000");
        expect(mails()[0]).toContain(
          `${ORIGIN}/fr/a-vendre/mechelen/maison-familiale-spacieuse-avec-jardin/`,
        );

        await send("/listings", listingExample(reference, { price: 399_000 }));
        await eventually(() => mails().length === 2);
        expect(mails()[1]).toContain("399.000");

        await send(`/listings/${reference}/withdraw`, { reason: "sold" });
        await eventually(() => mails().length === 3);
      } finally {
        await stopAlerts();
        await stopOutbox();
      }
    });
  });
}
