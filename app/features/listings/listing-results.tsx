import { preloadPicture } from "../../ui/preload-picture.ts";
import { cardPicture } from "./card-picture.ts";
import type { ListingCardView } from "./listing-card-view.ts";
import { ListingCard } from "./listing-card.tsx";
import type { ListingView } from "./listing-query.ts";

export type ListingResultsProps = {
  cards: ListingCardView[];
  view: ListingView;
  /** How many cards are above the fold on a wide screen: their photos are not lazy. */
  eagerCount?: number;
  headingLevel?: "h2" | "h3";
  label?: string;
  /** Cards in a row on a large screen (the page module's "items per row", spec §2), 1 to 6. */
  perRow?: number;
  /** Announce the first card's photo in the page's head (the page's Largest Contentful Paint). */
  preloadFirst?: boolean;
};

/** The cards in a grid (`perRow` per row on large screens) or a list (one per row, photo beside the text). */
export function ListingResults({
  cards,
  view,
  eagerCount = 4,
  headingLevel,
  label,
  perRow = 4,
  preloadFirst = true,
}: ListingResultsProps) {
  const first = cards[0]?.picture;
  if (preloadFirst && first) preloadPicture(cardPicture(first));
  return (
    <ul
      className={
        view === "list" ? "listing-results listing-results-list" : `listing-results per-row-${perRow}`
      }
      aria-label={label}
    >
      {cards.map((card, index) => (
        <li key={card.id}>
          <ListingCard
            card={card}
            eager={index < eagerCount}
            priority={index === 0}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
