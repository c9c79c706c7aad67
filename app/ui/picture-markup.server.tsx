// A picture the browser never changes (a page's hero, an article card's image), drawn once on the server:
// its contents travel as kept markup (app/ui/kept-markup.tsx, ADR 0024), so its URLs are in the HTML only
// and not a second time in the hydration data.
import { renderToStaticMarkup } from "react-dom/server";
import { PictureContent, type PictureProps } from "./picture.tsx";

const OPEN = "<picture>";
const CLOSE = "</picture>";

/** The inside of `<picture>`: its sources and its image. */
export function pictureMarkup(picture: Omit<PictureProps, "className">): string {
  // Drawn inside its <picture>: alone, a priority <img> would get a preload link of its JPEG next to it.
  const html = renderToStaticMarkup(
    <picture>
      <PictureContent {...picture} />
    </picture>,
  );
  return html.slice(OPEN.length, -CLOSE.length);
}
