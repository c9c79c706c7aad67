// The one way the site signs a link it mails (unsubscribe, confirmations): a few dot-free fields and an
// HMAC-SHA256 over them with a key of the site (guard/site-secret.server.ts), compared in constant time.
// The link carries its own proof, so no token table is needed; what a link may still do is decided by
// the row it names (used, expired, superseded).
import { createHmac, timingSafeEqual } from "node:crypto";

const MAX_TOKEN_LENGTH = 200;
const FIELD = /^[A-Za-z0-9_-]+$/;

function signature(key: Buffer, fields: readonly string[]): Buffer {
  return createHmac("sha256", key).update(fields.join(":")).digest().subarray(0, 18);
}

/** `field.field….signature`; every field is made of letters, digits, `-` and `_`. */
export function signToken(key: Buffer, fields: readonly string[]): string {
  if (!fields.every((field) => FIELD.test(field))) throw new Error("A signed field must be a plain word");
  return `${fields.join(".")}.${signature(key, fields).toString("base64url")}`;
}

/** The token's fields when `key` signed exactly `fieldCount` of them; null for anything else. */
export function readSignedToken(key: Buffer, token: unknown, fieldCount: number): string[] | null {
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return null;
  const parts = token.split(".");
  const mac = parts.pop();
  // The signature in base64url's own alphabet only: Node's decoder also takes "+" and "/", which would let
  // a changed link read as the same one.
  if (parts.length !== fieldCount || !mac || !FIELD.test(mac) || !parts.every((field) => FIELD.test(field))) {
    return null;
  }
  const given = Buffer.from(mac, "base64url");
  const expected = signature(key, parts);
  return given.length === expected.length && timingSafeEqual(given, expected) ? parts : null;
}
