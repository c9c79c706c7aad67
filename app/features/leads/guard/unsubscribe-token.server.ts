// One-click unsubscribe links for search alerts and the newsletter: the subscription's id signed with the
// site's key, so no login is needed and no one can unsubscribe someone else.
import { createHmac, timingSafeEqual } from "node:crypto";

export type SubscriptionKind = "alert" | "newsletter";
export type SubscriptionRef = { kind: SubscriptionKind; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function signature(key: Buffer, ref: SubscriptionRef): Buffer {
  return createHmac("sha256", key).update(`${ref.kind}:${ref.id}`).digest().subarray(0, 18);
}

export function unsubscribeToken(key: Buffer, ref: SubscriptionRef): string {
  return `${ref.kind}.${ref.id}.${signature(key, ref).toString("base64url")}`;
}

export function readUnsubscribeToken(key: Buffer, token: unknown): SubscriptionRef | null {
  if (typeof token !== "string" || token.length > 200) return null;
  const [kind, id, mac, ...rest] = token.split(".");
  if (rest.length > 0 || (kind !== "alert" && kind !== "newsletter") || !id || !UUID.test(id) || !mac)
    return null;
  const ref: SubscriptionRef = { kind, id };
  const given = Buffer.from(mac, "base64url");
  const expected = signature(key, ref);
  return given.length === expected.length && timingSafeEqual(given, expected) ? ref : null;
}
