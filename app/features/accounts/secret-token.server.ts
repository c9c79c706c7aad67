// Random secrets handed to a browser (a session id, a password link's token) and the digest kept in their
// place: the database holds SHA-256 of the secret, so reading it signs no one in.
import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe (quality.md asks for >= 128). */
export function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

export function secretDigest(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

const SECRET_SYNTAX = /^[A-Za-z0-9_-]{43}$/;

/** Whether `value` has the shape `newSecret` gives: anything else is refused before any query. */
export function isSecret(value: unknown): value is string {
  return typeof value === "string" && SECRET_SYNTAX.test(value);
}
