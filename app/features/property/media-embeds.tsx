import { useT } from "../../i18n/use-t.ts";
import type { EmbedView } from "./property-view.ts";
import { ThirdPartyEmbed } from "../../ui/embed-placeholder.tsx";
import { ResponsivePicture } from "./responsive-picture.tsx";

/** The embed's box is the main column's width, as the gallery's large photo is. */
const EMBED_SIZES = "(min-width: 1280px) 820px, (min-width: 960px) 66vw, 100vw";

/**
 * Video and virtual tour (spec §3 "Media and location"), each held back until allowed; a YouTube or Vimeo
 * video's placeholder shows its still from this site's /media/ once the server has stored it.
 */
export function MediaEmbeds({ embeds, title }: { embeds: EmbedView[]; title: string }) {
  const { t } = useT();
  if (embeds.length === 0) return null;
  return (
    <>
      {embeds.map((embed) => {
        const heading = embed.kind === "video" ? t("PROPERTY_VIDEO") : t("PROPERTY_VIRTUAL_TOUR");
        return (
          <section key={embed.embedUrl} className="property-section property-embed" aria-label={heading}>
            <h2>{heading}</h2>
            <div className="property-embed__frame">
              {embed.isFile ? (
                <video src={embed.embedUrl} controls preload="none" title={`${heading}: ${title}`} />
              ) : (
                <ThirdPartyEmbed
                  provider={embed.provider}
                  backdrop={
                    embed.thumbnail ? (
                      <ResponsivePicture
                        photo={embed.thumbnail}
                        sizes={EMBED_SIZES}
                        className="embed-placeholder__still"
                      />
                    ) : null
                  }
                  loadLabel={
                    embed.kind === "video" ? t("PROPERTY_EMBED_LOAD_VIDEO") : t("PROPERTY_EMBED_LOAD_TOUR")
                  }
                >
                  <iframe
                    src={embed.embedUrl}
                    title={`${heading}: ${title}`}
                    loading="lazy"
                    allow="fullscreen; picture-in-picture; xr-spatial-tracking"
                    referrerPolicy="strict-origin-when-cross-origin"
                  />
                </ThirdPartyEmbed>
              )}
            </div>
          </section>
        );
      })}
    </>
  );
}
