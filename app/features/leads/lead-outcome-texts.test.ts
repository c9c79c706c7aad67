import { describe, expect, it } from "vitest";
import { dictionaryFor } from "../../i18n/dictionary.ts";
import type { MessageKey } from "../../i18n/dictionary.ts";
import { translate } from "../../i18n/translate.ts";
import { checkFieldsNotice } from "./lead-check-notice.ts";
import { errorTitle } from "./lead-error-title.ts";
import { leadFormNotice, outcomeTexts } from "./lead-outcome-texts.ts";

describe("spec §8: titles and texts of form outcomes", () => {
  it("titles the document request's error and success", () => {
    expect(outcomeTexts("document-request", { tone: "success", message: "LEAD_DOCUMENTS_SENT" })).toEqual({
      title: "LEAD_DOCUMENTS_SUCCESS_TITLE",
      message: "LEAD_DOCUMENTS_SENT",
    });
    expect(outcomeTexts("document-request", { tone: "error", message: "LEAD_CHECK_FIELDS" }).title).toBe(
      "LEAD_DOCUMENTS_ERROR_TITLE",
    );
    // "You have already requested the documents" is information, not an error.
    expect(
      outcomeTexts("document-request", { tone: "info", message: "LEAD_DOCUMENTS_ALREADY" }).title,
    ).toBeNull();
  });

  it("titles a mail that could not be sent 'E-mail sending failed', with the testimonial's own text", () => {
    expect(outcomeTexts("site-contact", { tone: "error", message: "LEAD_SEND_FAILED" })).toEqual({
      title: "LEAD_SEND_FAILED_TITLE",
      message: "LEAD_SEND_FAILED",
    });
    expect(outcomeTexts("testimonial", { tone: "error", message: "LEAD_SEND_FAILED" })).toEqual({
      title: "LEAD_SEND_FAILED_TITLE",
      message: "LEAD_TESTIMONIAL_SEND_FAILED",
    });
    expect(outcomeTexts("contact-me", { tone: "error", message: "LEAD_CHECK_FIELDS" }).title).toBeNull();
  });
});

describe("light pages: a form's notice worded by the server", () => {
  const t = (key: MessageKey) => translate(dictionaryFor("fr"), key);

  it("words the title and the message in the visitor's language", () => {
    expect(
      leadFormNotice("document-request", { tone: "success", message: "LEAD_DOCUMENTS_SENT" }, t),
    ).toEqual({
      title: t("LEAD_DOCUMENTS_SUCCESS_TITLE"),
      message: t("LEAD_DOCUMENTS_SENT"),
    });
    expect(leadFormNotice("testimonial", { tone: "error", message: "LEAD_SEND_FAILED" }, t).message).toBe(
      t("LEAD_TESTIMONIAL_SEND_FAILED"),
    );
  });

  it("words the browser's own check as the server words the same refusal", () => {
    for (const form of ["document-request", "contact-me"] as const) {
      expect(checkFieldsNotice(errorTitle(form), t)).toEqual(
        leadFormNotice(form, { tone: "error", message: "LEAD_CHECK_FIELDS" }, t),
      );
    }
    expect(checkFieldsNotice(errorTitle("document-request"), t).title).toBe(t("LEAD_DOCUMENTS_ERROR_TITLE"));
  });

  it("words a refusal of a request that could not say which form it was, without a title", () => {
    expect(leadFormNotice(null, { tone: "error", message: "LEAD_CROSS_ORIGIN" }, t)).toEqual({
      title: null,
      message: t("LEAD_CROSS_ORIGIN"),
    });
  });
});
