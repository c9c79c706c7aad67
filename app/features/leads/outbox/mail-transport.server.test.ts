import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type SmtpPeer, startSmtpPeer } from "../testing/smtp-peer.ts";
import { smtpTransport } from "./mail-transport.server.ts";
import type { OutboxMessage } from "./outbox-store.server.ts";

let peer: SmtpPeer;
let directory = "";
beforeAll(async () => {
  peer = await startSmtpPeer();
  directory = await mkdtemp(path.join(tmpdir(), "cv-mail-"));
});
afterAll(async () => {
  await peer.stop();
  await rm(directory, { recursive: true, force: true });
});

it("hardening 11: a visitor's CV reaches the agency as an attachment, never inline", async () => {
  const storedPath = path.join(directory, "stored.pdf");
  await writeFile(storedPath, "%PDF-1.7\n%%EOF\n");
  const now = new Date();
  const message: OutboxMessage = {
    id: 1,
    leadId: null,
    kind: "agency_notification",
    recipient: "info@agency.example",
    replyTo: null,
    language: "nl",
    subject: "CV",
    textBody: "CV",
    htmlBody: "<p>CV</p>",
    headers: {},
    attachments: [{ filename: "Mon CV.pdf", storedPath, contentType: "application/pdf" }],
    status: "queued",
    attempts: 0,
    nextAttemptAt: now,
    leaseUntil: null,
    lastError: null,
    transport: null,
    deliveredAt: null,
    createdAt: now,
  };
  const transport = smtpTransport(peer.url);
  try {
    await transport.send(message, { name: "Agency", email: "info@agency.example" });
  } finally {
    transport.close();
  }
  const raw = peer.received.at(-1)?.raw ?? "";
  expect(raw).toMatch(/^Content-Type: application\/pdf; name="Mon CV\.pdf"\r?$/m);
  expect(raw).toMatch(/^Content-Disposition: attachment; filename="Mon CV\.pdf"\r?$/m);
  expect(raw).not.toMatch(/Content-Disposition: inline/);
});
