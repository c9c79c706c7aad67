// One-click unsubscribe links for search alerts and the newsletter: the subscription's id signed with the
// site's key, so no login is needed and no one can unsubscribe someone else.
import { readSignedToken, signToken } from "./signed-token.server.ts";

export type SubscriptionKind = "alert" | "newsletter";
export type SubscriptionRef = { kind: SubscriptionKind; id: string };

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function unsubscribeToken(key: Buffer, ref: SubscriptionRef): string {
  return signToken(key, [ref.kind, ref.id]);
}

export function readUnsubscribeToken(key: Buffer, token: unknown): SubscriptionRef | null {
  const fields = readSignedToken(key, token, 2);
  if (!fields) return null;
  const [kind, id] = fields;
  if ((kind !== "alert" && kind !== "newsletter") || !id || !UUID.test(id)) return null;
  return { kind, id };
}
