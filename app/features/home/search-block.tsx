import type { ReactNode } from "react";
import { Link } from "react-router";
import { ButtonLink } from "../../ui/button.tsx";
import type { SearchBlockView } from "./home-view.ts";

type Props = {
  block: SearchBlockView;
  /** The search box (app/features/search), shown when the configuration turns the input on. */
  searchBox: ReactNode;
  titleIsPageHeading: boolean;
};

/** Spec §2 home search block: logo, public title, two descriptions, the search input and two buttons. */
export function SearchBlock({ block, searchBox, titleIsPageHeading }: Props) {
  const Title = titleIsPageHeading ? "h1" : "h2";
  return (
    <section
      className="home-search container"
      aria-labelledby={block.title ? "home-search-title" : undefined}
    >
      {block.logo ? (
        <Link to={block.homeHref} className="home-search-logo">
          <img
            src={block.logo.src}
            width={block.logo.width}
            height={block.logo.height}
            alt={block.logo.alt}
          />
        </Link>
      ) : null}
      {block.title ? <Title id="home-search-title">{block.title}</Title> : null}
      {block.descriptions.map((html, index) => (
        // Sanitized on the server with the site's allow-list (app/domain/sanitize-html.ts).
        <div key={index} className="home-search-description" dangerouslySetInnerHTML={{ __html: html }} />
      ))}
      {block.showSearchInput ? searchBox : null}
      {block.showSearchButton ? (
        <div className="home-search-buttons">
          <ButtonLink to={block.forSale.href}>{block.forSale.label}</ButtonLink>
          <ButtonLink to={block.forRent.href} variant="secondary">
            {block.forRent.label}
          </ButtonLink>
        </div>
      ) : null}
    </section>
  );
}
