import { useT } from "../../i18n/use-t.ts";
import { KeptLink } from "../../ui/kept-links.tsx";
import { TypeIcon } from "../../ui/type-icon.tsx";
import { cardPicture } from "./card-picture.ts";
import type { ListingCardView } from "./listing-card-view.ts";

type Props = {
  card: ListingCardView;
  /** Cards above the fold load their photo at once; the first one also first of all (the page's LCP). */
  eager: boolean;
  priority?: boolean;
  headingLevel?: "h2" | "h3";
};

export function ListingCard({ card, eager, priority = false, headingLevel: Heading = "h2" }: Props) {
  const { t } = useT();
  const picture = card.picture ? cardPicture(card.picture) : null;
  return (
    <article className="listing-card">
      <div className="listing-card-media">
        {picture ? (
          <picture>
            {picture.sources.map((source) => (
              <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={picture.sizes} />
            ))}
            <img
              src={picture.src}
              srcSet={picture.srcSet}
              sizes={picture.sizes}
              width={picture.width}
              height={picture.height}
              alt={picture.alt}
              loading={eager ? "eager" : "lazy"}
              fetchPriority={priority ? "high" : "auto"}
              decoding="async"
            />
          </picture>
        ) : (
          <span className="listing-card-no-photo">{t("LISTINGS_NO_PHOTO")}</span>
        )}
        {card.ribbon ? <span className="listing-card-ribbon">{card.ribbon}</span> : null}
      </div>
      <div className="listing-card-body">
        <p className="listing-card-type">
          <TypeIcon icon={card.typeIcon} />
          {card.typeName}
        </p>
        <Heading className="listing-card-title">
          {/* The whole card is clickable through this link's ::after, with one accessible name. */}
          <KeptLink href={card.href} className="listing-card-link">
            {card.place}
          </KeptLink>
        </Heading>
        <p className="listing-card-headline">{card.headline}</p>
        <p className="listing-card-price">{card.price}</p>
        {card.facts.length > 0 || card.epc ? (
          <ul className="listing-card-facts">
            {card.facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
            {card.epc ? (
              <li>
                <span className={`epc-badge epc-badge-${card.epc.tone}`} title={card.epc.label}>
                  <svg
                    className="epc-badge-fill"
                    viewBox="0 0 1 1"
                    preserveAspectRatio="none"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <rect width="1" height="1" fill={card.epc.fill} />
                  </svg>
                  <span className="visually-hidden">{card.epc.label}</span>
                  <span aria-hidden="true">{card.epc.text}</span>
                </span>
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
