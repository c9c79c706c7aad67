import { describe, expect, it } from "vitest";
import { dictionaryFor } from "../../../i18n/dictionary.ts";
import { fieldErrorWords } from "./field-errors.ts";

describe("fieldErrorWords", () => {
  const french = dictionaryFor("fr");

  it("ADR 0029: gives the words of the field errors asked for, in the page's language", () => {
    expect(fieldErrorWords(french, ["LEAD_ERROR_REQUIRED", "LEAD_ERROR_EMAIL"])).toEqual({
      LEAD_ERROR_REQUIRED: french.LEAD_ERROR_REQUIRED,
      LEAD_ERROR_EMAIL: french.LEAD_ERROR_EMAIL,
    });
  });

  it("ADR 0029: words no other text of the site, nor a key it does not know", () => {
    expect(
      fieldErrorWords(french, ["SHELL_PHONE", "LEAD_ERROR_NO_SUCH_ERROR", "", "lead_error_email"]),
    ).toEqual({});
  });
});
