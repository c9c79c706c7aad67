// What limits a visitor's submissions: the challenge bound to the visitor's client, the visitor's quota
// of well-formed attempts, and the recommendations one friend's address receives.
import { count, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "../../../../tests/support/databases.ts";
import type { Database } from "../../../db/client.server.ts";
import { leads } from "../../../db/schema/leads.ts";
import { newLeadClient } from "../guard/lead-client.server.ts";
import { insertTestProperty } from "../testing/lead-fixtures.ts";
import {
  formPost,
  ISSUED_A_MINUTE_AGO,
  randomAddress,
  requestContext,
  scratchDataDir,
  solvedTicket,
  submissionDeps,
  TEST_CLIENT,
} from "../testing/submission-requests.ts";
import { validFields } from "../testing/valid-fields.ts";
import { handleLeadSubmission, type LeadOutcome } from "./handle-submission.server.ts";

const dataDir = scratchDataDir("leads-limits-");

async function leadCount(db: Database, email?: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(leads)
    .where(email ? eq(leads.email, email) : undefined);
  return row?.value ?? 0;
}

function statusOf(outcome: LeadOutcome): number {
  return outcome.kind === "refused" ? outcome.status : 303;
}

forEachDatabase((database) => {
  let saleId = 0;
  beforeAll(async () => {
    saleId = await insertTestProperty(database(), 0);
  });

  it("hardening 3: the proof of work's number answers the challenge, as a browser with JavaScript sends it", async () => {
    const db = database();
    const { ticket, work } = await solvedTicket(db, "site-contact", ISSUED_A_MINUTE_AGO);
    const email = `work.${Date.now()}@example.be`;
    const outcome = await handleLeadSubmission(
      formPost("/fr/contact/", {
        ...validFields("site-contact", new Date()),
        email,
        _form: "site-contact",
        _ticket: ticket,
        work,
        captcha: "",
        homepage: "",
      }),
      requestContext(db, dataDir.path, randomAddress()),
      { forms: ["site-contact"] },
      submissionDeps(ISSUED_A_MINUTE_AGO),
    );
    expect(outcome).toEqual({ kind: "redirect", location: "/fr/merci/site-contact/" });
    expect(await leadCount(db, email)).toBe(1);
  });

  it("hardening 3: a ticket replayed from another client is refused, with a fresh one for that client", async () => {
    const db = database();
    const { ticket, answer, work } = await solvedTicket(db, "site-contact", ISSUED_A_MINUTE_AGO);
    const email = `replay.${Date.now()}@example.be`;
    const otherClient = newLeadClient(Date.now());
    const outcome = await handleLeadSubmission(
      formPost("/fr/contact/", {
        ...validFields("site-contact", new Date()),
        email,
        _form: "site-contact",
        _ticket: ticket,
        captcha: answer,
        work,
        homepage: "",
      }),
      requestContext(db, dataDir.path, randomAddress(), otherClient),
      { forms: ["site-contact"] },
      submissionDeps(ISSUED_A_MINUTE_AGO),
    );
    if (outcome.kind !== "refused") throw new Error("expected a refusal");
    expect([outcome.status, outcome.state.message]).toEqual([400, "LEAD_EXPIRED"]);
    expect(outcome.state.ticket?.ticket).toBeDefined();
    expect(outcome.state.ticket?.ticket).not.toBe(ticket);
    expect(await leadCount(db, email)).toBe(0);
  });

  it("hardening 6: ten rejected posts do not use up the visitor's quota; the correct submission is stored", async () => {
    const db = database();
    const ctx = requestContext(db, dataDir.path, randomAddress());
    const deps = submissionDeps(ISSUED_A_MINUTE_AGO);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const { ticket } = await solvedTicket(db, "site-contact", ISSUED_A_MINUTE_AGO);
      const garbage: Record<string, string> =
        i % 2 === 0
          ? { _form: "site-contact", homepage: "" }
          : { _form: "site-contact", _ticket: ticket, captcha: "WRONG", homepage: "", email: "x@" };
      statuses.push(
        statusOf(
          await handleLeadSubmission(
            formPost("/fr/contact/", garbage),
            ctx,
            { forms: ["site-contact"] },
            deps,
          ),
        ),
      );
    }
    expect(statuses.every((status) => status === 400)).toBe(true);
    const { ticket, answer } = await solvedTicket(db, "site-contact", ISSUED_A_MINUTE_AGO);
    const email = `after.garbage.${Date.now()}@example.be`;
    const outcome = await handleLeadSubmission(
      formPost("/fr/contact/", {
        ...validFields("site-contact", new Date()),
        email,
        _form: "site-contact",
        _ticket: ticket,
        captcha: answer,
        homepage: "",
      }),
      ctx,
      { forms: ["site-contact"] },
      deps,
    );
    expect(outcome).toEqual({ kind: "redirect", location: "/fr/merci/site-contact/" });
    expect(await leadCount(db, email)).toBe(1);
  });

  it("hardening 6: an address that keeps sending well-formed forms is slowed down after ten", async () => {
    const db = database();
    const ctx = requestContext(db, dataDir.path, randomAddress());
    const deps = submissionDeps(ISSUED_A_MINUTE_AGO);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const { ticket, work } = await solvedTicket(db, "contact-me", ISSUED_A_MINUTE_AGO);
      const outcome = await handleLeadSubmission(
        formPost(`/property/${saleId}/`, {
          ...validFields("contact-me", new Date()),
          email: `burst.${i}.${Date.now()}@example.be`,
          _form: "contact-me",
          _ticket: ticket,
          work,
          homepage: "",
        }),
        ctx,
        { forms: ["contact-me"], propertyId: saleId },
        deps,
      );
      statuses.push(statusOf(outcome));
      if (i === 11 && outcome.kind === "refused") expect(outcome.state.message).toBe("LEAD_RATE_LIMITED");
    }
    expect(statuses).toEqual([...Array<number>(10).fill(303), 429, 429]);
  });

  it("hardening 2: one friend's address receives at most three recommendations a day, whoever sends them", async () => {
    const db = database();
    const deps = submissionDeps(ISSUED_A_MINUTE_AGO);
    const friendEmail = `friend.${Date.now()}@example.be`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const { ticket, work } = await solvedTicket(db, "send-to-friend", ISSUED_A_MINUTE_AGO, TEST_CLIENT);
      const outcome = await handleLeadSubmission(
        formPost(`/property/${saleId}/`, {
          ...validFields("send-to-friend", new Date()),
          email: `sender.${i}.${Date.now()}@example.be`,
          friendEmail: i === 3 ? friendEmail.toUpperCase() : friendEmail,
          _form: "send-to-friend",
          _ticket: ticket,
          work,
          homepage: "",
        }),
        requestContext(db, dataDir.path, randomAddress()),
        { forms: ["send-to-friend"], propertyId: saleId },
        deps,
      );
      statuses.push(statusOf(outcome));
      if (i === 3 && outcome.kind === "refused")
        expect(outcome.state.message).toBe("LEAD_FRIEND_RATE_LIMITED");
    }
    expect(statuses).toEqual([303, 303, 303, 429]);
  });
});
