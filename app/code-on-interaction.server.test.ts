import { Readable } from "node:stream";
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

function through(chunks: Buffer[]): Promise<string> {
  return new Promise((resolve) => {
    Readable.from(chunks).pipe(
      wholeDocument((document) => resolve(Buffer.from(document, "latin1").toString("utf8"))),
    );
  });
}

describe("codeOnInteraction", () => {
  it("light pages: drops the head's module preloads and keeps the module and data scripts unrun, everything else untouched", () => {
    const bytes = (text: string) => Buffer.from(text).toString("latin1");
    expect(codeOnInteraction(bytes(HEAD + BODY))).toBe(bytes(EXPECTED));
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
