import { spawn } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forEachDatabase } from "../../../../tests/support/databases.ts";
import type { Database } from "../../../db/client.server.ts";
import { openDatabase } from "../../../db/client.server.ts";
import { outboxMessages } from "../../../db/schema/leads.ts";
import { storeLead } from "../submit/store-lead.server.ts";
import { leadInput, person, submissionOf } from "../testing/lead-fixtures.ts";
import { eventually, type SmtpPeer, startSmtpPeer } from "../testing/smtp-peer.ts";
import { claimDueMessages } from "./outbox-store.server.ts";
import { startOutboxWorker } from "./outbox-worker.server.ts";

async function messagesOf(db: Database, leadId: string) {
  return db.select().from(outboxMessages).where(eq(outboxMessages.leadId, leadId)).orderBy(outboxMessages.id);
}

async function storeContact(db: Database, remark: string): Promise<string> {
  const outcome = await storeLead(
    db,
    leadInput(submissionOf("site-contact", { ...person, remark, privacy: "on" })),
  );
  if (outcome.kind !== "stored") throw new Error(outcome.kind);
  return outcome.leadId;
}

const quiet = () => {};

let peer: SmtpPeer;
beforeAll(async () => {
  peer = await startSmtpPeer();
});
afterAll(async () => {
  await peer.stop();
});

forEachDatabase((database) => {
  it("delivers the confirmation and the notification to a real SMTP server", async () => {
    const db = database();
    const marker = `delivered-${Date.now()}`;
    const leadId = await storeContact(db, marker);
    const before = peer.received.length;
    const stop = startOutboxWorker({ db, smtpUrl: peer.url, dataDir: tmpdir(), log: quiet, pollMs: 100 });
    try {
      await eventually(async () =>
        (await messagesOf(db, leadId)).every((message) => message.status === "delivered"),
      );
    } finally {
      await stop();
    }
    const mails = peer.received.slice(before).filter((mail) => mail.raw.includes(marker));
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual([
      "anna.peeters@example.be",
      "info@agency.example",
    ]);
    const confirmation = mails.find((mail) => mail.to[0] === "anna.peeters@example.be")?.raw ?? "";
    expect(confirmation).toMatch(/^Subject: We received your message$/m);
    expect(confirmation).toMatch(/^Content-Type: text\/html/m);
    expect(confirmation).toMatch(/^Content-Type: text\/plain/m);
    expect(confirmation).toMatch(/^Reply-To: info@agency\.example$/m);
    const messages = await messagesOf(db, leadId);
    expect(messages.map((message) => message.transport)).toEqual(["smtp", "smtp"]);
  });

  it("keeps the e-mails while the SMTP server is down and delivers them once it is back", async () => {
    const db = database();
    await peer.stop();
    const marker = `down-${Date.now()}`;
    const leadId = await storeContact(db, marker);
    const stop = startOutboxWorker({
      db,
      smtpUrl: peer.url,
      dataDir: tmpdir(),
      log: quiet,
      pollMs: 100,
      retryDelay: () => 200,
    });
    try {
      await eventually(async () => (await messagesOf(db, leadId)).every((message) => message.attempts >= 2));
      const waiting = await messagesOf(db, leadId);
      expect(waiting.map((message) => message.status)).toEqual(["queued", "queued"]);
      expect(waiting[0]?.lastError).toMatch(/ECONNREFUSED|connect/i);
      await peer.start();
      await eventually(async () =>
        (await messagesOf(db, leadId)).every((message) => message.status === "delivered"),
      );
    } finally {
      await stop();
    }
    expect(peer.received.filter((mail) => mail.raw.includes(marker))).toHaveLength(2);
  });

  it("claims again a message whose worker died with it in hand, once the lease has expired", async () => {
    const db = database();
    const leadId = await storeContact(db, "Claimed by a worker that died");
    const claimed = await claimDueMessages(db, new Date(), 60_000, 100);
    expect(claimed.some((message) => message.leadId === leadId)).toBe(true);
    const later = () => new Date(Date.now() + 61_000);
    const stop = startOutboxWorker({
      db,
      smtpUrl: peer.url,
      dataDir: tmpdir(),
      log: quiet,
      pollMs: 100,
      now: later,
    });
    try {
      await eventually(async () =>
        (await messagesOf(db, leadId)).every((message) => message.status === "delivered"),
      );
    } finally {
      await stop();
    }
  });
});

describe("without SMTP", () => {
  it("writes each e-mail as an .eml file under DATA_DIR/mail and says so in the log", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "leads-eml-"));
    const connection = await openDatabase({});
    const lines: string[] = [];
    try {
      const leadId = await storeContact(connection.db, "Written to a file");
      const stop = startOutboxWorker({
        db: connection.db,
        dataDir,
        log: (line) => lines.push(line),
        pollMs: 100,
      });
      try {
        await eventually(async () =>
          (await messagesOf(connection.db, leadId)).every((message) => message.status === "delivered"),
        );
      } finally {
        await stop();
      }
      const files = await readdir(path.join(dataDir, "mail"));
      expect(files.filter((file) => file.endsWith(".eml"))).toHaveLength(2);
      const contents = await Promise.all(
        files.map((file) => readFile(path.join(dataDir, "mail", file), "utf8")),
      );
      expect(contents.some((content) => /^To: anna\.peeters@example\.be$/m.test(content))).toBe(true);
      expect((await messagesOf(connection.db, leadId)).map((message) => message.transport)).toEqual([
        "file",
        "file",
      ]);
      expect(lines[0]).toMatch(/SMTP_URL is not set.*\.eml/);
    } finally {
      await connection.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe("a process killed between commit and delivery", () => {
  it("loses nothing: the next worker delivers the e-mails it committed", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "leads-killed-"));
    try {
      const child = spawn(
        process.execPath,
        [path.join(import.meta.dirname, "../testing/store-then-hang.ts"), dataDir],
        {
          cwd: process.cwd(),
          stdio: ["ignore", "pipe", "inherit"],
        },
      );
      await new Promise<void>((resolve, reject) => {
        child.stdout.on("data", (chunk: Buffer) => {
          if (chunk.toString().includes("committed stored")) resolve();
        });
        child.once("exit", (code) => reject(new Error(`The child exited early (${code})`)));
      });
      child.kill("SIGKILL");
      await new Promise((resolve) => child.once("exit", resolve));

      const connection = await openDatabase({ dataDir });
      try {
        const queued = await connection.db.select().from(outboxMessages);
        expect(queued.map((message) => message.status)).toEqual(["queued", "queued"]);
        const before = peer.received.length;
        const stop = startOutboxWorker({
          db: connection.db,
          smtpUrl: peer.url,
          dataDir,
          log: quiet,
          pollMs: 100,
        });
        try {
          await eventually(async () =>
            (await connection.db.select().from(outboxMessages)).every(
              (message) => message.status === "delivered",
            ),
          );
        } finally {
          await stop();
        }
        expect(peer.received.slice(before).some((mail) => mail.raw.includes("Killed before delivery"))).toBe(
          true,
        );
      } finally {
        await connection.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
