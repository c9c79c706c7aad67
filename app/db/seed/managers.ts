// The agency's people: each listing names one of them as its contact (spec §3 "An agency manager is shown
// per property"). Phone numbers are stored as raw digits, as the listing source sends them (spec §5).
import type { agencyManagers } from "../schema/listings.ts";
import { goalOf } from "../../domain/listing-goal.ts";

export const DEMO_MANAGERS: (typeof agencyManagers.$inferInsert)[] = [
  {
    id: 1,
    firstName: "Sofie",
    lastName: "Van den Broeck",
    phone: "0475386214",
    email: "sofie.vandenbroeck@dijlestadvastgoed.be",
    role: { nl: "Zaakvoerder", fr: "Gérante", en: "Managing director" },
    photoKey: "portrait-1x1-sofie",
  },
  {
    id: 2,
    firstName: "Jan",
    lastName: "Peeters",
    phone: "015431287",
    email: "jan.peeters@dijlestadvastgoed.be",
    role: { nl: "Vastgoedadviseur verkoop", fr: "Conseiller en vente", en: "Sales adviser" },
    photoKey: "portrait-1x1-jan",
  },
  {
    id: 3,
    firstName: "Els",
    lastName: "Verhaegen",
    phone: "0496123874",
    email: "els.verhaegen@dijlestadvastgoed.be",
    role: { nl: "Vastgoedadviseur verkoop", fr: "Conseillère en vente", en: "Sales adviser" },
    photoKey: "portrait-1x1-els",
  },
  {
    id: 4,
    firstName: "Thomas",
    lastName: "Wouters",
    phone: "015274391",
    email: "thomas.wouters@dijlestadvastgoed.be",
    role: { nl: "Verhuur en nieuwbouw", fr: "Location et projets neufs", en: "Lettings and new builds" },
    photoKey: "portrait-1x1-thomas",
  },
  {
    id: 5,
    firstName: "Nathalie",
    lastName: "Dubois",
    phone: "0478552130",
    email: "nathalie.dubois@dijlestadvastgoed.be",
    role: {
      nl: "Vastgoedadviseur Brussel en Wallonië",
      fr: "Conseillère Bruxelles et Wallonie",
      en: "Adviser for Brussels and Wallonia",
    },
    photoKey: "portrait-1x1-nathalie",
  },
  {
    id: 6,
    firstName: "Marc",
    lastName: "Schmit",
    // A Luxembourg mobile with its country code: neither 9 nor 10 digits, so shown as sent (spec §5).
    phone: "00352621345678",
    email: "marc.schmit@dijlestadvastgoed.be",
    role: { nl: "Vastgoedadviseur Luxemburg", fr: "Conseiller Luxembourg", en: "Adviser for Luxembourg" },
    photoKey: "portrait-1x1-marc",
  },
];

/** Who handles a listing: by region first, then rentals and new builds, then the sales team in turn. */
export function managerFor(listing: {
  id: number;
  goal: number;
  region: string;
  newBuild: boolean;
  profile: string;
}): number {
  if (listing.region === "luxembourg") return 6;
  if (listing.region === "brussels" || listing.region === "wallonia") return 5;
  if (goalOf(listing.goal) === "rent" || listing.newBuild) return 4;
  if (listing.profile === "coast") return 1;
  return [1, 2, 3, 2, 3][listing.id % 5] ?? 2;
}
