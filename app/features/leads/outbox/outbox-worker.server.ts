// Delivers the outbox: claims due messages with a lease, sends them, marks them delivered, or puts them
// back with exponential back-off. A message that keeps failing stays queued; one whose worker died is
// claimed again once its lease expires. Woken at once when a lead is stored, and polls otherwise.
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client.server.ts";
import { siteSettings } from "../../../db/schema/content.ts";
import { fileTransport, type MailTransport, type Sender, smtpTransport } from "./mail-transport.server.ts";
import { onOutboxQueued } from "./outbox-signal.server.ts";
import {
  claimDueMessages,
  markDelivered,
  markFailed,
  type OutboxMessage,
  retryDelayMs,
} from "./outbox-store.server.ts";

export type OutboxWorkerOptions = {
  db: Database;
  /** smtp(s)://user:password@host:port; without it e-mails are written to `<dataDir>/mail/`. */
  smtpUrl?: string | undefined;
  dataDir: string;
  log: (line: string) => void;
  pollMs?: number;
  leaseMs?: number;
  batchSize?: number;
  retryDelay?: (failedAttempts: number) => number;
  now?: () => Date;
};

async function senderOf(db: Database): Promise<Sender> {
  const [row] = await db
    .select({ info: siteSettings.siteInformation })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1))
    .limit(1);
  return row
    ? { name: row.info.name, email: row.info.email }
    : { name: "Website", email: "no-reply@localhost" };
}

/** Starts delivering; the returned function stops the worker once the batch in hand is done. */
export function startOutboxWorker(options: OutboxWorkerOptions): () => Promise<void> {
  const { db, log } = options;
  const pollMs = options.pollMs ?? 5_000;
  const leaseMs = options.leaseMs ?? 120_000;
  const batchSize = options.batchSize ?? 20;
  const retryDelay = options.retryDelay ?? retryDelayMs;
  const now = options.now ?? (() => new Date());
  const transport: MailTransport = options.smtpUrl
    ? smtpTransport(options.smtpUrl)
    : fileTransport(path.join(options.dataDir, "mail"));
  log(
    transport.kind === "smtp"
      ? `Outbox: delivering e-mails over SMTP to ${transport.destination}`
      : `Outbox: SMTP_URL is not set, so e-mails are not sent; each one is written to ${transport.destination} as an .eml file`,
  );

  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  async function deliver(message: OutboxMessage, sender: Sender): Promise<boolean> {
    try {
      await transport.send(message, sender);
      await markDelivered(db, message.id, transport.kind, now());
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const failed = message.attempts + 1;
      await markFailed(db, message, reason, new Date(now().getTime() + retryDelay(failed)));
      log(`Outbox: message ${message.id} not delivered (attempt ${failed}), will retry: ${reason}`);
      return false;
    }
  }

  async function drain(): Promise<void> {
    while (!stopped) {
      const batch = await claimDueMessages(db, now(), leaseMs, batchSize);
      if (batch.length === 0) return;
      const sender = await senderOf(db);
      const results = await Promise.all(batch.map((message) => deliver(message, sender)));
      const delivered = results.filter(Boolean).length;
      if (delivered > 0)
        log(`Outbox: ${delivered} e-mail(s) ${transport.kind === "smtp" ? "sent" : "written"}`);
      // A batch that failed whole means the server is down: wait for the next poll.
      if (delivered === 0) return;
    }
  }

  function run(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = drain()
      .catch((error: unknown) => log(`Outbox: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = null;
        if (stopped) return;
        if (again) {
          again = false;
          run();
        } else {
          timer = setTimeout(run, pollMs);
        }
      });
  }

  const unsubscribe = onOutboxQueued(run);
  run();

  return async () => {
    stopped = true;
    unsubscribe();
    clearTimeout(timer);
    await running;
    transport.close();
  };
}
