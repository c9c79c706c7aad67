// Property-based: thousands of malformed submissions to every form's action must each get a 4xx (or the
// honeypot's quiet thank-you) and must never write a row (quality.md, Safety: bad input).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../../tests/support/databases.ts";
import type { DatabaseConnection } from "../../../db/client.server.ts";
import { LEAD_FORMS, type LeadFormKind, leads, outboxMessages } from "../../../db/schema/leads.ts";
import { leadFormFields, validateLeadForm } from "../schemas/lead-form-schemas.ts";
import { insertTestProperty } from "../testing/lead-fixtures.ts";
import {
  formPost,
  ISSUED_A_MINUTE_AGO,
  requestContext,
  SITE,
  solvedTicket,
  submissionDeps,
} from "../testing/submission-requests.ts";
import { validFields } from "../testing/valid-fields.ts";
import { handleLeadSubmission, type LeadTarget } from "./handle-submission.server.ts";

/** 3,600 malformed submissions in all, each form's fields mutated in turn, and 1,000 arbitrary bodies. */
const RUNS_PER_FORM = 300;
const ARBITRARY_BODY_RUNS = 1_000;
let connection: DatabaseConnection;
let dataDir: string;
let saleId = 0;
let rentalId = 0;

beforeAll(async () => {
  connection = await openTestDatabase("pglite");
  dataDir = await mkdtemp(path.join(tmpdir(), "leads-fuzz-"));
  saleId = await insertTestProperty(connection.db, 0);
  rentalId = await insertTestProperty(connection.db, 1);
}, 120_000);

afterAll(async () => {
  await connection.close();
  await rm(dataDir, { recursive: true, force: true });
});

function targetOf(form: LeadFormKind): { path: string; target: LeadTarget } {
  if (form === "purchase-offer" || form === "contact-me" || form === "send-to-friend") {
    return { path: `/property/${saleId}/`, target: { forms: [form], propertyId: saleId } };
  }
  if (form === "contact-appointment" || form === "document-request" || form === "rent-profile") {
    return { path: `/property/${rentalId}/`, target: { forms: [form], propertyId: rentalId } };
  }
  return { path: "/fr/contact/", target: { forms: [form] } };
}

/** The fields whose absence alone makes the form invalid. */
function requiredFields(form: LeadFormKind): string[] {
  const valid = validFields(form, new Date());
  return Object.keys(valid).filter((name) => {
    const { [name]: _removed, ...rest } = valid;
    return !validateLeadForm(form, rest, { rental: true }).ok;
  });
}

const malformedValue = fc.oneof(
  fc.constant(""),
  fc.constant("   "),
  fc.string({ minLength: 0, maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.string({ minLength: 5_001, maxLength: 21_000 }),
  fc.constantFrom(
    "x\r\nBcc: victim@example.com",
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "javascript:alert(1)",
    "2026-02-30",
    "9999-99-99",
    "-1",
    "1e309",
    "NaN",
    "\u0000\u0001\u202e",
    "a@b",
    "@@@",
  ),
  fc.array(fc.string({ maxLength: 20 }), { minLength: 2, maxLength: 5 }),
);

function malformedSubmission(form: LeadFormKind, required: string[]) {
  const names = [
    ...leadFormFields(form),
    "_form",
    "_ticket",
    "captcha",
    "homepage",
    "utm_source",
    "cv",
    "unknown",
  ];
  return fc.record({
    broken: fc.constantFrom(...required),
    brokenValue: fc.constantFrom("", " ", "\r\n"),
    changes: fc.array(fc.tuple(fc.constantFrom(...names), malformedValue), { maxLength: 6 }),
    removals: fc.array(fc.constantFrom(...names), { maxLength: 3 }),
    solveCaptcha: fc.boolean(),
    fillHoneypot: fc.nat(9).map((n) => n === 0),
  });
}

async function rowCounts() {
  const [leadRows] = await connection.db.select({ value: count() }).from(leads);
  const [messageRows] = await connection.db.select({ value: count() }).from(outboxMessages);
  return [leadRows?.value ?? 0, messageRows?.value ?? 0];
}

describe("malformed submissions", () => {
  it.each(LEAD_FORMS.map((form) => [form]))(
    `%s: ${RUNS_PER_FORM} malformed submissions, no 5xx, no row written for an invalid one`,
    async (form) => {
      const before = await rowCounts();
      let stored = 0;
      const required = requiredFields(form);
      expect(required.length).toBeGreaterThan(0);
      const { path: pagePath, target } = targetOf(form);
      await fc.assert(
        fc.asyncProperty(malformedSubmission(form, required), async (mutation) => {
          const { ticket, answer } = await solvedTicket(connection.db, form, ISSUED_A_MINUTE_AGO);
          const fields: Record<string, string | string[]> = {
            ...validFields(form, new Date(ISSUED_A_MINUTE_AGO)),
            _form: form,
            _ticket: ticket,
            captcha: mutation.solveCaptcha ? answer : "nope",
            homepage: mutation.fillHoneypot ? "spam" : "",
          };
          for (const [name, value] of mutation.changes) fields[name] = value;
          for (const name of mutation.removals) delete fields[name];
          // A required field is always emptied; the schema still decides, since some fields are required
          // only together (children and their ages).
          fields[mutation.broken] = mutation.brokenValue;
          const { _form, _ticket, captcha, homepage, ...values } = fields;
          const valid =
            validateLeadForm(form, values, { rental: form !== "purchase-offer" }).ok &&
            mutation.solveCaptcha &&
            captcha === answer &&
            _form === form &&
            _ticket === ticket &&
            homepage === "";
          const rowsBefore = await rowCounts();
          const outcome = await handleLeadSubmission(
            formPost(pagePath, fields),
            requestContext(connection.db, dataDir),
            target,
            submissionDeps(ISSUED_A_MINUTE_AGO),
          );
          if (outcome.kind === "refused") {
            expect(outcome.status).toBeGreaterThanOrEqual(400);
            expect(outcome.status).toBeLessThan(500);
          } else {
            expect(valid || homepage !== "").toBe(true);
          }
          if (!valid) {
            expect(await rowCounts()).toEqual(rowsBefore);
          } else {
            stored += 1;
          }
        }),
        { numRuns: RUNS_PER_FORM },
      );
      const [leadsAfter] = await rowCounts();
      expect(leadsAfter).toBeLessThanOrEqual((before[0] ?? 0) + stored);
    },
    300_000,
  );

  it(`answers ${ARBITRARY_BODY_RUNS} bodies of any bytes with any content type with a 4xx`, async () => {
    const before = await rowCounts();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          "application/x-www-form-urlencoded",
          "multipart/form-data; boundary=xyz",
          "multipart/form-data",
          "application/json",
          "text/plain",
          "",
        ),
        fc.uint8Array({ maxLength: 4_000 }),
        fc.constantFrom(...LEAD_FORMS),
        async (contentType, bytes, form) => {
          const { path: pagePath, target } = targetOf(form);
          const headers: Record<string, string> = { Origin: SITE };
          if (contentType) headers["Content-Type"] = contentType;
          const request = new Request(`${SITE}${pagePath}`, { method: "POST", headers, body: bytes });
          const outcome = await handleLeadSubmission(
            request,
            requestContext(connection.db, dataDir),
            target,
            submissionDeps(ISSUED_A_MINUTE_AGO),
          );
          expect(outcome.kind).toBe("refused");
          if (outcome.kind === "refused") expect(outcome.status).toBeLessThan(500);
        },
      ),
      { numRuns: ARBITRARY_BODY_RUNS },
    );
    expect(await rowCounts()).toEqual(before);
  }, 300_000);
});
