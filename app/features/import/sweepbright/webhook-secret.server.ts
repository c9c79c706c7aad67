// The webhook's shared secret, compared in constant time: both sides are hashed first, so neither the
// length nor a common prefix of a guess shows in the time the comparison takes.
import { createHash, timingSafeEqual } from "node:crypto";

const digest = (text: string) => createHash("sha256").update(text).digest();

export function sameSecret(presented: string, expected: string): boolean {
  return expected.length > 0 && timingSafeEqual(digest(presented), digest(expected));
}
