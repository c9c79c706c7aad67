import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { forEachDatabase } from "../../../../tests/support/databases.ts";
import type { Database } from "../../../db/client.server.ts";
import type { LeadFormKind } from "../../../db/schema/leads.ts";
import { leads } from "../../../db/schema/leads.ts";
import { dictionaryFor } from "../../../i18n/dictionary.ts";
import { translate } from "../../../i18n/translate.ts";
import { upcomingVisitSlots } from "../appointments/visit-slots.ts";
import { visitSlotValue } from "../schemas/visit-slot.ts";
import { handleLeadSubmission, type LeadTarget } from "../submit/handle-submission.server.ts";
import { insertTestProperty } from "../testing/lead-fixtures.ts";
import {
  formPost,
  randomAddress,
  requestContext,
  scratchDataDir,
  solvedTicket,
  submissionDeps,
} from "../testing/submission-requests.ts";
import { validFields } from "../testing/valid-fields.ts";
import { MAX_CONFIRMATION_MAILS_PER_ADDRESS, MAX_PENDING_VISITS_PER_ADDRESS } from "./confirmation-rules.ts";

const dataDir = scratchDataDir("leads-confirm-");

const issuedAt = Date.now() - 60_000;

/** Posts `form` as a new visitor (own address, own ticket) with the given fields over the valid ones. */
async function post(
  db: Database,
  form: LeadFormKind,
  page: string,
  target: LeadTarget,
  fields: Record<string, string>,
) {
  const { ticket, answer } = await solvedTicket(db, form, issuedAt);
  const request = formPost(page, {
    ...validFields(form, new Date()),
    ...fields,
    _form: form,
    _ticket: ticket,
    captcha: answer,
    homepage: "",
  });
  return handleLeadSubmission(
    request,
    requestContext(db, dataDir.path, randomAddress()),
    target,
    submissionDeps(issuedAt),
  );
}

async function leadsOf(db: Database, email: string): Promise<number> {
  return (await db.select({ id: leads.id }).from(leads).where(eq(leads.email, email))).length;
}

forEachDatabase((database) => {
  it("hardening 10: the sign-up after the daily confirmation mails of an address gets a translated 429 and stores nothing", async () => {
    const db = database();
    const email = "target@example.be";
    const target: LeadTarget = { forms: ["sign-newsletter"] };
    for (let i = 0; i < MAX_CONFIRMATION_MAILS_PER_ADDRESS; i += 1) {
      expect((await post(db, "sign-newsletter", "/nl/nieuwsbrief/", target, { email })).kind).toBe(
        "redirect",
      );
    }
    const refused = await post(db, "sign-newsletter", "/nl/nieuwsbrief/", target, { email });
    if (refused.kind !== "refused") throw new Error("expected a refusal");
    expect(refused.status).toBe(429);
    expect(refused.state.message).toBe("LEAD_CONFIRMATION_LIMIT");
    expect(translate(dictionaryFor("nl"), refused.state.message ?? "LEAD_BAD_REQUEST")).toMatch(
      /^We stuurden vandaag al meerdere bevestigingsmails naar dit adres/,
    );
    expect(refused.state.values.email).toBe(email);
    expect(await leadsOf(db, email)).toBe(MAX_CONFIRMATION_MAILS_PER_ADDRESS);
  });

  it("hardening 7: a visitor with unconfirmed visits waiting is asked to confirm them first (429), and nothing is stored", async () => {
    const db = database();
    const propertyId = await insertTestProperty(db, 0);
    const email = "busy@example.be";
    const target: LeadTarget = { forms: ["contact-appointment"], propertyId };
    const slots = upcomingVisitSlots(new Date());
    const book = (index: number) => {
      const slot = slots[index];
      if (!slot) throw new Error("slot");
      return post(db, "contact-appointment", `/property/${propertyId}/`, target, {
        email,
        slot: visitSlotValue(slot),
      });
    };
    for (let i = 0; i < MAX_PENDING_VISITS_PER_ADDRESS; i += 1) {
      expect((await book(i)).kind).toBe("redirect");
    }
    const refused = await book(MAX_PENDING_VISITS_PER_ADDRESS);
    if (refused.kind !== "refused") throw new Error("expected a refusal");
    expect(refused.status).toBe(429);
    expect(refused.state.message).toBe("LEAD_VISITS_WAITING");
    expect(await leadsOf(db, email)).toBe(MAX_PENDING_VISITS_PER_ADDRESS);
  });
});
