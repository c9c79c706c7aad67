// Property-based: malformed filters and posts to the leads inbox, the privacy screen and the testimonials
// review never get a 5xx and never half-write: a row changes only together with its audit entry, and a
// malformed form changes nothing at all (quality.md Safety: bad input).
import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/support/databases.ts";
import type { DatabaseConnection } from "../db/client.server.ts";
import { accounts, auditLog } from "../db/schema/accounts.ts";
import { testimonials } from "../db/schema/content.ts";
import { leads, newsletterSubscriptions } from "../db/schema/leads.ts";
import { seedSiteContent } from "../db/seed/site-content.ts";
import type { RequestAccount } from "../features/accounts/account-context.ts";
import {
  actionArgs,
  formPost,
  routeContext,
  statusOf,
  TEST_ORIGIN,
} from "../features/accounts/testing/route-request.ts";
import { action as leadAction } from "./back-office-lead.tsx";
import { loader as csvLoader } from "./back-office-leads-csv.ts";
import { loader as listLoader } from "./back-office-leads.tsx";
import { action as privacyAction } from "./back-office-privacy.tsx";
import { action as testimonialAction } from "./back-office-testimonials.tsx";

const RUNS = 50;
let connection: DatabaseConnection;
let admin: RequestAccount;
let leadId = "";
let testimonialId = 0;

beforeAll(async () => {
  connection = await openTestDatabase("pglite");
  const db = connection.db;
  await seedSiteContent(db);
  const [row] = await db
    .insert(accounts)
    .values({ email: "admin@example.be", displayName: "Admin", language: "fr", role: "admin" })
    .returning();
  if (!row) throw new Error("no admin");
  admin = row;
  leadId = randomUUID();
  await db.insert(leads).values({
    id: leadId,
    form: "sign-newsletter",
    submissionKey: randomUUID(),
    payloadDigest: "test",
    language: "fr",
    email: "lea@example.be",
    payload: {},
  });
  await db
    .insert(newsletterSubscriptions)
    .values({ id: randomUUID(), email: "lea@example.be", language: "fr", leadId });
  const [testimonial] = await db
    .insert(testimonials)
    .values({ name: "Léa", comment: "Bien", language: "fr" })
    .returning();
  testimonialId = testimonial?.id ?? 0;
}, 120_000);

afterAll(async () => {
  await connection.close();
});

async function snapshot() {
  const db = connection.db;
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
  const [testimonial] = await db.select().from(testimonials).where(eq(testimonials.id, testimonialId));
  const [audits] = await db.select({ n: count() }).from(auditLog);
  const [subscriptions] = await db.select({ n: count() }).from(newsletterSubscriptions);
  return { lead, testimonial, audits: audits?.n, subscriptions: subscriptions?.n };
}

const junk = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.constantFrom(
    "",
    " ",
    "1",
    "0",
    "-1",
    "1e9999",
    "new",
    "done",
    "handled",
    "approve",
    "' OR 1=1 --",
    "\u0000",
    "lea@example.be",
  ),
  fc.string({ unit: "binary", maxLength: 60 }),
);
const fields = (names: string[]) =>
  fc.dictionary(fc.constantFrom(...names, "extra", "__proto__"), junk, { maxKeys: names.length + 2 });

async function settled(outcome: unknown): Promise<number> {
  return statusOf(await Promise.resolve(outcome).catch((thrown: unknown) => thrown));
}

describe("leads inbox, privacy and testimonials forms under malformed input", () => {
  it("fuzz 1: the inbox's filters and export answer 200 or 400, never 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(fields(["q", "form", "property", "status", "from", "to", "page"]), async (query) => {
        const params = new URLSearchParams(Object.entries(query)).toString();
        for (const [loader, path] of [
          [listLoader, "/fr/administration/demandes/"],
          [csvLoader, "/fr/administration/demandes/export.csv"],
        ] as const) {
          const { context } = await routeContext(connection.db, { account: admin });
          const request = new Request(new URL(`${path}?${params}`, TEST_ORIGIN));
          expect([200, 400]).toContain(await settled(loader(actionArgs(request, context, {}))));
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("fuzz 2: a lead's follow-up form changes the lead only with its audit entry, never 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(fields(["status", "internalNote", "version"]), async (form) => {
        const before = await snapshot();
        const { context } = await routeContext(connection.db, { account: admin });
        const request = formPost(`/fr/administration/demandes/${leadId}/`, form);
        const status = await settled(leadAction(actionArgs(request, context, { leadId })));
        const after = await snapshot();
        expect([200, 400, 409]).toContain(status);
        if (status === 200) expect(after.audits).toBe((before.audits ?? 0) + 1);
        else expect(after).toEqual(before);
      }),
      { numRuns: RUNS },
    );
  });

  it("fuzz 3: the testimonials review changes a testimonial only with its audit entry, never 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .record({ intent: fc.constantFrom("approve", "hide", "rename", "x") })
          .chain(({ intent }) => fields(["id", "version", "name"]).map((form) => ({ ...form, intent }))),
        async (form) => {
          const before = await snapshot();
          const { context } = await routeContext(connection.db, { account: admin });
          const status = await settled(
            testimonialAction(actionArgs(formPost("/fr/administration/temoignages/", form), context, {})),
          );
          const after = await snapshot();
          expect([200, 400, 404, 409]).toContain(status);
          if (status === 200) expect(after.audits).toBe((before.audits ?? 0) + 1);
          else expect(after).toEqual(before);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("fuzz 4: the privacy screen erases nothing without a valid, confirmed request, never 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .record({ intent: fc.constantFrom("find", "review", "erase", "x") })
          .chain(({ intent }) =>
            fields(["email", "confirm"]).map((form): Record<string, string> => ({ ...form, intent })),
          ),
        async (form) => {
          fc.pre(
            !(form.intent === "erase" && form.confirm === "yes" && form.email?.trim() === "lea@example.be"),
          );
          const before = await snapshot();
          const { context } = await routeContext(connection.db, { account: admin });
          const status = await settled(
            privacyAction(actionArgs(formPost("/fr/administration/vie-privee/", form), context, {})),
          );
          expect([200, 400]).toContain(status);
          expect(await snapshot()).toEqual(before);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
