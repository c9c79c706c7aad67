import { describe, expect, it } from "vitest";
import { outcomeTexts } from "./lead-outcome-texts.ts";

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
