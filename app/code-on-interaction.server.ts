// The document as the browser gets it, its code out of the first load's way:
// - the head has no <link rel="modulepreload"> (ADR 0027): they asked for every module of the page's code
//   (some twenty files, ~130 KB) at the same moment as the stylesheets and the first screen's image;
// - React Router's module script, and its inline scripts that hand over the loaders' data, are written as
//   data blocks the browser keeps unrun (ADR 0037), which the page's last inline script
//   (code-on-interaction-script.tsx) turns back into scripts at the visitor's first interaction, or at once
//   where the page needs its code from the start.
// Pages are rendered whole (entry.server.tsx), so the document is taken whole before it is changed.
import { Writable } from "node:stream";
import { CODE_ON_INTERACTION_TYPE, DATA_ON_INTERACTION_TYPE } from "./code-on-interaction.ts";

const HEAD_END = "</head>";
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const MODULE_SCRIPT = /(<script\b[^>]*?) type="module"(?: async="")?([^>]*>)/g;
/** React Router's classic inline scripts that set up and fill `window.__reactRouterContext`. */
const DATA_SCRIPT = /<script((?: nonce="[^"]*")?)>(?=window\.__reactRouterContext\b)/g;

/**
 * The document without the head's module preloads, its code and data scripts waiting for the visitor. The
 * document is its bytes read one character each (latin1): every pattern is ASCII, so no UTF-8 is decoded
 * and encoded again, and every other byte is given back as it was.
 */
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

/**
 * Where React writes the rendered document: taken whole, and given to `done` as the browser gets it
 * (`codeOnInteraction`), its bytes as latin1 text, once React ends it.
 */
export function wholeDocument(done: (document: string) => void): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    final(callback) {
      done(codeOnInteraction(Buffer.concat(chunks).toString("latin1")));
      callback();
    },
  });
}

// The rendered documents, each beside its answer. A Response's body is a web stream: the document went
// into it and out again with a copy each way and a stream around it, some 3 % of an uncached render's main
// thread (ADR 0043). An answer replaced on its way (none of the site's middleware does) has no document
// here, and is read from its body.
const renderedDocuments = new WeakMap<Response, string>();

/** The answer to a document request, its document (latin1 text) kept beside it rather than as its body. */
export function documentResponse(document: string, init: ResponseInit): Response {
  const response = new Response(null, init);
  renderedDocuments.set(response, document);
  return response;
}

/** The document a render answered with `documentResponse`, as latin1 text; undefined for any other answer. */
export function renderedDocumentOf(response: Response): string | undefined {
  return renderedDocuments.get(response);
}
