// Response headers every page carries (quality.md, Safety: headers).
import { hash, randomFillSync } from "node:crypto";
import { TOUR_HOSTS } from "../app/domain/video-url.ts";
import type { MeasurementSources } from "../app/measurement.server.ts";
import { mapTileOrigin } from "../app/map-tiles.server.ts";

/**
 * The hashes of a document's own inline scripts and styles, as CSP source expressions each preceded by a
 * space (ADR 0038). A page's policy names them instead of a nonce, so that a cached page is the same bytes
 * for every visitor and its answer costs no rewriting.
 */
export type InlineSources = { script: string; style: string };

export const NO_INLINE_SOURCES: InlineSources = { script: "", style: "" };

// The document is read as latin1 (one character a byte): the patterns are ASCII. An element's text ends at
// its first end tag, as the browser reads it.
const INLINE_START = /<(script|style)\b[^>]*>/iy;
const END_TAG = { script: /<\/script\s*>/gi, style: /<\/style\s*>/gi };

/**
 * The document as sent, and the sources its policy names. The document comes as its bytes read one
 * character each (latin1), as the render leaves it (app/code-on-interaction.server.ts). The render marked
 * its own inline scripts and styles with `nonce`, new for each render and known to nothing else: only
 * those are hashed, so markup slipped into a page by its content would not be allowed to run. The nonce is
 * then taken out of the document. The data blocks the page's loader turns into scripts
 * (app/code-on-interaction.ts) are hashed too, as the scripts they become have the same text.
 */
export function ownInlineSources(document: string, nonce: string): { body: Buffer; inline: InlineSources } {
  if (!nonce) return { body: Buffer.from(document, "latin1"), inline: NO_INLINE_SOURCES };
  const marker = ` nonce="${nonce}"`;
  const script = new Set<string>();
  const style = new Set<string>();
  const markers: number[] = [];
  // Found from the marker, not by reading every element of the page: the tag around each marker, when it is
  // a script's or a style's start tag, and its text up to its end tag. React escapes "<" and ">" in
  // attribute values, so the tag starts at the last "<" before the marker.
  for (let at = document.indexOf(marker); at !== -1; at = document.indexOf(marker, at + 1)) {
    markers.push(at);
    INLINE_START.lastIndex = document.lastIndexOf("<", at);
    const start = INLINE_START.exec(document);
    if (!start || INLINE_START.lastIndex <= at + marker.length) continue;
    const element = start[1]?.toLowerCase() === "script" ? "script" : "style";
    const end = END_TAG[element];
    end.lastIndex = INLINE_START.lastIndex;
    const endTag = end.exec(document);
    if (!endTag) continue;
    const content = document.slice(INLINE_START.lastIndex, endTag.index);
    const digest = hash("sha256", Buffer.from(normalizedNewlines(content), "latin1"), "base64");
    (element === "script" ? script : style).add(` 'sha256-${digest}'`);
  }
  return {
    body: latin1Without(document, markers, marker.length),
    inline: { script: [...script].join(""), style: [...style].join("") },
  };
}

/** The text's latin1 bytes without the `length` characters at each of `cuts`, written once. */
function latin1Without(text: string, cuts: number[], length: number): Buffer {
  const bytes = Buffer.allocUnsafe(text.length - cuts.length * length);
  let from = 0;
  let written = 0;
  for (const cut of cuts) {
    written += bytes.write(text.slice(from, cut), written, "latin1");
    from = cut + length;
  }
  bytes.write(text.slice(from), written, "latin1");
  return bytes;
}

const NONCE_BYTES = 16;
// Every render marks its own inline sources with a new nonce. Nonces are cut from a buffer filled 256 at a
// time (as Node's randomUUID does): the same generator, each nonce's bytes used once.
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let nextNonce = noncePool.length;

/** A render's nonce: 16 bytes from the system's cryptographic generator no other nonce was given, in base64. */
export function createNonce(): string {
  if (nextNonce === noncePool.length) {
    randomFillSync(noncePool);
    nextNonce = 0;
  }
  const nonce = noncePool.toString("base64", nextNonce, nextNonce + NONCE_BYTES);
  nextNonce += NONCE_BYTES;
  return nonce;
}

/** The text as the browser holds it: HTML turns every CR LF and lone CR into LF before it parses. */
function normalizedNewlines(text: string): string {
  return text.includes("\r") ? text.replace(/\r\n?/g, "\n") : text;
}

// Third-party embeds of the property page, loaded only when a visitor asks (or consents): the map's tile
// server, and the video and tour players of app/domain/video-url.ts.
const tileOrigin = mapTileOrigin();
const tourHosts = Object.values(TOUR_HOSTS)
  .flat()
  .flatMap((host) => [`https://${host}`, `https://*.${host}`]);

/**
 * The page's policy: its inline sources, and the hosts of the measurement tags this page may load after
 * consent (measurementSources); browsers that know 'strict-dynamic' ignore script hosts, older ones need them.
 */
export function contentSecurityPolicy(inline: InlineSources, measurement: MeasurementSources): string {
  const [beforeScripts, betweenSources, afterStyles] = policyAround(measurement);
  return beforeScripts + inline.script + betweenSources + inline.style + afterStyles;
}

/** The policy's text around the page's sources, made once for each set of measurement hosts. */
const policies = new Map<string, [string, string, string]>();
// The sets come from the site configuration and the consent choices: a handful. A change of configuration
// makes new ones, so the oldest are let go past this.
const POLICIES_KEPT = 32;

function policyAround(measurement: MeasurementSources): [string, string, string] {
  const key = `${measurement.script.join(" ")}|${measurement.img.join(" ")}|${measurement.connect.join(" ")}`;
  const known = policies.get(key);
  if (known) return known;
  const extra = (hosts: string[]) => hosts.map((host) => ` ${host}`).join("");
  const afterStyles = [
    "",
    `img-src 'self' data: blob:${tileOrigin ? ` ${tileOrigin}` : ""}${extra(measurement.img)}`,
    "media-src 'self' https:",
    "font-src 'self'",
    `connect-src 'self'${extra(measurement.connect)}`,
    `frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com https://www.facebook.com ${tourHosts.join(" ")}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
  const parts: [string, string, string] = [
    "default-src 'self'; script-src",
    // No inline style attributes: components style through classes, SVG presentation attributes or the
    // CSSOM; the one <style> element (the map frame's) is named by its hash.
    ` 'strict-dynamic'${extra(measurement.script)}; style-src 'self'`,
    afterStyles,
  ];
  if (policies.size >= POLICIES_KEPT) policies.delete(policies.keys().next().value ?? "");
  policies.set(key, parts);
  return parts;
}

/**
 * The headers of every answer; a document's policy is set apart, once its bytes are known, and a personal
 * answer's window isolation with the rest of its headers (`applyPersonalAnswerHeaders`).
 */
export function applySecurityHeaders(headers: Headers): void {
  headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "SAMEORIGIN");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
}

/**
 * What an answer showing one person's data (or taking their password) carries beside the headers of every
 * answer: never stored, never indexed, and a window of its own (ADR 0042). `Cross-Origin-Opener-Policy:
 * same-origin` cuts the tie to a window that opened it from another site, which could otherwise count its
 * frames or send it elsewhere. A public page, the same for every visitor, has nothing to hide from such a
 * window; isolating it would make a phone start a new renderer for every visit from a search engine.
 */
export function applyPersonalAnswerHeaders(headers: Headers): void {
  headers.set("Cache-Control", "private, no-store");
  headers.set("X-Robots-Tag", "noindex");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
}
