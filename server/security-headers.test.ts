import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NO_MEASUREMENT_SOURCES } from "../app/measurement.server.ts";
import {
  contentSecurityPolicy,
  createNonce,
  NO_INLINE_SOURCES,
  ownInlineSources,
} from "./security-headers.ts";

describe("createNonce", () => {
  it("gives 16 random bytes in base64, and never the same nonce twice, past every refill of its pool", () => {
    const nonces = Array.from({ length: 1_000 }, createNonce);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});

describe("ownInlineSources", () => {
  const NONCE = "bm9uY2UxMjM0NTY3ODkwMQ==";
  const sources = (html: string) => ownInlineSources(Buffer.from(html).toString("latin1"), NONCE);
  /** A source expression for `text`, hashed here apart from the code under test. */
  const sha = (text: string) => ` 'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

  it("names the render's own scripts by the hash the browser computes (the CSP specification's example)", () => {
    const { inline } = sources(`<script nonce="${NONCE}">alert('Hello, world.');</script>`);
    expect(inline).toEqual({ script: " 'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='", style: "" });
  });

  it("hardening: a script or style the render did not mark is not named, so markup slipped into a page cannot run", () => {
    const html =
      `<script nonce="${NONCE}">own()</script>` +
      `<p>&lt;script&gt;</p><script>injected()</script><script nonce="other">forged()</script>` +
      `<script nonce="${NONCE}x">near()</script><style>p{}</style><style nonce="${NONCE}">b{}</style>` +
      `<script>quoted(' nonce="${NONCE}"')</script><p title="a"> nonce="${NONCE}"</p>`;
    const { inline } = sources(html);
    expect(inline.script).toBe(sha("own()"));
    expect(inline.style).toBe(sha("b{}"));
  });

  it("hashes the data blocks the page's loader turns into scripts, and what a script's text holds as the browser does", () => {
    const data = `<script nonce="${NONCE}" type="script-on-interaction">window.__reactRouterContext = {"é":"\\u003c"};</script>`;
    const module = `<script nonce="${NONCE}" type="module-on-interaction">import("/assets/a.js");</script>`;
    const { inline } = sources(data + module + `<SCRIPT nonce="${NONCE}">a()\r\nb()\rc()</SCRIPT >`);
    const expected = [
      'window.__reactRouterContext = {"é":"\\u003c"};',
      'import("/assets/a.js");',
      // The browser reads CR LF and a lone CR as LF.
      "a()\nb()\nc()",
    ].map(sha);
    expect(inline.script).toBe(expected.join(""));
  });

  it("takes the nonce out of the document and leaves every other byte as it was", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: "binary" }), { maxLength: 8 }), (pieces) => {
        const html = pieces.join(` nonce="${NONCE}"`);
        const { body } = sources(html);
        expect(body).toEqual(Buffer.from(pieces.join("")));
      }),
    );
  });

  it("leaves a document without a nonce as it is, naming nothing", () => {
    const html = Buffer.from("<script>é()</script>");
    expect(ownInlineSources(html.toString("latin1"), "")).toEqual({ body: html, inline: NO_INLINE_SOURCES });
  });
});

describe("contentSecurityPolicy", () => {
  const directives = (policy: string) => new Map(policy.split("; ").map((d) => [d.split(" ")[0], d]));

  it("names the page's inline sources for scripts and styles, and the measurement hosts a visitor's consent allows", () => {
    const google = { script: ["https://g.test"], connect: ["https://c.test"], img: ["https://i.test"] };
    // Alternating answers: each policy is made for its own sources and hosts, whatever was asked before.
    for (const [inline, measurement] of [
      [{ script: " 'sha256-a' 'sha256-b'", style: "" }, NO_MEASUREMENT_SOURCES],
      [{ script: " 'sha256-c'", style: " 'sha256-d'" }, google],
      [NO_INLINE_SOURCES, NO_MEASUREMENT_SOURCES],
    ] as const) {
      const policy = directives(contentSecurityPolicy(inline, measurement));
      const hosts = (list: string[]) => list.map((host) => ` ${host}`).join("");
      expect(policy.get("default-src")).toBe("default-src 'self'");
      expect(policy.get("script-src")).toBe(
        `script-src${inline.script} 'strict-dynamic'${hosts(measurement.script)}`,
      );
      expect(policy.get("style-src")).toBe(`style-src 'self'${inline.style}`);
      expect(policy.get("connect-src")).toBe(`connect-src 'self'${hosts(measurement.connect)}`);
      expect(policy.get("img-src")).toMatch(
        new RegExp(`^img-src 'self' data: blob:.*${hosts(measurement.img)}$`),
      );
      for (const fixed of [
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'self'",
        "form-action 'self'",
      ])
        expect(policy.get(fixed.split(" ")[0])).toBe(fixed);
      expect(policy.size).toBe(12);
    }
  });
});
