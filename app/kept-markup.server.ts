// The server's half of markup sent once (app/ui/kept-markup.tsx, ADR 0024): on a document request a
// loader hands its markup to the render and puts only a reference in its data.
import type { RouterContextProvider } from "react-router";
import { appContext } from "./context.server.ts";
import type { KeptMarkup } from "./ui/kept-markup.tsx";

/**
 * `html` as loader data: on a document request a reference to the copy kept for this request's render, on a
 * data request the markup itself. A reference is the copy's number in this render: the document's data and
 * markup come from one render, and a browser only ever meets the references of the document it loaded.
 */
export function keepMarkup(context: Readonly<RouterContextProvider>, html: KeptMarkup): KeptMarkup {
  const { keptMarkup } = context.get(appContext);
  if (!keptMarkup || typeof html !== "string" || html === "") return html;
  const kept = String(keptMarkup.size + 1);
  keptMarkup.set(kept, html);
  return { kept };
}

/**
 * `html` as one flat string, for markup kept past its request. React's static render returns the string
 * as its many pieces joined, and a string kept that way holds every piece: 200 KB for a list page's cards
 * (37,000 characters) against 75 KB flat.
 */
export function flatMarkup(html: string): string {
  return Buffer.from(html, "utf8").toString("utf8");
}
