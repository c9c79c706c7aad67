// Markup the server built whole (sanitized article bodies, the property's unchanging sections, footer
// columns) that the browser never changes. On a document request it is in the HTML once, and the loader's
// data carries only a reference to it: React keeps what the server sent, so the markup does not travel a
// second time as hydration data (docs/decisions/0024-markup-sent-once.md). A client navigation's data
// request carries the markup itself, like all the rest of its loader data.
import { createContext, createElement, type HTMLAttributes, use, useCallback, useState } from "react";

/** The markup itself, or on a document request a reference to the copy in the server's render. */
export type KeptMarkup = string | { kept: string };

/** During the server's render: the markup behind each reference of this request. */
export const KeptMarkupContext = createContext<ReadonlyMap<string, string> | null>(null);

/**
 * In the browser: markup read back from the document once hydrated, for a part that mounts again later
 * (a closed section opened again) while its data still holds the reference.
 */
const readBack = new Map<string, string>();

type Props = Omit<HTMLAttributes<HTMLElement>, "children" | "dangerouslySetInnerHTML"> & {
  markup: KeptMarkup;
  /**
   * A div by default; a picture's sources and image; a datalist's options; a script for data such as JSON-LD
   * (`type` names it).
   */
  as?: "div" | "picture" | "datalist" | "script";
  type?: string;
};

/** An element whose content is `markup`, kept as the server sent it when the data holds a reference. */
export function KeptHtml({ markup, as = "div", ...attributes }: Props) {
  const serverCopies = use(KeptMarkupContext);
  const reference = typeof markup === "string" ? null : markup.kept;
  // Read once, when the element mounts: the server's copy while rendering the document, "" while
  // hydrating (React leaves an element's inner HTML as the server rendered it: it compares text children
  // only), the copy read back when the part mounts again. A later render with the same reference changes
  // nothing, so state inside the markup (an open <details>, a ticked box) is never reset.
  const [mountedHtml] = useState(() =>
    reference === null ? "" : (serverCopies?.get(reference) ?? readBack.get(reference) ?? ""),
  );
  const readBackOnce = useCallback(
    (element: HTMLElement | null) => {
      if (reference && element && !readBack.has(reference)) readBack.set(reference, element.innerHTML);
    },
    [reference],
  );
  const html = reference === null ? markup : mountedHtml;
  return createElement(as, {
    ...attributes,
    ref: readBackOnce,
    dangerouslySetInnerHTML: { __html: html },
    suppressHydrationWarning: true,
  });
}

/** Whether there is anything to show: a reference always stands for markup that is not empty. */
export function hasMarkup(markup: KeptMarkup): boolean {
  return typeof markup !== "string" || markup.length > 0;
}
