// What an owner (or the agency) reads of a property's history: the visits, the agency's communications,
// and where the property is advertised. Every address is checked again before it is handed out as a link.
import { asc, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { properties, propertyTexts } from "../../db/schema/listings.ts";
import { ownerCommunications, propertyMediaLinks, propertyVisits } from "../../db/schema/property-history.ts";
import type { VisitSource, VisitStatus, VisitType } from "../../domain/visit-history.ts";
import type { Language } from "../../i18n/languages.ts";
import { propertyPath } from "../../i18n/route-table.ts";
import { safeHref } from "./web-url.ts";

export type VisitEntry = {
  id: string;
  visitAt: Date;
  type: VisitType;
  contact: string;
  subject: string;
  comment: string;
  status: VisitStatus;
  source: VisitSource;
};

export type CommunicationEntry = {
  id: string;
  postedAt: Date;
  message: string;
  /** A safe http(s) address, or null when there is no document. */
  document: { url: string; label: string | null } | null;
};

export type MediaLinkEntry = { id: string; label: string; url: string };

export type OnlineMedia = {
  /** The property's page on this site (a path; prefix it with the site's origin), null when it is gone. */
  sitePage: string | null;
  links: MediaLinkEntry[];
};

/** The calendar of visits, the latest first. */
export async function visitHistory(db: Database, propertyId: number): Promise<VisitEntry[]> {
  return db
    .select({
      id: propertyVisits.id,
      visitAt: propertyVisits.visitAt,
      type: propertyVisits.type,
      contact: propertyVisits.contact,
      subject: propertyVisits.subject,
      comment: propertyVisits.comment,
      status: propertyVisits.status,
      source: propertyVisits.source,
    })
    .from(propertyVisits)
    .where(eq(propertyVisits.propertyId, propertyId))
    .orderBy(desc(propertyVisits.visitAt), asc(propertyVisits.id));
}

/** The agency's messages to the owner, newest first. */
export async function communications(db: Database, propertyId: number): Promise<CommunicationEntry[]> {
  const rows = await db
    .select()
    .from(ownerCommunications)
    .where(eq(ownerCommunications.propertyId, propertyId))
    .orderBy(desc(ownerCommunications.postedAt), asc(ownerCommunications.id));
  return rows.map((row) => {
    const url = safeHref(row.documentUrl);
    return {
      id: row.id,
      postedAt: row.postedAt,
      message: row.message,
      document: url ? { url, label: row.documentLabel } : null,
    };
  });
}

/** Where the property is advertised: its page on this site (in `language`) and the recorded links. */
export async function onlineMedia(
  db: Database,
  propertyId: number,
  language: Language = "nl",
): Promise<OnlineMedia> {
  const [property] = await db
    .select({
      id: properties.id,
      goal: properties.goal,
      city: properties.city,
      mainTypeName: properties.mainTypeName,
    })
    .from(properties)
    .where(eq(properties.id, propertyId));
  const texts = property
    ? await db
        .select({ language: propertyTexts.language, typeDescription: propertyTexts.typeDescription })
        .from(propertyTexts)
        .where(eq(propertyTexts.propertyId, propertyId))
    : [];
  const rows = await db
    .select({ id: propertyMediaLinks.id, label: propertyMediaLinks.label, url: propertyMediaLinks.url })
    .from(propertyMediaLinks)
    .where(eq(propertyMediaLinks.propertyId, propertyId))
    .orderBy(asc(propertyMediaLinks.createdAt), asc(propertyMediaLinks.id));
  const links = rows.flatMap((row) => {
    const url = safeHref(row.url);
    return url ? [{ id: row.id, label: row.label, url }] : [];
  });
  return { sitePage: property ? propertyPath({ ...property, texts }, language) : null, links };
}
