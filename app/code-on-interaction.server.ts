// The document as the browser gets it, its code out of the first load's way:
// - the head has no <link rel="modulepreload"> (ADR 0027): they asked for every module of the page's code
//   (some twenty files, ~130 KB) at the same moment as the stylesheets and the first screen's image;
// - React Router's module script, and its inline scripts that hand over the loaders' data, are written as
//   data blocks the browser keeps unrun (ADR 0037), which the page's last inline script
//   (code-on-interaction-script.tsx) turns back into scripts at the visitor's first interaction, or at once
//   where the page needs its code from the start.
// Pages are rendered whole (entry.server.tsx), so the document is taken whole before it is changed.
import { Transform } from "node:stream";
import { CODE_ON_INTERACTION_TYPE, DATA_ON_INTERACTION_TYPE } from "./code-on-interaction.ts";

const HEAD_END = "</head>";
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const MODULE_SCRIPT = /(<script\b[^>]*?) type="module"(?: async="")?([^>]*>)/g;
/** React Router's classic inline scripts that set up and fill `window.__reactRouterContext`. */
const DATA_SCRIPT = /<script((?: nonce="[^"]*")?)>(?=window\.__reactRouterContext\b)/g;

/** The document without the head's module preloads, its code and data scripts waiting for the visitor. */
export function codeOnInteraction(document: string): string {
  const headEnd = document.indexOf(HEAD_END);
  const head = headEnd === -1 ? document : document.slice(0, headEnd);
  const body = headEnd === -1 ? "" : document.slice(headEnd);
  return (
    head.replace(MODULE_PRELOAD, "") +
    body
      .replace(MODULE_SCRIPT, `$1 type="${CODE_ON_INTERACTION_TYPE}"$2`)
      .replace(DATA_SCRIPT, `<script$1 type="${DATA_ON_INTERACTION_TYPE}">`)
  );
}

/** A pass-through of the rendered document that applies `codeOnInteraction` to it whole. */
export function codeOnInteractionStream(): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    flush(callback) {
      const document = Buffer.concat(chunks).toString("utf8");
      callback(null, document === "" ? null : Buffer.from(codeOnInteraction(document), "utf8"));
    },
  });
}
