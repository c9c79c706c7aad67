import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LEAD_FORMS } from "../../../db/schema/leads.ts";
import { dictionaryFor } from "../../../i18n/dictionary.ts";
import { leadFormFields, validateLeadForm } from "./lead-form-schemas.ts";

const person = {
  title: "ms",
  firstName: "Anna",
  lastName: "Peeters",
  email: "Anna.Peeters@Example.be ",
  phone: "0475 12 34 56",
  privacy: "on",
};

function errorsOf(
  form: Parameters<typeof validateLeadForm>[0],
  input: Record<string, unknown>,
  rental = false,
) {
  const result = validateLeadForm(form, input, { rental });
  return result.ok ? {} : result.errors;
}

describe("lead form schemas (spec §5)", () => {
  it("marks title, names, e-mail, phone and privacy consent as required", () => {
    expect(errorsOf("contact-me", {})).toEqual({
      title: "LEAD_ERROR_REQUIRED",
      firstName: "LEAD_ERROR_REQUIRED",
      lastName: "LEAD_ERROR_REQUIRED",
      email: "LEAD_ERROR_REQUIRED",
      phone: "LEAD_ERROR_REQUIRED",
      privacy: "LEAD_ERROR_PRIVACY",
    });
  });

  it("accepts a complete request and normalizes what the visitor typed", () => {
    const result = validateLeadForm(
      "contact-me",
      { ...person, firstName: "  Anna\r\nBcc: x@y.z ", timeSlots: ["10-13", "16-19", "10-13"] },
      { rental: false },
    );
    expect(result.ok).toBe(true);
    if (!result.ok || result.submission.form !== "contact-me") return;
    expect(result.submission.values.email).toBe("anna.peeters@example.be");
    // No line break survives in a one-line field, so nothing can be smuggled into an e-mail header.
    expect(result.submission.values.firstName).toBe("Anna Bcc: x@y.z");
    expect(result.submission.values.timeSlots).toEqual(["10-13", "16-19"]);
    expect(result.submission.values.newsletter).toBe(false);
  });

  it("says when an e-mail address is not valid", () => {
    expect(errorsOf("contact-me", { ...person, email: "anna@" }).email).toBe("LEAD_ERROR_EMAIL");
  });

  it("requires the friend's e-mail and checks it", () => {
    const base = {
      firstName: "Anna",
      lastName: "Peeters",
      email: "anna@example.be",
      friendFirstName: "Jo",
      privacy: "on",
    };
    expect(errorsOf("send-to-friend", base).friendEmail).toBe("LEAD_ERROR_FRIEND_EMAIL");
    expect(errorsOf("send-to-friend", { ...base, friendEmail: "jo@" }).friendEmail).toBe(
      "LEAD_ERROR_FRIEND_EMAIL",
    );
    expect(errorsOf("send-to-friend", { ...base, friendEmail: "jo@example.be" })).toEqual({});
  });

  it("asks to confirm the password and for at least one type and one zone in a search alert", () => {
    const alert = { ...person, goal: "buy", password: "Mechelen-2800!", passwordConfirm: "Mechelen-2800?" };
    expect(errorsOf("demand-register", alert)).toEqual({
      types: "LEAD_ERROR_TYPES",
      zones: "LEAD_ERROR_ZONES",
      passwordConfirm: "LEAD_ERROR_PASSWORD_CONFIRM",
    });
    const complete = {
      ...alert,
      passwordConfirm: alert.password,
      types: ["1", "2"],
      zones: "2800, Bonheiden; 2500",
    };
    const result = validateLeadForm("demand-register", complete, { rental: false });
    expect(
      result.ok && result.submission.form === "demand-register" && result.submission.values.zones,
    ).toEqual({
      zips: ["2800", "2500"],
      towns: ["Bonheiden"],
    });
  });

  it("refuses short passwords and a maximum below the minimum (common ones are refused on the server)", () => {
    const alert = {
      ...person,
      goal: "rent",
      types: "1",
      zones: "2800",
      minPrice: "300000",
      maxPrice: "200 000",
    };
    expect(errorsOf("demand-register", { ...alert, password: "short", passwordConfirm: "short" })).toEqual({
      password: "LEAD_ERROR_PASSWORD_SHORT",
      maxPrice: "LEAD_ERROR_RANGE",
    });
  });

  it("needs complete dates and an end date not before the start date in a purchase offer", () => {
    const offer = {
      amount: "250.000",
      amountInWords: "tweehonderdvijftigduizend euro",
      validFrom: "2026-03-10",
      validUntil: "2026-03-01",
      place: "Mechelen",
      signDate: "2026-02-31",
      aTitle: "mr",
      aFirstName: "Jan",
      aLastName: "Janssens",
      aEmail: "jan@example.be",
      aPhone: "+32 475 12 34 56",
      aStreet: "Bruul",
      aZip: "2800",
      aCity: "Mechelen",
      bEmail: "partner@example.be",
      privacy: "on",
    };
    expect(errorsOf("purchase-offer", offer)).toEqual({
      signDate: "LEAD_ERROR_DATE",
      validUntil: "LEAD_ERROR_END_DATE",
      bFirstName: "LEAD_ERROR_REQUIRED",
      bLastName: "LEAD_ERROR_REQUIRED",
    });
  });

  it("asks a rental visit for the four confirmations, a sale visit for none", () => {
    const visit = { ...person, slot: "2026-03-14_10-13" };
    expect(Object.keys(errorsOf("contact-appointment", visit, true)).sort()).toEqual([
      "confirmAmount",
      "confirmDescription",
      "confirmIncome",
      "confirmPersons",
    ]);
    expect(errorsOf("contact-appointment", visit, false)).toEqual({});
    expect(errorsOf("contact-appointment", { ...visit, slot: "2026-02-30_10-13" }).slot).toBe(
      "LEAD_ERROR_SLOT",
    );
  });

  it("requires the type and the address of the property to value", () => {
    expect(errorsOf("contact-demand", { ...person, goal: "sell" })).toEqual({
      propertyType: "LEAD_ERROR_REQUIRED",
      propertyStreet: "LEAD_ERROR_REQUIRED",
      propertyZip: "LEAD_ERROR_REQUIRED",
      propertyCity: "LEAD_ERROR_REQUIRED",
    });
    expect(errorsOf("contact-demand", { ...person, goal: "buy" }).goal).toBe("LEAD_ERROR_REQUIRED");
  });

  it("checks one age per child in a rent profile", () => {
    const profile = {
      ...person,
      adults: "2",
      kids: "2",
      kidsAges: "4",
      moveDate: "2026-06-01",
      incomeA: "2600",
    };
    expect(errorsOf("rent-profile", profile)).toEqual({ kidsAges: "LEAD_ERROR_KIDS_AGES" });
    expect(errorsOf("rent-profile", { ...profile, kidsAges: "4, 7" })).toEqual({});
  });

  it("reports a value refused before a cross-field rule instead of failing on it", () => {
    const profile = {
      ...person,
      adults: "2",
      kids: "1",
      kidsAges: "1, ".repeat(60),
      moveDate: "2026-06-01",
      incomeA: "1",
    };
    expect(errorsOf("rent-profile", profile).kidsAges).toBe("LEAD_ERROR_TOO_LONG");
  });

  it("reports zones sent as a list (a repeated field) as refused instead of failing on them", () => {
    const alert = {
      ...person,
      types: "1",
      password: "a long password 1",
      passwordConfirm: "a long password 1",
    };
    expect(errorsOf("demand-register", { ...alert, zones: ["", ""] }).zones).toBeDefined();
  });

  it("counts a checkbox as ticked only with the value its input sends", () => {
    expect(errorsOf("contact-me", { ...person, privacy: " " }).privacy).toBe("LEAD_ERROR_PRIVACY");
    expect(errorsOf("contact-me", { ...person, privacy: "yes" }).privacy).toBe("LEAD_ERROR_PRIVACY");
  });

  it("accepts only http and https websites in a testimonial", () => {
    const testimonial = { name: "Anna", email: "anna@example.be", comment: "Top service", privacy: "on" };
    expect(errorsOf("testimonial", { ...testimonial, website: "javascript:alert(1)" }).website).toBe(
      "LEAD_ERROR_URL",
    );
    expect(errorsOf("testimonial", { ...testimonial, website: "https://anna.be" })).toEqual({});
  });

  it("bounds every text", () => {
    expect(errorsOf("contact-me", { ...person, remark: "x".repeat(5001) }).remark).toBe(
      "LEAD_ERROR_TOO_LONG",
    );
    expect(errorsOf("contact-me", { ...person, lastName: "x".repeat(101) }).lastName).toBe(
      "LEAD_ERROR_TOO_LONG",
    );
  });

  it("lists the fields a form accepts", () => {
    expect(leadFormFields("sign-newsletter")).toEqual(["email", "firstName", "lastName", "privacy"]);
  });

  // A message is told from Zod's own words by its form alone (field-errors.ts): one a schema sets that the
  // dictionary does not hold would reach the visitor as a bare key.
  it("refuses anything with texts of the dictionary only", () => {
    const dictionary = dictionaryFor("nl");
    const value = fc.oneof(
      fc.string(),
      fc.constantFrom("", "on", "0", "-1", "2026-02-30", "anna@", "x".repeat(6000)),
      fc.array(fc.string(), { maxLength: 3 }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...LEAD_FORMS), fc.boolean(), fc.array(value), (form, rental, values) => {
        const input = Object.fromEntries(leadFormFields(form).map((field, index) => [field, values[index]]));
        const result = validateLeadForm(form, input, { rental });
        const errors = result.ok ? [] : Object.values(result.errors);
        expect(errors.filter((error) => error === undefined || !Object.hasOwn(dictionary, error))).toEqual(
          [],
        );
      }),
    );
  });
});
