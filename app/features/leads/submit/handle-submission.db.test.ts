import { readdir } from "node:fs/promises";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "../../../../tests/support/databases.ts";
import { cvUploads, outboxMessages } from "../../../db/schema/leads.ts";
import { insertTestProperty } from "../testing/lead-fixtures.ts";
import {
  formPost,
  ISSUED_A_MINUTE_AGO,
  leadCount,
  randomAddress,
  refusal,
  requestContext,
  scratchDataDir,
  solvedTicket,
  submissionDeps,
} from "../testing/submission-requests.ts";
import { validFields } from "../testing/valid-fields.ts";
import { handleLeadSubmission } from "./handle-submission.server.ts";

const dataDir = scratchDataDir("leads-submit-");

forEachDatabase((database) => {
  let saleId = 0;
  let rentalId = 0;
  beforeAll(async () => {
    saleId = await insertTestProperty(database(), 0);
    rentalId = await insertTestProperty(database(), 1);
  });

  it("stores a valid contact request and sends the visitor to the thank-you page in French", async () => {
    const db = database();
    const { ticket, answer } = await solvedTicket(db, "site-contact", ISSUED_A_MINUTE_AGO);
    const request = formPost("/fr/contact/", {
      ...validFields("site-contact", new Date()),
      _form: "site-contact",
      _ticket: ticket,
      captcha: answer.toLowerCase(),
      homepage: "",
      utm_source: "google",
      gclid: "abc123",
    });
    const outcome = await handleLeadSubmission(
      request,
      requestContext(db, dataDir.path, randomAddress()),
      { forms: ["site-contact"] },
      submissionDeps(ISSUED_A_MINUTE_AGO),
    );
    expect(outcome).toEqual({ kind: "redirect", location: "/fr/merci/site-contact/" });
  });

  it("sends back the values and every error of spec §5 in the visitor's language, storing nothing", async () => {
    const db = database();
    const before = await leadCount(db);
    const { ticket } = await solvedTicket(db, "demand-register", ISSUED_A_MINUTE_AGO);
    const request = formPost("/fr/tenez-moi-informe/", {
      _form: "demand-register",
      _ticket: ticket,
      homepage: "",
      captcha: "WRONG",
      firstName: "Jean",
      email: "jean@",
      password: "Malines-2800-Dyle",
      passwordConfirm: "autre-chose-2800",
    });
    const outcome = refusal(
      await handleLeadSubmission(
        request,
        requestContext(db, dataDir.path, randomAddress()),
        { forms: ["demand-register"] },
        submissionDeps(ISSUED_A_MINUTE_AGO),
      ),
    );
    expect(outcome.status).toBe(400);
    expect(outcome.state.message).toBe("LEAD_CHECK_FIELDS");
    expect(outcome.state.fieldErrors).toMatchObject({
      email: "LEAD_ERROR_EMAIL",
      passwordConfirm: "LEAD_ERROR_PASSWORD_CONFIRM",
      types: "LEAD_ERROR_TYPES",
      zones: "LEAD_ERROR_ZONES",
      captcha: "LEAD_ERROR_CAPTCHA",
      lastName: "LEAD_ERROR_REQUIRED",
    });
    expect(outcome.state.values).toEqual({ firstName: "Jean", email: "jean@" });
    expect(outcome.state.ticket?.ticket).not.toBe(ticket);
    expect(await leadCount(db)).toBe(before);
  });

  it("refuses a common password for a search alert's account by the accounts' one list, storing nothing", async () => {
    const db = database();
    const before = await leadCount(db);
    const { ticket, answer } = await solvedTicket(db, "demand-register", ISSUED_A_MINUTE_AGO);
    const request = formPost("/nl/hou-me-op-de-hoogte/", {
      _form: "demand-register",
      _ticket: ticket,
      homepage: "",
      captcha: answer,
      title: "mr",
      firstName: "Jan",
      lastName: "Peeters",
      email: "jan.peeters@example.be",
      phone: "015 20 30 40",
      goal: "buy",
      types: "1",
      zones: "2800",
      password: "Wachtwoord1",
      passwordConfirm: "Wachtwoord1",
      privacy: "on",
    });
    const outcome = refusal(
      await handleLeadSubmission(
        request,
        requestContext(db, dataDir.path, randomAddress()),
        { forms: ["demand-register"] },
        submissionDeps(ISSUED_A_MINUTE_AGO),
      ),
    );
    expect(outcome.status).toBe(400);
    expect(outcome.state.fieldErrors).toEqual({ password: "LEAD_ERROR_PASSWORD_COMMON" });
    expect(await leadCount(db)).toBe(before);
  });

  it("springs the time trap on a form sent within seconds of its render", async () => {
    const db = database();
    const now = Date.now();
    const { ticket, answer } = await solvedTicket(db, "contact-me", now);
    const request = formPost(`/property/${saleId}/`, {
      ...validFields("contact-me", new Date()),
      _form: "contact-me",
      _ticket: ticket,
      captcha: answer,
      homepage: "",
    });
    const deps = { ...submissionDeps(now), now: () => new Date(now + 500) };
    const outcome = refusal(
      await handleLeadSubmission(
        request,
        requestContext(db, dataDir.path),
        { forms: ["contact-me"], propertyId: saleId },
        deps,
      ),
    );
    expect([outcome.status, outcome.state.message]).toEqual([400, "LEAD_TOO_FAST"]);
  });

  it("thanks a script that filled the honeypot and stores nothing", async () => {
    const db = database();
    const before = await leadCount(db);
    const { ticket, answer } = await solvedTicket(db, "contact-me", ISSUED_A_MINUTE_AGO);
    const request = formPost(`/property/${saleId}/`, {
      ...validFields("contact-me", new Date()),
      _form: "contact-me",
      _ticket: ticket,
      captcha: answer,
      homepage: "https://spam.example",
    });
    const outcome = await handleLeadSubmission(
      request,
      requestContext(db, dataDir.path),
      { forms: ["contact-me"], propertyId: saleId },
      submissionDeps(ISSUED_A_MINUTE_AGO),
    );
    expect(outcome).toEqual({ kind: "redirect", location: "/fr/merci/contact-me/" });
    expect(await leadCount(db)).toBe(before);
  });

  it("refuses a form the page does not have, and a rent profile on a property for sale", async () => {
    const db = database();
    const ctx = requestContext(db, dataDir.path, randomAddress());
    const { ticket, answer } = await solvedTicket(db, "rent-profile", ISSUED_A_MINUTE_AGO);
    const fields = {
      ...validFields("rent-profile", new Date()),
      _form: "rent-profile",
      _ticket: ticket,
      captcha: answer,
      homepage: "",
    };
    const onContact = refusal(
      await handleLeadSubmission(
        formPost("/fr/contact/", fields),
        ctx,
        { forms: ["site-contact"] },
        submissionDeps(ISSUED_A_MINUTE_AGO),
      ),
    );
    expect([onContact.status, onContact.state.message]).toEqual([400, "LEAD_UNKNOWN_FORM"]);
    const onSale = refusal(
      await handleLeadSubmission(
        formPost(`/property/${saleId}/`, fields),
        ctx,
        { forms: ["rent-profile"], propertyId: saleId },
        submissionDeps(ISSUED_A_MINUTE_AGO),
      ),
    );
    expect(onSale.status).toBe(400);
    const onRental = await handleLeadSubmission(
      formPost(`/property/${rentalId}/`, fields),
      ctx,
      { forms: ["rent-profile"], propertyId: rentalId },
      submissionDeps(ISSUED_A_MINUTE_AGO),
    );
    expect(onRental).toEqual({
      kind: "redirect",
      location: `/property/${rentalId}/?sent=rent-profile#lead-rent-profile`,
    });
    // With JavaScript the same form posts to the page's data URL; the visitor still lands on the page.
    const { ticket: second, answer: secondAnswer } = await solvedTicket(
      db,
      "rent-profile",
      ISSUED_A_MINUTE_AGO,
    );
    const viaData = await handleLeadSubmission(
      formPost(`/fr/a-louer/malines/maison/${rentalId}/_.data`, {
        ...fields,
        _ticket: second,
        captcha: secondAnswer,
      }),
      ctx,
      { forms: ["rent-profile"], propertyId: rentalId },
      submissionDeps(ISSUED_A_MINUTE_AGO),
    );
    expect(viaData).toEqual({
      kind: "redirect",
      location: `/fr/a-louer/malines/maison/${rentalId}/?sent=rent-profile#lead-rent-profile`,
    });
  });

  it("answers a second document request with the spec's text, and a first one with a notice page", async () => {
    const db = database();
    const ctx = requestContext(db, dataDir.path, randomAddress());
    const target = { forms: ["document-request"] as const, propertyId: rentalId };
    const send = async () => {
      const { ticket, answer } = await solvedTicket(db, "document-request", ISSUED_A_MINUTE_AGO);
      const fields = {
        ...validFields("document-request", new Date()),
        _form: "document-request",
        _ticket: ticket,
        captcha: answer,
        homepage: "",
      };
      return handleLeadSubmission(
        formPost(`/property/${rentalId}/`, fields),
        ctx,
        target,
        submissionDeps(ISSUED_A_MINUTE_AGO),
      );
    };
    expect(await send()).toEqual({
      kind: "redirect",
      location: `/property/${rentalId}/?sent=document-request#lead-document-request`,
    });
    const again = refusal(await send());
    expect([again.status, again.state.message, again.state.tone]).toEqual([
      409,
      "LEAD_DOCUMENTS_ALREADY",
      "info",
    ]);
  });

  it("stores a PDF CV outside the web root and refuses a renamed executable", async () => {
    const db = database();
    const ctx = requestContext(db, dataDir.path, randomAddress());
    const send = async (file: File) => {
      const { ticket, answer } = await solvedTicket(db, "site-contact", ISSUED_A_MINUTE_AGO);
      const fields = {
        ...validFields("site-contact", new Date()),
        _form: "site-contact",
        _ticket: ticket,
        captcha: answer,
        homepage: "",
      };
      return handleLeadSubmission(
        formPost("/fr/contact/", fields, file),
        ctx,
        { forms: ["site-contact"] },
        submissionDeps(ISSUED_A_MINUTE_AGO),
      );
    };
    const refused = refusal(await send(new File(["MZ\u0090\u0000"], "cv.pdf", { type: "application/pdf" })));
    expect(refused.state.fieldErrors).toEqual({ cv: "LEAD_ERROR_CV_TYPE" });
    const sent = await send(new File(["%PDF-1.7\n%…\n%%EOF\n"], "Mon CV.pdf", { type: "application/pdf" }));
    expect(sent.kind).toBe("redirect");
    const [stored] = await db.select().from(cvUploads).orderBy(cvUploads.storedName).limit(1);
    expect(stored?.originalName).toBe("Mon CV.pdf");
    expect(stored?.storedName).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(await readdir(path.join(dataDir.path, "uploads", "cv"))).toContain(stored?.storedName);
    const [attachment] = await db
      .select({ attachments: outboxMessages.attachments })
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.leadId, stored?.leadId ?? ""), eq(outboxMessages.kind, "agency_notification")),
      );
    expect(attachment?.attachments[0]?.filename).toBe("Mon CV.pdf");
  });
});
