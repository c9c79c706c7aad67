// The document as the browser gets it, its code out of the first load's way:
// - the head has no <link rel="modulepreload"> (ADR 0027): they asked for every module of the page's code
//   (some twenty files, ~130 KB) at the same moment as the stylesheets and the first screen's image;
// - React Router's module script, and its inline scripts that hand over the loaders' data, are written as
//   data blocks the browser keeps unrun (ADR 0037), which the page's last inline script
//   (code-on-interaction-script.tsx) turns back into scripts at the visitor's first interaction, or at once
//   where the page needs its code from the start.
// Pages are rendered whole (entry.server.tsx), so the document is taken whole before it is changed.
import { EventEmitter } from "node:events";
import { CODE_ON_INTERACTION_TYPE, DATA_ON_INTERACTION_TYPE } from "./code-on-interaction.ts";

const HEAD_END = "</head>";
/**
 * In one pass over the document: a module preload, React Router's module script (its start tag's two
 * halves around ` type="module"`), or one of its classic inline scripts that set up and fill
 * `window.__reactRouterContext` (its nonce).
 */
const WAITING_PARTS =
  /(<link rel="modulepreload"[^>]*>)|(<script\b[^>]*?) type="module"(?: async="")?([^>]*>)|<script((?: nonce="[^"]*")?)>(?=window\.__reactRouterContext\b)/g;

/**
 * The document without the head's module preloads, its code and data scripts waiting for the visitor. The
 * document is its bytes read one character each (latin1): every pattern is ASCII, so no UTF-8 is decoded
 * and encoded again, and every other byte is given back as it was. One replacement over the whole makes
 * the new text in one piece, copied once.
 */
export function codeOnInteraction(document: string): string {
  const found = document.indexOf(HEAD_END);
  const headEnd = found === -1 ? document.length : found;
  return document.replace(
    WAITING_PARTS,
    (
      part: string,
      preload: string | undefined,
      moduleStart: string | undefined,
      moduleEnd: string | undefined,
      nonce: string | undefined,
      at: number,
    ) => {
      if (preload !== undefined) return at + part.length <= headEnd ? "" : part;
      return moduleStart !== undefined
        ? `${moduleStart} type="${CODE_ON_INTERACTION_TYPE}"${moduleEnd}`
        : `<script${nonce} type="${DATA_ON_INTERACTION_TYPE}">`;
    },
  );
}

/** A character beyond ASCII: text without one is its own UTF-8 bytes read as latin1. */
const NOT_ASCII = /[^\0-\x7f]/;

/**
 * Where React writes the rendered document: taken whole, and given to `done` as the browser gets it
 * (`codeOnInteraction`), its bytes as latin1 text, once React ends it; `failed` gets what ended a render
 * that React gave up.
 *
 * React writes its encoded bytes in views of 4 KB and long strings as they are. A Node `Writable` ran each
 * through its buffering, copied the strings into UTF-8 buffers and the whole into one buffer again, some
 * 3 % of an uncached render's main thread. This takes each part as text once: a view's bytes read as
 * latin1, a string as its UTF-8 bytes read the same way (ASCII, most of them, as it is).
 */
export function wholeDocument(
  done: (document: string) => void,
  failed: (error: unknown) => void,
): DocumentSink {
  return new DocumentSink(done, failed);
}

class DocumentSink extends EventEmitter implements NodeJS.WritableStream {
  writable = true;
  readonly #parts: string[] = [];
  readonly #done: (document: string) => void;
  readonly #failed: (error: unknown) => void;

  constructor(done: (document: string) => void, failed: (error: unknown) => void) {
    super();
    this.#done = done;
    this.#failed = failed;
  }

  write(chunk: Uint8Array | string): boolean {
    if (!this.writable) return false;
    this.#parts.push(
      typeof chunk !== "string"
        ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString("latin1")
        : NOT_ASCII.test(chunk)
          ? Buffer.from(chunk, "utf8").toString("latin1")
          : chunk,
    );
    return true;
  }

  end(): this {
    if (!this.writable) return this;
    this.writable = false;
    this.#done(codeOnInteraction(this.#parts.join("")));
    return this;
  }

  /** React's end of a render it gave up (a fatal error, an abort): nothing is handed on. */
  destroy(error?: unknown): void {
    if (!this.writable) return;
    this.writable = false;
    this.#failed(error ?? new Error("The render was given up."));
  }
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
