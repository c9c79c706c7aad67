// What the home page shows (spec §2), drawn once per language until public content changes (ADR 0041):
// the search block's totals, the article, the testimonials and the latest listings' cards.
import type { Database } from "../../db/client.server.ts";
import { PublicContentMemo } from "../../db/public-content-memo.server.ts";
import { dictionaryFor } from "../../i18n/dictionary.ts";
import type { Language } from "../../i18n/languages.ts";
import { translate } from "../../i18n/translate.ts";
import type { T } from "../../i18n/use-t.ts";
import { listingCardView } from "../listings/listing-card-view.ts";
import { listingResultsMarkup } from "../listings/listing-results.server.tsx";
import { latestListings, listingTotals } from "../listings/listings.server.ts";
import { siteConfig } from "../site-shell/site-config.server.ts";
import { loadHome } from "./home.server.ts";

/**
 * The home page is the same for every visitor of a language until public content changes: its totals,
 * article, testimonials and latest listings are read and drawn once (ADR 0041).
 */
const kept = new PublicContentMemo<Awaited<ReturnType<typeof readHomeContent>>>({ maxEntries: 8 });

export function homeContent(db: Database, language: Language) {
  return kept.get(db, language, () => readHomeContent(db, language));
}

/**
 * The configuration is read here, not taken from the request: a request that began before a change must
 * not keep what it saw among the values read after it.
 */
async function readHomeContent(db: Database, language: Language) {
  const { settings, defaultLanguage } = await siteConfig(db);
  const dictionary = dictionaryFor(language, defaultLanguage);
  const t: T = (key, params) => translate(dictionary, key, params, language);
  const totals = await listingTotals(db);
  const home = await loadHome({ db, language, settings, totals, t });
  // How many latest listings and how many per row: read here, drawn into the kept markup below.
  const { latestCount, latestPerRow, ...page } = home;
  const latest = await latestListings(db, language, latestCount);
  const cards = latest.map((listing) => listingCardView(listing, language, t));
  return {
    ...page,
    siteName: settings.siteInformation.name,
    // Below the fold: their photos load lazily, none is announced in the head.
    latest:
      cards.length > 0
        ? listingResultsMarkup(
            { cards, view: "grid", eagerCount: 0, headingLevel: "h3", perRow: latestPerRow },
            { language, dictionary },
          )
        : null,
  };
}
