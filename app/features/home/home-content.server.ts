// What the home page shows (spec §2), drawn once per language until public content changes (ADR 0041):
// the search block's totals, the article, the testimonials and the latest listings' cards.
import type { Database } from "../../db/client.server.ts";
import { PublicContentMemo } from "../../db/public-content-memo.server.ts";
import type { SiteRequest } from "../../site-context.server.ts";
import { listingCardView } from "../listings/listing-card-view.ts";
import { listingResultsMarkup } from "../listings/listing-results.server.tsx";
import { latestListings, listingTotals } from "../listings/listings.server.ts";
import { loadHome } from "./home.server.ts";

/**
 * The home page is the same for every visitor of a language until public content changes: its totals,
 * article, testimonials and latest listings are read and drawn once (ADR 0041).
 */
const kept = new PublicContentMemo<Awaited<ReturnType<typeof readHomeContent>>>({ maxEntries: 8 });

export function homeContent(db: Database, site: SiteRequest) {
  return kept.get(db, site.language, () => readHomeContent(db, site));
}

async function readHomeContent(db: Database, site: SiteRequest) {
  const totals = await listingTotals(db);
  const home = await loadHome({ db, language: site.language, settings: site.settings, totals, t: site.t });
  // How many latest listings and how many per row: read here, drawn into the kept markup below.
  const { latestCount, latestPerRow, ...page } = home;
  const latest = await latestListings(db, site.language, latestCount);
  const cards = latest.map((listing) => listingCardView(listing, site.language, site.t));
  return {
    ...page,
    siteName: site.settings.siteInformation.name,
    // Below the fold: their photos load lazily, none is announced in the head.
    latest:
      cards.length > 0
        ? listingResultsMarkup(
            { cards, view: "grid", eagerCount: 0, headingLevel: "h3", perRow: latestPerRow },
            { language: site.language, dictionary: site.dictionary },
          )
        : null,
  };
}
