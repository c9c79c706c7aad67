// Demo history for the owner portal: visits with feedback, the agency's messages and online-media links
// for a handful of listings. Which ones: the first OWNER_DEMO_LISTINGS for-sale listings by id
// (`ownerDemoListings`), the listings the demo owners' accounts are linked to. Texts are the agency's, in
// Dutch, as an agency in Mechelen writes them.
import type { ownerCommunications, propertyMediaLinks, propertyVisits } from "../schema/property-history.ts";
import { addDays, type CalendarDay, siteInstant } from "../../domain/site-calendar.ts";
import type { VisitSource, VisitType } from "../../domain/visit-history.ts";
import type { Random } from "./random.ts";

/** One demo owner has three of them, three owners one each. */
export const OWNER_DEMO_LISTINGS = 6;

type Candidate = { id: number; goal: number; status?: string | null };

/** The demo owners' listings: the first for-sale listings by id (sold ones included: owners keep them). */
export function ownerDemoListings<T extends Candidate>(listings: readonly T[]): T[] {
  return listings
    .filter((listing) => listing.goal === 0)
    .sort((a, b) => a.id - b.id)
    .slice(0, OWNER_DEMO_LISTINGS);
}

export type DemoHistory = {
  visits: (typeof propertyVisits.$inferInsert)[];
  communications: (typeof ownerCommunications.$inferInsert)[];
  mediaLinks: (typeof propertyMediaLinks.$inferInsert)[];
};

const SURNAMES = [
  "Peeters",
  "Janssens",
  "Maes",
  "Jacobs",
  "Mertens",
  "Willems",
  "Claes",
  "Goossens",
  "Wouters",
  "Dubois",
  "Lambert",
  "Van den Broeck",
  "De Smet",
  "Hermans",
  "Dupont",
  "Vermeulen",
];
const INITIALS = [
  "A.",
  "B.",
  "C.",
  "D.",
  "E.",
  "F.",
  "G.",
  "H.",
  "I.",
  "J.",
  "K.",
  "L.",
  "M.",
  "N.",
  "S.",
  "T.",
  "W.",
];

const FEEDBACK = [
  "Vond de woning licht en ruim; twijfelt nog over de prijs.",
  "Enthousiast over de tuin en de ligging. Komt graag een tweede keer kijken.",
  "De keuken moet vernieuwd worden, dat schrikt af. Geen interesse.",
  "Mooie indeling, maar de slaapkamers zijn te klein voor hun gezin.",
  "Positief; vraagt het EPC en het bodemattest op.",
  "Zoekt iets dichter bij het station. Geen interesse.",
  "Vindt de vraagprijs aan de hoge kant, overweegt een bod.",
  "Kwam met een aannemer; wil een raming van de renovatiekosten.",
  "Zeer geïnteresseerd, bespreekt de financiering met de bank.",
  "Vond het geheel wat donker. Bekijkt nog andere panden in de buurt.",
];
const CANCELLED = [
  "Geannuleerd door de kandidaat: heeft intussen iets anders gevonden.",
  "Verplaatst op vraag van de kandidaat.",
];
const NO_SHOW = "Kandidaat niet komen opdagen en niet bereikbaar.";

const SUBJECTS: Record<VisitType, string> = {
  "first-viewing": "Bezichtiging",
  "second-viewing": "Tweede bezichtiging",
  "open-house": "Opendeurdag",
  "video-viewing": "Bezichtiging via video",
};

const SOURCES: readonly (readonly [VisitSource, number])[] = [
  ["website", 40],
  ["portal", 35],
  ["phone", 15],
  ["email", 5],
  ["walk-in", 5],
];

