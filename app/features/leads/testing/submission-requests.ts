// Builds form POSTs the way a browser sends them, with a valid ticket whose time trap has passed, and
// what a page's action needs around them; for the submission and fuzz tests.
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "../../../db/client.server.ts";
import { type LeadFormKind, leads } from "../../../db/schema/leads.ts";
import { issueTicket, openTicket } from "../guard/form-ticket.server.ts";
import { newLeadClient } from "../guard/lead-client.server.ts";
import { createLeadRateLimiters } from "../guard/rate-limiter.server.ts";
import { siteKey } from "../guard/site-secret.server.ts";
import type { LeadRequestContext } from "../lead-request.server.ts";
import type { LeadOutcome, SubmissionDeps } from "../submit/handle-submission.server.ts";

export const SITE = "http://site.test";
/** When the tests' tickets were issued: a minute ago, well past the forms' time trap. */
export const ISSUED_A_MINUTE_AGO = Date.now() - 60_000;

/** The outcome as a refusal; a test that expected one fails on anything else. */
export function refusal(outcome: LeadOutcome): Extract<LeadOutcome, { kind: "refused" }> {
  if (outcome.kind !== "refused") throw new Error(`expected a refusal, got ${outcome.location}`);
  return outcome;
}
/** The first-party client value of the visitor the tests play (guard/lead-client.server.ts). */
export const TEST_CLIENT = newLeadClient(Date.now());

export function requestContext(
  db: Database,
  dataDir: string,
  clientAddress = "192.0.2.10",
  client = TEST_CLIENT,
): LeadRequestContext {
  return {
    db,
    clientAddress,
    client,
    dataDir,
    language: "fr",
    agencyLanguage: "nl",
    origin: SITE,
    agency: { name: "Dijlestad Vastgoed", email: "info@agency.example" },
  };
}

/** Fresh rate limits (counters of their own) and a clock ten seconds after the tickets were issued. */
export function submissionDeps(issuedAt: number, log: (line: string) => void = () => {}): SubmissionDeps {
  return {
    limiters: createLeadRateLimiters(`test-${randomUUID()}`),
    now: () => new Date(issuedAt + 10_000),
    log,
  };
}

/**
 * A ticket with both answers of its challenge: the image's characters (`answer`, typed by a person
 * without JavaScript) and the proof of work's number (`work`, as the browser finds it). Read from the
 * sealed ticket with the site's key, which only the server and these tests hold.
 */
export type SolvedTicket = { ticket: string; answer: string; work: string; nonce: string };

export async function solvedTicket(
  db: Database,
  form: LeadFormKind,
  issuedAt: number,
  client = TEST_CLIENT,
): Promise<SolvedTicket> {
  const key = await siteKey(db, "form-ticket");
  const { ticket } = issueTicket(key, form, client, issuedAt);
  const opened = openTicket(key, ticket);
  if (!opened) throw new Error("ticket");
  return { ticket, answer: opened.characters, work: String(opened.workNumber), nonce: opened.nonce };
}

/** A form POST; with a file, multipart with the file under `fileField` (the site contact's CV by default). */
export function formPost(
  path: string,
  fields: Record<string, string | string[]>,
  file?: File,
  fileField = "cv",
): Request {
  const headers = { Origin: SITE };
  if (file) {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
    }
    body.append(fileField, file);
    return new Request(`${SITE}${path}`, { method: "POST", headers, body });
  }
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  return new Request(`${SITE}${path}`, { method: "POST", headers, body });
}

export function randomAddress(): string {
  const bytes = randomBytes(2);
  return `198.51.${bytes[0] ?? 0}.${bytes[1] ?? 0}`;
}

/** A data directory of the test file's own (uploads, mail files), made before its tests and removed after. */
export function scratchDataDir(prefix: string): { readonly path: string } {
  const dir = { path: "" };
  beforeAll(async () => {
    dir.path = await mkdtemp(path.join(tmpdir(), prefix));
  });
  afterAll(async () => {
    await rm(dir.path, { recursive: true, force: true });
  });
  return dir;
}

/** How many leads the database holds. */
export async function leadCount(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(leads);
  return row?.value ?? 0;
}
