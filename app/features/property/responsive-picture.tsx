import { preloadPicture } from "../../ui/preload-picture.ts";
import { photoPicture } from "./photo-views.ts";
import type { PhotoView } from "./property-view.ts";

type Props = {
  photo: PhotoView;
  sizes: string;
  /** The page's largest paint loads first; every other picture waits until it is near the viewport. */
  priority?: boolean;
  className?: string;
};

/** AVIF and WebP with a JPEG fallback, with the intrinsic size so nothing shifts (quality.md, Images). */
export function ResponsivePicture({ photo: view, sizes, priority = false, className }: Props) {
  const photo = photoPicture(view);
  if (priority) preloadPicture({ ...photo, sizes });
  return (
    <picture>
      {photo.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        className={className}
        src={photo.src}
        srcSet={photo.srcSet}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={photo.alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding={priority ? "sync" : "async"}
      />
    </picture>
  );
}
