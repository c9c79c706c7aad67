import { Link } from "react-router";
import { useT } from "../../i18n/use-t.ts";

export type PageLink = { page: number; href: string } | { gap: true; key: string };

type Props = {
  page: number;
  pageCount: number;
  links: PageLink[];
  previous: string | null;
  next: string | null;
};

/** Numbered pages with previous and next; every link is a plain URL, so it works without JavaScript. */
export function ListingPaging({ page, pageCount, links, previous, next }: Props) {
  const { t } = useT();
  if (pageCount <= 1) return null;
  return (
    <nav className="listing-paging" aria-label={t("LISTINGS_PAGINATION")}>
      <ul>
        <li>
          {previous ? (
            <Link to={previous} rel="prev">
              <span aria-hidden="true">‹ </span>
              {t("LISTINGS_PREVIOUS_PAGE")}
            </Link>
          ) : null}
        </li>
        {links.map((link) =>
          "gap" in link ? (
            <li key={link.key} aria-hidden="true" className="listing-paging-gap">
              …
            </li>
          ) : (
            <li key={link.page}>
              <Link
                to={link.href}
                aria-current={link.page === page ? "page" : undefined}
                aria-label={t("LISTINGS_PAGE_NUMBER", { page: link.page })}
              >
                {link.page}
              </Link>
            </li>
          ),
        )}
        <li>
          {next ? (
            <Link to={next} rel="next">
              {t("LISTINGS_NEXT_PAGE")}
              <span aria-hidden="true"> ›</span>
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
