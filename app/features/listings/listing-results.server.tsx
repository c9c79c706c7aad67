// The list page's cards drawn once on the server and sent once, in the page's HTML (kept markup, ADR
// 0024): the browser never changes them, so their data need not travel a second time for hydration. A
// client navigation (next page, another filter) brings the new markup in its data. Their links (`KeptLink`)
// navigate in the page and prefetch on intent all the same (app/ui/kept-links.tsx).
import { renderToStaticMarkup } from "react-dom/server";
import { MadeFromKept } from "../../db/public-content-memo.server.ts";
import { flatMarkup } from "../../kept-markup.server.ts";
import type { Dictionary } from "../../i18n/dictionary.ts";
import type { Language } from "../../i18n/languages.ts";
import { I18nContext } from "../../i18n/use-t.ts";
import type { ListingCardView } from "./listing-card-view.ts";
import { ListingResults, type ListingResultsProps } from "./listing-results.tsx";

/**
 * Markup of kept cards (a kept list page's, listing-page.server.ts), by everything else it shows: drawn
 * once, not for every request that shows the same cards the same way. Kept cards were made with one
 * dictionary, the one their markup is drawn with.
 */
const markupOfCards = new MadeFromKept<ListingCardView[], string>();

export function listingResultsMarkup(
  props: ListingResultsProps,
  i18n: { language: Language; dictionary: Dictionary },
): string {
  const { cards, ...shown } = props;
  const key = JSON.stringify([i18n.language, shown]);
  // A static render has no head: the list route announces its first photo itself.
  return markupOfCards.get(cards, key, () =>
    flatMarkup(
      renderToStaticMarkup(
        <I18nContext value={i18n}>
          <ListingResults {...props} />
        </I18nContext>,
      ),
    ),
  );
}
