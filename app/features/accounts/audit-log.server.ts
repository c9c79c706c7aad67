// The audit log: who did what to which subject, written by the caller inside the transaction of the change
// itself, so a change and its entry are committed together or not at all.
import type { Database } from "../../db/client.server.ts";
import { auditLog } from "../../db/schema/accounts.ts";

export type AuditAction =
  | "account.invited"
  | "account.password_set"
  | "account.password_reset"
  | "account.signed_out_everywhere"
  | "property_owner.linked"
  | "property_owner.unlinked"
  | "visit.recorded"
  | "communication.posted"
  | "online_media.added"
  | "visit.removed"
  | "communication.removed"
  | "online_media.removed"
  | "listing.published"
  | "listing.unpublished"
  | "listing.saved"
  | "listing.photo_added"
  | "listing.photo_changed"
  | "listing.photo_removed"
  | "account.role_changed"
  | "api_key.created"
  | "api_key.revoked";

export type AuditSubject = { kind: "account" | "property" | "api_key"; id: string | number };

export async function audit(
  db: Database,
  actorId: string | null,
  action: AuditAction,
  subject: AuditSubject,
  at: Date,
): Promise<void> {
  await db.insert(auditLog).values({
    actorId,
    action,
    subjectKind: subject.kind,
    subjectId: String(subject.id),
    at,
  });
}
