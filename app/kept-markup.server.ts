// The server's half of markup sent once (app/ui/kept-markup.tsx, ADR 0024): on a document request a
// loader hands its markup to the render and puts only a reference in its data.
import { createHash } from "node:crypto";
import type { RouterContextProvider } from "react-router";
import { appContext } from "./context.server.ts";
import type { KeptMarkup } from "./ui/kept-markup.tsx";

/**
 * `html` as loader data: on a document request a reference to the copy kept for this request's render
 * (named by its content, so the same markup is one entry), on a data request the markup itself.
 */
export function keepMarkup(context: Readonly<RouterContextProvider>, html: KeptMarkup): KeptMarkup {
  const { keptMarkup } = context.get(appContext);
  if (!keptMarkup || typeof html !== "string" || html === "") return html;
  const kept = createHash("sha256").update(html).digest("base64url").slice(0, 16);
  keptMarkup.set(kept, html);
  return { kept };
}
