import { useEffect, useRef, useState } from "react";
import { useT } from "../../i18n/use-t.ts";
import type { LocationView } from "./property-view.ts";
import { useEmbedConsent } from "../../ui/embed-consent.tsx";
import { EmbedPlaceholder } from "../../ui/embed-placeholder.tsx";

/**
 * The property's location: address, a map with its marker and a street-view link. Leaflet and its tiles
 * stay out of the first load: they load when the visitor asks for the map, or, once third-party embeds
 * are allowed, when the map scrolls into view.
 */
export function LocationMap({ location, title }: { location: LocationView; title: string }) {
  const { t } = useT();
  const { allowEmbeds } = useEmbedConsent();
  const [requested, setRequested] = useState(false);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element || !allowEmbeds || requested) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setRequested(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [allowEmbeds, requested]);

  useEffect(() => {
    const element = container.current;
    if (!element || !requested) return;
    let dispose: (() => void) | undefined;
    let cancelled = false;
    void import("./leaflet-map.ts").then(({ mountMap }) => {
      if (!cancelled) dispose = mountMap(element, location, title);
    });
    return () => {
      cancelled = true;
      dispose?.();
    };
  }, [requested, location, title]);

  return (
    <section className="property-section property-location" aria-labelledby="property-location-title">
      <h2 id="property-location-title">{t("PROPERTY_LOCATION")}</h2>
      <p className="property-location__address">{location.address}</p>
      <div
        ref={container}
        className="property-location__map"
        role="region"
        aria-label={t("PROPERTY_MAP_LABEL")}
      >
        {!requested && (
          <EmbedPlaceholder
            provider={location.tiles.provider}
            loadLabel={t("PROPERTY_SHOW_MAP")}
            onLoad={() => setRequested(true)}
          />
        )}
      </div>
      {location.streetViewUrl && (
        <p>
          <a href={location.streetViewUrl} target="_blank" rel="noopener noreferrer">
            {t("PROPERTY_STREET_VIEW")} <span className="visually-hidden">{t("PROPERTY_NEW_TAB")}</span>
          </a>
        </p>
      )}
    </section>
  );
}
