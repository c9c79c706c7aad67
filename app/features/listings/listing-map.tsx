import { lazy, Suspense, useEffect, useState } from "react";
import { useT } from "../../i18n/use-t.ts";
import { MAP_MESSAGE_DELAY_MS } from "../../domain/page-behaviour.ts";
import { MAP_FRAME_READY, type MapMessage } from "./map/map-message.ts";

// Only tiles of another site need the placeholder: its code is not loaded with every list page.
const ThirdPartyEmbed = lazy(() =>
  import("../../ui/embed-placeholder.tsx").then((module) => ({ default: module.ThirdPartyEmbed })),
);

type Props = { frameSrc: string; message: MapMessage; tilesProvider: string | null };

/**
 * The map view: an embedded frame with its own script (routes/map-frame.ts) that receives every listing
 * of the current filter by message (spec §7), so Leaflet never loads with the list page.
 */
export function ListingMap({ frameSrc, message, tilesProvider }: Props) {
  const { t } = useT();
  // A state, not a ref: the frame appears later when it waits for consent, and the effect must see it.
  const [target, setTarget] = useState<HTMLIFrameElement | null>(null);

  useEffect(() => {
    if (!target) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const post = () => target.contentWindow?.postMessage(message, window.location.origin);
    // Spec §9: the message goes 50 ms after the frame has loaded.
    const postSoon = () => {
      clearTimeout(timer);
      timer = setTimeout(post, MAP_MESSAGE_DELAY_MS);
    };
    const onReady = (event: MessageEvent<unknown>) => {
      const data = event.data;
      const ready =
        typeof data === "object" && data !== null && "type" in data && data.type === MAP_FRAME_READY;
      if (event.source === target.contentWindow && event.origin === window.location.origin && ready)
        postSoon();
    };
    target.addEventListener("load", postSoon);
    window.addEventListener("message", onReady);
    // The frame may have loaded before this effect ran (hydration after load, or a new filter).
    if (target.contentDocument?.readyState === "complete") postSoon();
    return () => {
      clearTimeout(timer);
      target.removeEventListener("load", postSoon);
      window.removeEventListener("message", onReady);
    };
  }, [message, target]);

  return (
    <div className="listing-map">
      {tilesProvider ? (
        <Suspense fallback={null}>
          <ThirdPartyEmbed
            provider={tilesProvider}
            loadLabel={t("PROPERTY_SHOW_MAP")}
            className="listing-map-frame"
          >
            <iframe
              ref={setTarget}
              src={frameSrc}
              title={t("LISTINGS_MAP_TITLE")}
              className="listing-map-frame"
            />
          </ThirdPartyEmbed>
        </Suspense>
      ) : (
        <iframe
          ref={setTarget}
          src={frameSrc}
          title={t("LISTINGS_MAP_TITLE")}
          className="listing-map-frame"
        />
      )}
      <noscript>
        <p className="listing-map-noscript">{t("LISTINGS_MAP_NEEDS_SCRIPT")}</p>
      </noscript>
    </div>
  );
}
