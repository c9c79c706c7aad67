import { describe, expect, it } from "vitest";
import { assetsReferencedBy, staticImportsOf } from "./javascript-shipped.ts";

// The head and inline module script React Router writes on a server render, trimmed.
const page = `<!DOCTYPE html><html lang="nl"><head>
<link rel="modulepreload" href="/assets/entry.client-D1.js" nonce="n"/>
<link rel="modulepreload" href="/assets/components-B2.js" nonce="n"/>
<link rel="stylesheet" href="/assets/root-C3.css"/>
<link rel="icon" href="/favicon.ico"/>
<link rel="preload" as="image" href="/assets/logo-A1.svg"/>
</head><body>
<script nonce="n" type="module" async="">;
import * as route0 from "/assets/root-E4.js";
import * as route1 from "/assets/home-F5.js";
window.__reactRouterManifest = { "routes": { "x": { "module": "/assets/not-loaded-G6.js" } } };
import("/assets/entry.client-D1.js");</script>
<script src="https://example.org/outside.js"></script>
</body></html>`;

describe("assets a page loads at once", () => {
  it("counts preloaded modules, route imports and the entry once each", () => {
    expect(assetsReferencedBy(page).scripts.toSorted()).toEqual([
      "/assets/components-B2.js",
      "/assets/entry.client-D1.js",
      "/assets/home-F5.js",
      "/assets/root-E4.js",
    ]);
  });

  it("leaves out modules only named in the route manifest, and files not from the build", () => {
    const { scripts } = assetsReferencedBy(page);
    expect(scripts).not.toContain("/assets/not-loaded-G6.js");
    expect(scripts.some((url) => url.includes("example.org"))).toBe(false);
  });

  it("light pages (ADR 0037): counts a module script written to run at the first interaction apart", () => {
    const waiting = page.replace('type="module" async=""', 'type="module-on-interaction"');
    const { scripts, onInteraction } = assetsReferencedBy(waiting);
    expect(scripts.toSorted()).toEqual(["/assets/components-B2.js", "/assets/entry.client-D1.js"]);
    expect(onInteraction.toSorted()).toEqual([
      "/assets/entry.client-D1.js",
      "/assets/home-F5.js",
      "/assets/root-E4.js",
    ]);
  });

  it("counts stylesheets apart from scripts and ignores other links", () => {
    expect(assetsReferencedBy(page).styles).toEqual(["/assets/root-C3.css"]);
  });

  it("light pages: finds a module's static imports, not those it loads on demand", () => {
    const code =
      'import{a as e}from"./jsx-runtime-A1.js";import"./side-B2.js";export{c}from"../assets/shared-C3.js";' +
      'const l=()=>import("./later-D4.js");';
    expect(staticImportsOf(code, "/assets/root-E4.js")).toEqual([
      "/assets/jsx-runtime-A1.js",
      "/assets/side-B2.js",
      "/assets/shared-C3.js",
    ]);
  });
});
