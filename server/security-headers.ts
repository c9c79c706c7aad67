// Response headers every page carries (quality.md, Safety: headers).
import { randomFillSync } from "node:crypto";
import { TOUR_HOSTS } from "../app/domain/video-url.ts";
import type { MeasurementSources } from "../app/measurement.server.ts";
import { mapTileOrigin } from "../app/map-tiles.server.ts";

const NONCE_BYTES = 16;
// Every answer, a cached one too, carries a new nonce. Asking the system's generator for 16 bytes at a time
// cost about 20 µs an answer under load, a seventh of a cached page's CPU in a profile; nonces are cut from
// a buffer filled 256 at a time instead (as Node's randomUUID does): the same generator, each nonce's bytes
// used once.
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let nextNonce = noncePool.length;

/** A CSP nonce: 16 bytes from the system's cryptographic generator that no other nonce was given, in base64. */
export function createNonce(): string {
  if (nextNonce === noncePool.length) {
    randomFillSync(noncePool);
    nextNonce = 0;
  }
  const nonce = noncePool.toString("base64", nextNonce, nextNonce + NONCE_BYTES);
  nextNonce += NONCE_BYTES;
  return nonce;
}

// Third-party embeds of the property page, loaded only when a visitor asks (or consents): the map's tile
// server, and the video and tour players of app/domain/video-url.ts.
const tileOrigin = mapTileOrigin();
const tourHosts = Object.values(TOUR_HOSTS)
  .flat()
  .flatMap((host) => [`https://${host}`, `https://*.${host}`]);

/**
 * The page's policy. `measurement` adds the hosts of the measurement tags this page may load after consent
 * (measurementSources); browsers that know 'strict-dynamic' ignore script hosts, older ones need them.
 */
export function contentSecurityPolicy(nonce: string, measurement: MeasurementSources): string {
  const [beforeNonce, betweenNonces, afterNonce] = policyAround(measurement);
  return beforeNonce + nonce + betweenNonces + nonce + afterNonce;
}

/** The policy's text around its two nonces, made once for each set of measurement hosts. */
const policies = new Map<string, [string, string, string]>();
// The sets come from the site configuration and the consent choices: a handful. A change of configuration
// makes new ones, so the oldest are let go past this.
const POLICIES_KEPT = 32;

function policyAround(measurement: MeasurementSources): [string, string, string] {
  const key = `${measurement.script.join(" ")}|${measurement.img.join(" ")}|${measurement.connect.join(" ")}`;
  const known = policies.get(key);
  if (known) return known;
  const extra = (hosts: string[]) => hosts.map((host) => ` ${host}`).join("");
  const afterNonce = [
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
    "default-src 'self'; script-src 'nonce-",
    // No inline style attributes: components style through classes, SVG presentation attributes or the
    // CSSOM; the one <style> element (the map frame's) carries the nonce.
    `' 'strict-dynamic'${extra(measurement.script)}; style-src 'self' 'nonce-`,
    `'${afterNonce}`,
  ];
  if (policies.size >= POLICIES_KEPT) policies.delete(policies.keys().next().value ?? "");
  policies.set(key, parts);
  return parts;
}

export function applySecurityHeaders(
  headers: Headers,
  nonce: string | undefined,
  measurement: MeasurementSources,
): void {
  if (nonce && (headers.get("Content-Type") ?? "").startsWith("text/html")) {
    headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, measurement));
  }
  headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "SAMEORIGIN");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
}
