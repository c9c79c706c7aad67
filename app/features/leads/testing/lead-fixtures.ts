// Rows the lead tests need: a property type, a town and a property for sale or for rent.
import { randomBytes } from "node:crypto";
import type { Database } from "../../../db/client.server.ts";
import { properties, propertyDocuments, propertyTexts } from "../../../db/schema/listings.ts";
import { insertTypeAndTown } from "../../../../tests/support/test-property.ts";
import { validateLeadForm } from "../schemas/lead-form-schemas.ts";
import type { StoreLeadInput } from "../submit/store-lead.server.ts";
import type { LeadSubject } from "../submit/lead-subject.server.ts";

let nextPropertyId = 900_000;

export async function insertTestProperty(db: Database, goal: 0 | 1): Promise<number> {
  const cityId = await insertTypeAndTown(db, {
    name: "MECHELEN",
    zip: "2800",
    latitude: 51.03,
    longitude: 4.48,
  });
  nextPropertyId += 1;
  const id = nextPropertyId;
  await db.insert(properties).values({
    id,
    goal,
    typeId: 1,
    mainTypeName: "Huis",
    cityId,
    city: "MECHELEN",
    zip: "2800",
    recordFile: `2026/03/${id}`,
    price: goal === 0 ? 325_000 : 1_150,
    financial: goal === 0 ? {} : { monthlyRent: 1_150, chargesRenter: 50 },
    rental: goal === 0 ? {} : { inventoryCost: 150 },
    bedrooms: 3,
    publishedAt: new Date("2026-01-01T00:00:00Z"),
  });
  await db.insert(propertyTexts).values({
    propertyId: id,
    language: "en",
    typeDescription: "Terraced house with garden",
    descriptionHtml: "<p>A house.</p>",
  });
  await db.insert(propertyDocuments).values({
    propertyId: id,
    kind: "epc",
    title: { nl: "EPC-attest", fr: "Certificat PEB", en: "EPC certificate" },
    fileName: `epc-${id}.pdf`,
    sizeBytes: 120_000,
  });
  return id;
}

export const person = {
  title: "ms",
  firstName: "Anna",
  lastName: "Peeters",
  email: "anna.peeters@example.be",
  phone: "0475 12 34 56",
} as const;

/** Everything storeLead needs but the submission and the subject. */
export function leadInput(
  submission: StoreLeadInput["submission"],
  subject: LeadSubject = { kind: "site" },
): StoreLeadInput {
  return {
    submission,
    submissionKey: randomBytes(16).toString("base64url"),
    language: "en",
    subject,
    attribution: { utmSource: "newsletter", utmCampaign: "spring", landingPage: "/en/contact/" },
    agency: { name: "Dijlestad Vastgoed", email: "info@agency.example" },
    agencyLanguage: "nl",
    origin: "https://www.agency.example",
    confirmKey: randomBytes(32),
    now: new Date(),
  };
}

/** A submission as the form's schema makes it from what a visitor typed; throws when it is invalid. */
export function submissionOf(
  form: Parameters<typeof validateLeadForm>[0],
  input: Record<string, unknown>,
  rental = false,
): StoreLeadInput["submission"] {
  const result = validateLeadForm(form, input, { rental });
  if (!result.ok) throw new Error(`Invalid ${form}: ${JSON.stringify(result.errors)}`);
  return result.submission;
}
