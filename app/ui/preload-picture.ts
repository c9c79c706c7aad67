// The page's largest image announced in the document's head, so the browser asks for it before it has
// parsed the markup that shows it (Lighthouse's "LCP request discovery"). React hoists the link into the
// head of the server's HTML. Only the first source (AVIF for a photo, WebP for a drawn scene) is preloaded:
// a browser without that format ignores the link by its type and loads the picture as before.
import { preload } from "react-dom";

type PictureToPreload = {
  src: string;
  srcSet: string;
  sizes: string;
  sources: readonly { type: string; srcSet: string }[];
};

export function preloadPicture(picture: PictureToPreload): void {
  const first = picture.sources[0];
  preload(first ? (first.srcSet.split(" ", 1)[0] ?? picture.src) : picture.src, {
    as: "image",
    imageSrcSet: first?.srcSet ?? picture.srcSet,
    imageSizes: picture.sizes,
    fetchPriority: "high",
    ...(first ? { type: first.type } : {}),
  });
}
