import { describe, expect, it } from "vitest";
import { RENT_GOAL, SALE_GOAL } from "../../domain/listing-goal.ts";
import { PROPERTY_LEAD_FORMS, propertyOffersForm } from "./subject-lead-forms.ts";

describe("the lead forms a property offers (spec §1, §3)", () => {
  it("a sale offers a purchase offer and no rent profile; a rental the other way round", () => {
    expect(propertyOffersForm("purchase-offer", SALE_GOAL)).toBe(true);
    expect(propertyOffersForm("rent-profile", SALE_GOAL)).toBe(false);
    expect(propertyOffersForm("rent-profile", RENT_GOAL)).toBe(true);
    expect(propertyOffersForm("purchase-offer", RENT_GOAL)).toBe(false);
  });

  it("the forms of both goals are offered by each, a form a property never has by none", () => {
    const shared = PROPERTY_LEAD_FORMS.filter((form) => form !== "purchase-offer" && form !== "rent-profile");
    for (const form of shared) {
      expect(propertyOffersForm(form, SALE_GOAL)).toBe(true);
      expect(propertyOffersForm(form, RENT_GOAL)).toBe(true);
    }
    expect(propertyOffersForm("site-contact", SALE_GOAL)).toBe(false);
    expect(propertyOffersForm("contact-construction", RENT_GOAL)).toBe(false);
  });
});
