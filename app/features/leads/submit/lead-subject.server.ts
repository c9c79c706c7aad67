// What a lead is about: the site, one property or one project. Read once per form render and per submit,
// for the rental confirmations, the visit slots, the document list and the e-mails.
import { asc, eq } from "drizzle-orm";
import { amountDueAtSigning, type AmountDueAtSigning } from "../../../domain/money.ts";
import { placeName } from "../../../domain/place-name.ts";
import { goalOf } from "../../../domain/listing-goal.ts";
import type { Database } from "../../../db/client.server.ts";
import { projects, properties, propertyDocuments, propertyTexts } from "../../../db/schema/listings.ts";
import type { Language } from "../../../i18n/languages.ts";
import { rowInLanguage } from "../../../i18n/localized-text.ts";
import { projectPath, propertyPath } from "../../../i18n/route-table.ts";

export type PropertySubject = {
  kind: "property";
  id: number;
  goal: number;
  available: boolean;
  reference: string;
  title: string;
  place: string;
  /** The street address when the agency publishes it. */
  address: string | null;
  price: number | null;
  bedrooms: number | null;
  /** The detail page in the visitor's language. */
  path: string;
  /** What a tenant pays at signing (spec §5); null for a sale or when the rent is unknown. */
  dueAtSigning: AmountDueAtSigning | null;
  documents: { id: number; title: string }[];
};

export type ProjectSubject = { kind: "project"; id: number; name: string; place: string; path: string };

export type LeadSubject = { kind: "site" } | PropertySubject | ProjectSubject;

function inLanguage(text: Partial<Record<string, string>>, language: Language): string {
  return text[language] ?? text.nl ?? text.en ?? Object.values(text).find(Boolean) ?? "";
}

export async function findPropertySubject(
  db: Database,
  id: number,
  language: Language,
): Promise<PropertySubject | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const [row] = await db.select().from(properties).where(eq(properties.id, id)).limit(1);
  // A listing taken off the site takes no more requests.
  if (!row || !row.published) return null;
  const [texts, documents] = await Promise.all([
    db
      .select({ language: propertyTexts.language, typeDescription: propertyTexts.typeDescription })
      .from(propertyTexts)
      .where(eq(propertyTexts.propertyId, id)),
    db
      .select({ id: propertyDocuments.id, title: propertyDocuments.title })
      .from(propertyDocuments)
      .where(eq(propertyDocuments.propertyId, id))
      .orderBy(asc(propertyDocuments.id)),
  ]);
  const title = rowInLanguage(texts, language)?.typeDescription ?? row.mainTypeName;
  const place = placeName(row.city);
  const street = [row.street, row.houseNumber, row.boxNr ? `/${row.boxNr}` : null].filter(Boolean).join(" ");
  const rental = goalOf(row.goal) === "rent";
  const monthlyRent = row.financial.monthlyRent ?? row.price;
  return {
    kind: "property",
    id: row.id,
    goal: row.goal,
    available: row.status === "available" || row.status === "under_option",
    reference: row.recordFile,
    title,
    place,
    address: row.publishAddress && street ? `${street}, ${row.zip} ${place}` : null,
    price: row.publishPrice ? row.price : null,
    bedrooms: row.bedrooms,
    path: propertyPath({ id: row.id, goal: row.goal, city: row.city, title }, language),
    dueAtSigning: rental
      ? amountDueAtSigning({
          monthlyRent,
          monthlyCharges: row.financial.chargesRenter,
          inventoryShare: row.rental.inventoryCost,
        })
      : null,
    documents: documents.map((document) => ({
      id: document.id,
      title: inLanguage(document.title, language),
    })),
  };
}

export async function findProjectSubject(
  db: Database,
  id: number,
  language: Language,
): Promise<ProjectSubject | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const [row] = await db
    .select({ id: projects.id, name: projects.name, city: projects.city, published: projects.published })
    .from(projects)
    .where(eq(projects.id, id))
    .limit(1);
  if (!row || !row.published) return null;
  return {
    kind: "project",
    id: row.id,
    name: row.name,
    place: placeName(row.city),
    path: projectPath({ id: row.id, name: row.name }, language),
  };
}
