// The forms' own server rules as the submission runs them (forms/lead-form-checks.server.ts): the one file
// a form takes, a rule on what was typed, and a limit counted only once every other check has passed.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "../../../../tests/support/databases.ts";
import type { Database } from "../../../db/client.server.ts";
import type { LeadFormKind } from "../../../db/schema/leads.ts";
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
import { handleLeadSubmission, type LeadOutcome, type SubmissionDeps } from "./handle-submission.server.ts";

const dataDir = scratchDataDir("lead-form-rules-");

const PDF = () => new File(["%PDF-1.7\n%…\n%%EOF\n"], "cv.pdf", { type: "application/pdf" });

function statusOf(outcome: LeadOutcome): number {
  return outcome.kind === "refused" ? outcome.status : 303;
}

/** The CVs written to disk so far by this file's tests, on either database (none before the first). */
async function storedCvs(): Promise<string[]> {
  return readdir(path.join(dataDir.path, "uploads", "cv")).catch(() => []);
}

forEachDatabase((database) => {
  let saleId = 0;
  beforeAll(async () => {
    saleId = await insertTestProperty(database(), 0);
  });

  type Send = {
    form: LeadFormKind;
    fields?: Record<string, string | string[]>;
    file?: { file: File; field: string };
    propertyId?: number;
    wrongCaptcha?: boolean;
    deps?: SubmissionDeps;
  };

  async function send(db: Database, { form, fields = {}, file, propertyId, wrongCaptcha, deps }: Send) {
    const { ticket, answer } = await solvedTicket(db, form, ISSUED_A_MINUTE_AGO);
    const body = {
      ...validFields(form, new Date()),
      ...fields,
      _form: form,
      _ticket: ticket,
      captcha: wrongCaptcha ? "wrong" : answer,
      homepage: "",
    };
    return handleLeadSubmission(
      formPost(propertyId ? `/property/${propertyId}/` : "/fr/page/", body, file?.file, file?.field),
      requestContext(db, dataDir.path, randomAddress()),
      { forms: [form], ...(propertyId ? { propertyId } : {}) },
      deps ?? submissionDeps(ISSUED_A_MINUTE_AGO),
    );
  }

  it("one definition per lead form: a form without an upload refuses a file part with a 400, storing nothing", async () => {
    const db = database();
    const [before, cvsBefore] = [await leadCount(db), await storedCvs()];
    for (const form of ["contact-me", "send-to-friend"] as const) {
      const refused = refusal(
        await send(db, { form, propertyId: saleId, file: { file: PDF(), field: "cv" } }),
      );
      expect([form, refused.status, refused.state.message]).toEqual([form, 400, "LEAD_BAD_REQUEST"]);
    }
    expect(await leadCount(db)).toBe(before);
    expect(await storedCvs()).toEqual(cvsBefore);
  });

  it("one definition per lead form: a form with an upload refuses a file under any other field than its own", async () => {
    const db = database();
    const [before, cvsBefore] = [await leadCount(db), await storedCvs()];
    const photoAsCv = refusal(await send(db, { form: "testimonial", file: { file: PDF(), field: "cv" } }));
    expect([photoAsCv.status, photoAsCv.state.message]).toEqual([400, "LEAD_BAD_REQUEST"]);
    const cvAsPhoto = refusal(
      await send(db, { form: "site-contact", file: { file: PDF(), field: "image" } }),
    );
    expect([cvAsPhoto.status, cvAsPhoto.state.message]).toEqual([400, "LEAD_BAD_REQUEST"]);
    expect(await leadCount(db)).toBe(before);
    expect(await storedCvs()).toEqual(cvsBefore);
  });

  it("one definition per lead form: a CV is written only for a submission that passed every check", async () => {
    const db = database();
    const [before, cvsBefore] = [await leadCount(db), await storedCvs()];
    const badCaptcha = refusal(
      await send(db, { form: "site-contact", file: { file: PDF(), field: "cv" }, wrongCaptcha: true }),
    );
    expect(badCaptcha.state.fieldErrors).toEqual({ captcha: "LEAD_ERROR_CAPTCHA" });
    const notACv = refusal(
      await send(db, { form: "site-contact", file: { file: new File(["MZ"], "cv.pdf"), field: "cv" } }),
    );
    expect(notACv.state.fieldErrors).toEqual({ cv: "LEAD_ERROR_CV_TYPE" });
    expect(await leadCount(db)).toBe(before);
    expect(await storedCvs()).toEqual(cvsBefore);
    const sent = await send(db, { form: "site-contact", file: { file: PDF(), field: "cv" } });
    expect(sent.kind).toBe("redirect");
    expect(await storedCvs()).toHaveLength(cvsBefore.length + 1);
  });

  it("one definition per lead form: a common password is marked beside the schema's errors, which come first", async () => {
    const db = database();
    const common = { password: "Wachtwoord1", passwordConfirm: "Wachtwoord1" };
    const both = refusal(await send(db, { form: "demand-register", fields: { ...common, firstName: "" } }));
    expect(both.state.fieldErrors).toEqual({
      firstName: "LEAD_ERROR_REQUIRED",
      password: "LEAD_ERROR_PASSWORD_COMMON",
    });
    // "123456" is both too short and the commonest password: the schema's message is the one shown.
    const short = { password: "123456", passwordConfirm: "123456" };
    const tooShort = refusal(await send(db, { form: "demand-register", fields: short }));
    expect(tooShort.state.fieldErrors).toEqual({ password: "LEAD_ERROR_PASSWORD_SHORT" });
  });

  it("one definition per lead form: a friend's limit counts only recommendations that passed every other check", async () => {
    const db = database();
    const deps = submissionDeps(ISSUED_A_MINUTE_AGO);
    const fields = { friendEmail: `friend.${Date.now()}@example.be` };
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const wrong = { form: "send-to-friend", fields, propertyId: saleId, deps, wrongCaptcha: true } as const;
      statuses.push(statusOf(await send(db, wrong)));
    }
    for (let i = 0; i < 4; i += 1) {
      statuses.push(statusOf(await send(db, { form: "send-to-friend", fields, propertyId: saleId, deps })));
    }
    expect(statuses).toEqual([400, 400, 400, 303, 303, 303, 429]);
  });
});
