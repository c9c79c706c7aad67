import type { z } from "zod";
import { describe, expect, it } from "vitest";
import { LEAD_FORMS, type LeadFormKind } from "../../../db/schema/leads.ts";
import { FEEDBACK_FORMS, thankYouPath } from "../../../i18n/route-table.ts";
import { SENT_PARAM, successPath } from "../lead-outcome-path.ts";
import { visitorOf } from "../mail/lead-messages.server.ts";
import { leadFormFields, validateLeadForm } from "../schemas/lead-form-schemas.ts";
import { validFields } from "../testing/valid-fields.ts";
import type { LeadFormDefinition } from "./lead-form-definition.ts";
import { isLeadFormKind, LEAD_FORM_DEFINITIONS } from "./lead-form-definitions.ts";
import { LEAD_FORM_MAIL_TEXTS, type LeadFormMailTexts } from "./lead-form-mail.server.ts";

type Definitions = { [K in LeadFormKind]: LeadFormDefinition<K, z.ZodObject> };

describe("one definition per lead form (forms/)", () => {
  it("a form missing from the definitions or the e-mails' texts, or filed under another kind, does not compile", () => {
    const { testimonial: _definition, ...definitionsWithoutOne } = LEAD_FORM_DEFINITIONS;
    // @ts-expect-error the testimonial has no definition
    const incomplete: Definitions = definitionsWithoutOne;
    const { testimonial: _texts, ...textsWithoutOne } = LEAD_FORM_MAIL_TEXTS;
    // @ts-expect-error the testimonial's e-mails have no texts
    const untexted: Record<LeadFormKind, LeadFormMailTexts> = textsWithoutOne;
    const misfiled: Definitions = {
      ...LEAD_FORM_DEFINITIONS,
      // @ts-expect-error the contact request's definition filed as the testimonial's
      testimonial: LEAD_FORM_DEFINITIONS["contact-me"],
    };
    expect(Object.keys(incomplete)).not.toContain("testimonial");
    expect(Object.keys(untexted)).not.toContain("testimonial");
    expect(misfiled.testimonial.kind).toBe("contact-me");
  });

  it("defines every form the database stores, under its own kind, and no other", () => {
    expect(Object.keys(LEAD_FORM_DEFINITIONS).sort()).toEqual([...LEAD_FORMS].sort());
    for (const [kind, definition] of Object.entries(LEAD_FORM_DEFINITIONS))
      expect(definition.kind).toBe(kind);
    expect(Object.keys(LEAD_FORM_MAIL_TEXTS).sort()).toEqual([...LEAD_FORMS].sort());
    expect(isLeadFormKind("contact-me")).toBe(true);
    expect(isLeadFormKind("toString")).toBe(false);
    expect(isLeadFormKind("testing-testing")).toBe(false);
  });

  it("finds each form's visitor among the form's own fields", () => {
    for (const form of LEAD_FORMS) {
      const fields = validFields(form, new Date());
      const result = validateLeadForm(form, fields, { rental: true });
      if (!result.ok) throw new Error(`${form}: ${JSON.stringify(result.errors)}`);
      const visitor = visitorOf(result.submission);
      const emailField = Object.keys(fields).find((name) => fields[name] === visitor.email);
      expect(emailField, form).toBeDefined();
      expect(leadFormFields(form), form).toContain(emailField);
      expect(visitor.name.trim(), form).not.toBe("");
    }
  });

  it("ends each form on its own thank-you page or on its page saying it was sent; every thank-you page but the spec's test page has its form", () => {
    const thankYouPages: string[] = [];
    for (const form of LEAD_FORMS) {
      const { outcome } = LEAD_FORM_DEFINITIONS[form];
      const path = successPath(form, "fr", "/fr/page/");
      if ("thankYouPage" in outcome) {
        thankYouPages.push(outcome.thankYouPage);
        expect(path).toBe(thankYouPath(outcome.thankYouPage, "fr"));
      } else {
        expect(path).toBe(`/fr/page/?${SENT_PARAM}=${form}#lead-${form}`);
      }
    }
    expect(new Set(thankYouPages).size).toBe(thankYouPages.length);
    expect(FEEDBACK_FORMS.filter((page) => !thankYouPages.includes(page))).toEqual(["testing-testing"]);
  });
});
