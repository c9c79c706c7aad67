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
  | "visit.updated"
  | "communication.posted"
  | "online_media.added"
  | "visit.removed"
  | "communication.removed"
  | "online_media.removed"
  | "lead.updated"
  | "privacy.exported"
  | "privacy.erased"
  | "testimonial.approved"
  | "testimonial.hidden"
  | "testimonial.renamed"
  | "site.menu_changed"
  | "site.menu_added"
  | "site.menu_deleted"
  | "site.header_link_changed"
  | "site.header_link_added"
  | "site.header_link_deleted"
  | "site.footer_reordered"
  | "site.footer_column_changed"
  | "site.footer_column_added"
  | "site.footer_column_deleted"
  | "site.settings_changed"
  | "content.page_created"
  | "content.page_changed"
  | "content.page_published"
  | "content.page_unpublished"
  | "content.article_created"
  | "content.article_changed"
  | "content.article_published"
  | "content.article_unpublished"
  | "listing.published"
  | "listing.unpublished"
  | "listing.saved"
  | "listing.photo_added"
  | "listing.photo_changed"
  | "listing.photo_removed"
  | "account.role_changed"
  | "api_key.created"
  | "api_key.revoked";

export type AuditSubject = {
  kind:
    | "account"
    | "property"
    | "lead"
    | "testimonial"
    | "privacy_request"
    | "menu"
    | "header_link"
    | "footer_column"
    | "site_settings"
    | "page"
    | "article"
    | "api_key";
  id: string | number;
};

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
