// The ribbon on a listing: the marquee sent by the listing source (spec §3: 0 to 3) and the availability.

export type MarqueeLabelKey = "MARQUEE_SOLD" | "MARQUEE_RENTED" | "MARQUEE_FOR_TAKEOVER";
export type RibbonKey = MarqueeLabelKey | "RIBBON_UNDER_OPTION";
export type AvailabilityStatus = "available" | "under_option" | "sold" | "rented";

// Marquee meanings are not stated (spec §3); 1, 2 and 3 follow the order of the labels in spec §4.
const MARQUEE_LABELS: Readonly<Record<number, MarqueeLabelKey>> = {
  1: "MARQUEE_SOLD",
  2: "MARQUEE_RENTED",
  3: "MARQUEE_FOR_TAKEOVER",
};

/** The label of a marquee value; 0 and anything outside 1..3 show no label. */
export function marqueeLabelKey(marquee: number | null | undefined): MarqueeLabelKey | null {
  return typeof marquee === "number" ? (MARQUEE_LABELS[marquee] ?? null) : null;
}

/**
 * The ribbon to show on a card or detail page: the marquee label when there is one, otherwise
 * "under option" for a listing under option, otherwise none. The marquee is independent of the status.
 */
export function ribbonFor(listing: {
  marquee: number | null | undefined;
  status?: AvailabilityStatus | null;
}): RibbonKey | null {
  return (
    marqueeLabelKey(listing.marquee) ?? (listing.status === "under_option" ? "RIBBON_UNDER_OPTION" : null)
  );
}
