// What the owner portal shows of one property, read for its owner (after the ownership check) or for
// staff: the statistics, the visits, the communications and the online media, with every date already
// written as the site writes dates (spec §9, Brussels time), so the page renders the same everywhere.
import type { Database } from "../../db/client.server.ts";
import { formatDate } from "../../domain/dates.ts";
import { siteDateTime } from "../../domain/site-calendar.ts";
import type { Language } from "../../i18n/languages.ts";
import { propertyStatistics } from "../owner-statistics/property-statistics.server.ts";
import { countAlertsMatching } from "../search-alerts/alert-matching.server.ts";
import { communications, onlineMedia, visitHistory } from "../property-history/history-queries.server.ts";

function dateAndTime(instant: Date): string {
  return `${formatDate(instant)} ${siteDateTime(instant).slice(11)}`;
}

export async function propertyPortal(db: Database, propertyId: number, language: Language, now: Date) {
  const [statistics, interestedBuyers, visits, messages, media] = await Promise.all([
    propertyStatistics(db, propertyId, now),
    // Stored search alerts the property matches: buyers waiting for exactly this kind of property.
    countAlertsMatching(db, propertyId),
    visitHistory(db, propertyId),
    communications(db, propertyId),
    onlineMedia(db, propertyId, language),
  ]);
  return {
    statistics: { ...statistics, interestedBuyers },
    // `visitAtInput`: the date as the staff form's datetime-local field shows it, to change a visit.
    visits: visits.map(({ visitAt, ...visit }) => ({
      ...visit,
      when: dateAndTime(visitAt),
      visitAtInput: siteDateTime(visitAt),
    })),
    communications: messages.map(({ postedAt, ...message }) => ({ ...message, when: formatDate(postedAt) })),
    media,
  };
}

export type PropertyPortalData = Awaited<ReturnType<typeof propertyPortal>>;
