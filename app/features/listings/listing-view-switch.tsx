import { Link } from "react-router";
import type { MessageKey } from "../../i18n/dictionary.ts";
import { useT } from "../../i18n/use-t.ts";
import type { ListingView } from "./listing-query.ts";

const LABELS: Record<ListingView, MessageKey> = {
  grid: "LISTINGS_VIEW_GRID",
  list: "LISTINGS_VIEW_LIST",
  map: "LISTINGS_VIEW_MAP",
};

type Props = { current: ListingView; links: { view: ListingView; href: string }[] };

/** Grid, list and map views as links: the view is part of the URL like every other choice. */
export function ListingViewSwitch({ current, links }: Props) {
  const { t } = useT();
  return (
    <nav className="listing-view-switch" aria-label={t("LISTINGS_VIEW")}>
      {links.map(({ view, href }) => (
        <Link
          key={view}
          to={href}
          aria-current={view === current ? "page" : undefined}
          className={`listing-view-${view}`}
          preventScrollReset
        >
          {t(LABELS[view])}
        </Link>
      ))}
    </nav>
  );
}
