import { lazy, type MouseEvent, Suspense, useRef, useState } from "react";
import { useT } from "../../i18n/use-t.ts";
import { photoPicture } from "./photo-views.ts";
import type { PhotoView } from "./property-view.ts";
import { ResponsivePicture } from "./responsive-picture.tsx";

// The viewer loads on first use: it is no part of the page's first load.
const Lightbox = lazy(() => import("./lightbox.tsx"));

const THUMBNAILS = 4;

/**
 * The first photo large (the page's largest paint), a few thumbnails and a link to all photos. Each
 * photo is a link to its large JPEG, so it works without JavaScript; with it, the viewer opens.
 */
export function PhotoGallery({ photos, title }: { photos: PhotoView[]; title: string }) {
  const { t } = useT();
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [first, ...rest] = photos;

  if (!first) {
    return (
      <div className="property-gallery property-gallery--empty">
        <p>{t("PROPERTY_NO_PHOTO")}</p>
      </div>
    );
  }

  const show = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    opener.current = event.currentTarget;
    setOpen(index);
  };
  // The viewer has closed its dialog already, so the page is no longer inert and can take focus back.
  const close = () => {
    opener.current?.focus();
    setOpen(null);
  };

  return (
    <section className="property-gallery" aria-label={t("PROPERTY_PHOTOS")}>
      <div className="property-gallery__main">
        <a
          className="property-gallery__open"
          href={photoPicture(first).large}
          onClick={(event) => show(event, 0)}
          aria-label={t("PROPERTY_OPEN_PHOTO", { n: 1 })}
        >
          <ResponsivePicture
            photo={first}
            priority
            sizes="(min-width: 1280px) 820px, (min-width: 960px) 66vw, 100vw"
          />
        </a>
        <span className="property-gallery__counter" data-testid="gallery-counter">
          {t("PROPERTY_PHOTO_COUNTER", { n: 1, m: photos.length })}
        </span>
      </div>
      {rest.length > 0 && (
        <ul className="property-gallery__thumbs">
          {rest.slice(0, THUMBNAILS).map((photo, index) => (
            <li key={photo.imageKey}>
              <a
                href={photoPicture(photo).large}
                onClick={(event) => show(event, index + 1)}
                aria-label={t("PROPERTY_OPEN_PHOTO", { n: index + 2 })}
              >
                <ResponsivePicture photo={photo} sizes="(min-width: 960px) 200px, 25vw" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {photos.length > 1 && (
        <a
          className="property-gallery__all"
          href={photoPicture(first).large}
          onClick={(event) => show(event, 0)}
        >
          {t("PROPERTY_ALL_PHOTOS", { m: photos.length })}
        </a>
      )}
      {open !== null && (
        <Suspense fallback={null}>
          <Lightbox photos={photos} start={open} title={title} onClose={close} />
        </Suspense>
      )}
    </section>
  );
}
