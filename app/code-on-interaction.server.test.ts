import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  codeOnInteraction,
  documentResponse,
  renderedDocumentOf,
  wholeDocument,
} from "./code-on-interaction.server.ts";

const HEAD =
  '<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"/><link rel="stylesheet" href="/assets/root.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-a.js" nonce="n=="/>' +
  '<link rel="modulepreload" href="/assets/root-b.js" nonce="n=="/><title>Één huis – Mechelen</title></head>';
const BODY =
  '<body><p>Modulepreload in de tekst blijft: &lt;link rel="modulepreload"&gt; &lt;script type="module"&gt;</p>' +
  '<script type="application/ld+json">{"name":"Één"}</script>' +
  '<script nonce="n==">window.__reactRouterContext = {};</script>' +
  '<script nonce="n==" type="module" async="">import * as route0 from "/assets/root-b.js";</script>' +
  '<script nonce="n==">window.__reactRouterContext.streamController.enqueue("[]");</script>' +
  '<script nonce="n==">((storageKey) => {})("react-router-scroll-positions")</script></body></html>';
const EXPECTED =
  HEAD.replace(/<link rel="modulepreload"[^>]*>/g, "") +
  BODY.replace('type="module" async=""', 'type="module-on-interaction"').replaceAll(
    '<script nonce="n==">window.__reactRouterContext',
    '<script nonce="n==" type="script-on-interaction">window.__reactRouterContext',
  );

/** The document as React hands it over: its encoded views and long strings in turn, then the end. */
function through(chunks: (Uint8Array | string)[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const sink = wholeDocument(
      (document) => resolve(Buffer.from(document, "latin1").toString("utf8")),
      reject,
    );
    for (const chunk of chunks) sink.write(chunk);
    sink.end();
  });
}

describe("codeOnInteraction", () => {
  it("light pages: drops the head's module preloads and keeps the module and data scripts unrun, everything else untouched", () => {
    const bytes = (text: string) => Buffer.from(text).toString("latin1");
    expect(codeOnInteraction(bytes(HEAD + BODY))).toBe(bytes(EXPECTED));
  });

  it("light pages: changes the body's scripts wherever they stand, and nothing else in the body", () => {
    const parts = [
      "<p>é</p>",
      '<script type="application/ld+json">{}</script>',
      '<script nonce="n==">window.__reactRouterContext = {};</script>',
      "<script>window.__reactRouterContext.streamController.close();</script>",
      '<script nonce="n==" type="module" async="">import "/a.js";</script>',
      '<script type="module" nonce="n==">import "/b.js";</script>',
      '&lt;script type="module"&gt;',
      '<scripts type="module">',
      '<link rel="modulepreload" href="/x.js"/>',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...parts), { maxLength: 12 }), (chosen) => {
        const body = `<body>${chosen.join("")}</body></html>`;
        const expected = chosen
          .map((part) =>
            part
              .replace(' type="module" async=""', ' type="module-on-interaction"')
              .replace(' type="module" nonce', ' type="module-on-interaction" nonce')
              .replace(
                '<script nonce="n==">window',
                '<script nonce="n==" type="script-on-interaction">window',
              )
              .replace("<script>window", '<script type="script-on-interaction">window'),
          )
          .join("");
        expect(codeOnInteraction(HEAD + body)).toBe(
          HEAD.replace(/<link rel="modulepreload"[^>]*>/g, "") + `<body>${expected}</body></html>`,
        );
      }),
    );
  });

  it("light pages: the whole document is the same however React cuts it into chunks, inside a tag or a character", async () => {
    const bytes = Buffer.from(HEAD + BODY);
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: bytes.length - 1 }), { maxLength: 8 }),
        async (cuts) => {
          const points = [0, ...cuts.sort((a, b) => a - b), bytes.length];
          const chunks = points.slice(1).map((end, i) => bytes.subarray(points[i], end));
          expect(await through(chunks)).toBe(EXPECTED);
        },
      ),
    );
  });

  it("light pages: takes React's long strings as text, ASCII or not, between its encoded views", async () => {
    const text = HEAD + BODY;
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: text.length - 1 }), { maxLength: 8 }),
        fc.array(fc.boolean(), { minLength: 9, maxLength: 9 }),
        async (cuts, asString) => {
          const points = [0, ...cuts.sort((a, b) => a - b), text.length];
          // Cut between characters, as React's strings are; a view holds its part's UTF-8 bytes.
          const chunks = points
            .slice(1)
            .map((end, i) => text.slice(points[i], end))
            .map((part, i) => (asString[i] ? part : new Uint8Array(Buffer.from(part))));
          expect(await through(chunks)).toBe(EXPECTED);
        },
      ),
    );
  });

  it("hands over nothing when React gives the render up, and takes nothing after", async () => {
    let document: string | null = null;
    let failure: unknown = null;
    const sink = wholeDocument(
      (text) => (document = text),
      (error) => (failure = error),
    );
    expect(sink.write(Buffer.from("<p>half"))).toBe(true);
    sink.destroy(new Error("aborted"));
    expect(sink.write(Buffer.from(" more</p>"))).toBe(false);
    sink.end();
    expect(document).toBeNull();
    expect(failure).toEqual(new Error("aborted"));
  });

  it("passes a document without a head end through whole", async () => {
    expect(await through([Buffer.from("<p>é</p>")])).toBe("<p>é</p>");
  });
});

describe("documentResponse", () => {
  it("keeps the document beside its answer, and only beside that one", () => {
    const response = documentResponse("<p>\u00c3\u00a9</p>", { status: 404, headers: { "X-Test": "1" } });
    expect(response.status).toBe(404);
    expect(response.headers.get("X-Test")).toBe("1");
    expect(renderedDocumentOf(response)).toBe("<p>\u00c3\u00a9</p>");
    // An answer made another way (a resource route, a replaced answer) is read from its body.
    expect(renderedDocumentOf(new Response("<p>é</p>", response))).toBeUndefined();
  });
});