const MESSAGES: readonly { message: string; document?: { label: string; file: string } }[] = [
  {
    message: "Uw pand staat online op onze website en op de vastgoedportalen. De foto's zijn klaar.",
  },
  {
    message: "Het EPC-attest is binnen. U vindt het hier; het komt ook bij de documenten voor kandidaten.",
    document: { label: "EPC-attest", file: "epc.pdf" },
  },
  {
    message: "Een overzicht van de bezoeken van de voorbije weken, met de reacties van de kandidaten.",
    document: { label: "Bezoekverslag", file: "bezoekverslag.pdf" },
  },
  {
    message: "Er kwam een eerste bod binnen. We bellen u morgen om het te bespreken.",
  },
  {
    message: "We stellen voor de vraagprijs licht aan te passen; ons advies vindt u in bijlage.",
    document: { label: "Prijsadvies", file: "prijsadvies.pdf" },
  },
];

const MEDIA = [
  { label: "Immoweb", url: (id: number) => `https://www.immoweb.example/nl/zoekertje/${id}` },
  { label: "Zimmo", url: (id: number) => `https://www.zimmo.example/nl/pand/${id}/` },
  { label: "Facebook", url: (id: number) => `https://www.facebook.example/immo-demo/posts/${id}` },
];

function demoUuid(random: Random): string {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16));
  hex[12] = "4";
  hex[16] = (8 + random.int(0, 3)).toString(16);
  const text = hex.join("");
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

function at(day: CalendarDay, hour: number, minute: number): Date {
  const instant = siteInstant(`${day}T${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`);
  if (!instant) throw new Error(`Not a time: ${day} ${hour}:${minute}`);
  return instant;
}

/** Visits, messages and links of `listings`; a listing still on the market has two visits planned. */
export function demoHistory(listings: readonly Candidate[], today: CalendarDay, random: Random): DemoHistory {
  const history: DemoHistory = { visits: [], communications: [], mediaLinks: [] };
  for (const { id: propertyId, status } of listings) {
    const draw = random.fork(propertyId);
    const contacts: string[] = [];
    const past = draw.int(7, 12);
    const upcoming = status === "available" ? 2 : 0;
    for (let index = 0; index < past + upcoming; index += 1) {
      const planned = index >= past;
      const day = planned ? addDays(today, draw.int(1, 10)) : addDays(today, -draw.int(1, 75));
      const second = !planned && contacts.length > 0 && draw.chance(0.2);
      const type: VisitType = second
        ? "second-viewing"
        : draw.chance(0.08)
          ? "video-viewing"
          : "first-viewing";
      const contact = second ? draw.pick(contacts) : `${draw.pick(INITIALS)} ${draw.pick(SURNAMES)}`;
      contacts.push(contact);
      const outcome = planned ? 0 : draw.next();
      const status = planned ? "planned" : outcome < 0.8 ? "done" : outcome < 0.9 ? "cancelled" : "no-show";
      history.visits.push({
        id: demoUuid(draw),
        propertyId,
        visitAt: at(day, draw.int(10, 18), draw.pick([0, 15, 30, 45])),
        type,
        contact,
        subject: SUBJECTS[type],
        comment:
          status === "done"
            ? draw.pick(FEEDBACK)
            : status === "cancelled"
              ? draw.pick(CANCELLED)
              : status === "no-show"
                ? NO_SHOW
                : "",
        status,
        source: draw.weighted(SOURCES),
        createdAt: at(addDays(day, -draw.int(1, 6)), 9, 0),
      });
    }
    const messageDays = [80, 62, 35, 14, 5].map((daysAgo) => addDays(today, -daysAgo - draw.int(0, 3)));
    MESSAGES.forEach((entry, index) => {
      const day = messageDays[index] ?? today;
      history.communications.push({
        id: demoUuid(draw),
        propertyId,
        message: entry.message,
        documentUrl: entry.document
          ? `https://documenten.immo-demo.example/${propertyId}/${entry.document.file}`
          : null,
        documentLabel: entry.document?.label ?? null,
        postedAt: at(day, draw.int(9, 17), draw.pick([0, 10, 20, 30, 40, 50])),
      });
    });
    MEDIA.forEach((medium, index) => {
      history.mediaLinks.push({
        id: demoUuid(draw),
        propertyId,
        label: medium.label,
        url: medium.url(propertyId),
        createdAt: at(addDays(today, -85 + index), 11, 0),
      });
    });
  }
  return history;
}
