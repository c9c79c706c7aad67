import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useT } from "../../i18n/use-t.ts";
import { useEmbedConsent } from "../../ui/embed-consent.tsx";
import type { BannerView, HomePicture } from "./home-view.ts";

function BannerPicture({ picture, first }: { picture: HomePicture; first: boolean }) {
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes="100vw" />
      ))}
      <img
        src={picture.src}
        srcSet={picture.srcSet || undefined}
        sizes="100vw"
        width={picture.width}
        height={picture.height}
        alt={picture.alt}
        loading={first ? "eager" : "lazy"}
        fetchPriority={first ? "high" : "auto"}
        decoding={first ? "sync" : "async"}
      />
    </picture>
  );
}

// Only a banner video of another site needs the placeholder: its code is not loaded with every home page.
const EmbedPlaceholder = lazy(() =>
  import("../../ui/embed-placeholder.tsx").then((module) => ({ default: module.EmbedPlaceholder })),
);

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeToMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Whether things may move: null on the server, where nothing moves and no toggle is offered. */
function useMotionAllowed(): boolean | null {
  return useSyncExternalStore(
    subscribeToMotion,
    () => !window.matchMedia(REDUCED_MOTION).matches,
    () => null,
  );
}

/** Spec §3 banner: an image, a gallery or a video, with the title, description and logo options. */
export function HomeBanner({
  banner,
  titleIsPageHeading,
}: {
  banner: BannerView;
  titleIsPageHeading: boolean;
}) {
  const { t } = useT();
  const [active, setActive] = useState(0);
  const [choice, setChoice] = useState<"play" | "pause" | null>(null);
  const motionAllowed = useMotionAllowed();
  const video = useRef<HTMLVideoElement>(null);
  const { allowEmbeds } = useEmbedConsent();
  const [videoRequested, setVideoRequested] = useState(false);
  // A video of another site waits for consent: until then the banner shows its poster and a placeholder.
  const videoWaits = banner.video?.provider ? !allowEmbeds && !videoRequested : false;
  const moving = banner.kind === "gallery" || (banner.kind === "video" && !videoWaits);

  // Movement starts only in the browser, never for visitors who asked for less of it, and can always be
  // paused (WCAG 2.2.2).
  const playing = !moving || motionAllowed === null ? null : choice ? choice === "play" : motionAllowed;

  useEffect(() => {
    if (banner.kind !== "gallery" || !playing) return;
    const timer = setInterval(
      () => setActive((index) => (index + 1) % banner.pictures.length),
      banner.intervalMs,
    );
    return () => clearInterval(timer);
  }, [banner.kind, banner.pictures.length, banner.intervalMs, playing]);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (playing === true) void element.play().catch(() => setChoice("pause"));
    else element.pause();
  }, [playing]);

  return (
    <section className="home-banner" aria-labelledby={banner.title ? "home-banner-title" : undefined}>
      <div className="home-banner-media">
        {banner.video && videoWaits && banner.pictures[0] ? (
          <BannerPicture picture={banner.pictures[0]} first />
        ) : null}
        {banner.video && !videoWaits ? (
          <video
            ref={video}
            src={banner.video.src}
            muted
            loop
            playsInline
            preload="metadata"
            poster={banner.pictures[0]?.src}
            aria-label={banner.video.label}
          />
        ) : banner.video ? null : (
          banner.pictures.map((picture, index) => (
            <div
              key={picture.src}
              className="home-banner-slide"
              data-active={index === active ? "" : undefined}
            >
              <BannerPicture picture={picture} first={index === 0} />
            </div>
          ))
        )}
      </div>
      <div className="home-banner-text container">
        {banner.logo ? (
          <img
            className="home-banner-logo"
            src={banner.logo.src}
            width={banner.logo.width}
            height={banner.logo.height}
            alt={banner.logo.alt}
          />
        ) : null}
        {banner.title && titleIsPageHeading ? <h1 id="home-banner-title">{banner.title}</h1> : null}
        {banner.title && !titleIsPageHeading ? <h2 id="home-banner-title">{banner.title}</h2> : null}
        {banner.description ? <p className="home-banner-description">{banner.description}</p> : null}
      </div>
      {banner.video?.provider && videoWaits ? (
        <Suspense fallback={null}>
          <EmbedPlaceholder
            className="home-banner-embed"
            provider={banner.video.provider}
            loadLabel={t("PROPERTY_EMBED_LOAD_VIDEO")}
            onLoad={() => setVideoRequested(true)}
          />
        </Suspense>
      ) : null}
      {playing !== null ? (
        <button
          type="button"
          className="home-banner-toggle"
          onClick={() => setChoice(playing ? "pause" : "play")}
        >
          {playing ? t("HOME_BANNER_PAUSE") : t("HOME_BANNER_PLAY")}
        </button>
      ) : null}
    </section>
  );
}
