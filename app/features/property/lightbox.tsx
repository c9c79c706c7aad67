import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import { useT } from "../../i18n/use-t.ts";
import "./lightbox.css";
import type { PhotoView } from "./property-view.ts";
import { ResponsivePicture } from "./responsive-picture.tsx";

type Props = { photos: PhotoView[]; start: number; title: string; onClose: () => void };

const SWIPE_DISTANCE = 50;

/**
 * The slideshow (spec §2 "slideshow or lightbox", §9 "n of m"): a modal <dialog>, so the page behind
 * it is inert and Tab stays inside; arrows move, Escape closes, a horizontal swipe moves on touch screens.
 * Focus goes back to the photo that opened it (done by the caller's onClose).
 */
export default function Lightbox({ photos, start, title, onClose }: Props) {
  const { t } = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const swipeStart = useRef<number | null>(null);
  const [index, setIndex] = useState(start);
  const count = photos.length;
  const photo = photos[index];

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const close = () => {
    dialog.current?.close();
    onClose();
  };
  const move = (step: number) => setIndex((current) => (current + step + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "ArrowRight") move(1);
    else if (event.key === "ArrowLeft") move(-1);
    else if (event.key === "Home") setIndex(0);
    else if (event.key === "End") setIndex(count - 1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.pointerType === "mouse" ? null : event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) >= SWIPE_DISTANCE) move(distance < 0 ? 1 : -1);
  };

  if (!photo) return null;
  return (
    <dialog
      ref={dialog}
      className="lightbox"
      aria-label={`${t("PROPERTY_LIGHTBOX")}: ${title}`}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <figure className="lightbox__figure" onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        <ResponsivePicture
          key={photo.imageKey}
          photo={photo}
          sizes="100vw"
          priority
          className="lightbox__image"
        />
        <figcaption className="lightbox__counter" aria-live="polite" data-testid="lightbox-counter">
          {t("PROPERTY_PHOTO_COUNTER", { n: index + 1, m: count })}
        </figcaption>
      </figure>
      <button
        type="button"
        className="lightbox__button lightbox__button--previous"
        onClick={() => move(-1)}
        aria-label={t("PROPERTY_LIGHTBOX_PREVIOUS")}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className="lightbox__button lightbox__button--next"
        onClick={() => move(1)}
        aria-label={t("PROPERTY_LIGHTBOX_NEXT")}
      >
        <span aria-hidden="true">›</span>
      </button>
      <button
        type="button"
        className="lightbox__button lightbox__button--close"
        onClick={close}
        aria-label={t("PROPERTY_LIGHTBOX_CLOSE")}
        autoFocus
      >
        <span aria-hidden="true">×</span>
      </button>
    </dialog>
  );
}
