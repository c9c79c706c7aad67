// Confirmation links of a visit (the visitor's and the agency's), a newsletter sign-up and a search
// alert: what is confirmed, its id and when the link was issued, signed like every mailed link
// (signed-token.server.ts) with a key of its own, so an unsubscribe link never reads as one.
import { readSignedToken, signToken } from "./signed-token.server.ts";
import { UUID } from "./unsubscribe-token.server.ts";

export const CONFIRMATION_KINDS = ["visit", "agency-visit", "newsletter", "alert"] as const;
export type ConfirmationKind = (typeof CONFIRMATION_KINDS)[number];
export type ConfirmationRef = { kind: ConfirmationKind; id: string; issuedAt: Date };

const ISSUED = /^[0-9a-z]{1,11}$/;

function isConfirmationKind(value: string | undefined): value is ConfirmationKind {
  return CONFIRMATION_KINDS.some((kind) => kind === value);
}

export function confirmationToken(key: Buffer, ref: ConfirmationRef): string {
  return signToken(key, [ref.kind, ref.id, ref.issuedAt.getTime().toString(36)]);
}

export function readConfirmationToken(key: Buffer, token: unknown): ConfirmationRef | null {
  const fields = readSignedToken(key, token, 3);
  if (!fields) return null;
  const [kind, id, issued] = fields;
  if (!isConfirmationKind(kind) || !id || !UUID.test(id) || !issued || !ISSUED.test(issued)) return null;
  return { kind, id, issuedAt: new Date(parseInt(issued, 36)) };
}
