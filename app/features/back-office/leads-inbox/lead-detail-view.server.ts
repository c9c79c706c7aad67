// One lead's page data in the staff member's language: the request, the submitted fields, its consents
// and attribution, and every e-mail written for it as the outbox holds it (as sent, or waiting).
import type { Database } from "../../../db/client.server.ts";
import { LEAD_STATUSES } from "../../../db/schema/leads.ts";
import type { MessageKey } from "../../../i18n/dictionary.ts";
import type { Language } from "../../../i18n/languages.ts";
import { leadDetail } from "./lead-inbox.server.ts";
import { leadFormLabel, LEAD_STATUS_LABELS } from "./lead-labels.ts";
import { staffDateTime } from "./lead-list-view.server.ts";

type T = (key: MessageKey, params?: Record<string, string | number>) => string;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isLeadId(value: string | undefined): value is string {
  return value !== undefined && UUID.test(value);
}

/** A submitted value as text: lists joined, objects written out. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.map(shown).join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

export async function leadDetailView(db: Database, id: string, language: Language, t: T) {
  const found = await leadDetail(db, id);
  if (!found) return null;
  const { lead, consents, attribution, messages } = found;
  const attributionLines = attribution
    ? Object.entries(attribution)
        .filter(([key, value]) => key !== "leadId" && typeof value === "string" && value !== "")
        .map(([key, value]) => ({ label: key, value: shown(value) }))
    : [];
  return {
    id: lead.id,
    date: staffDateTime(lead.createdAt, language),
    form: t(leadFormLabel(lead.form)),
    status: lead.status,
    version: lead.version,
    internalNote: lead.internalNote ?? "",
    summary: [
      { label: t("LEADS_COLUMN_NAME"), value: [lead.firstName, lead.lastName].filter(Boolean).join(" ") },
      { label: t("LEADS_COLUMN_EMAIL"), value: lead.email },
      { label: t("LEADS_COLUMN_PHONE"), value: lead.phone ?? "" },
      { label: t("LEADS_FILTER_PROPERTY"), value: lead.propertyId === null ? "" : String(lead.propertyId) },
      { label: t("LEADS_COLUMN_LANGUAGE"), value: lead.language },
    ],
    fields: Object.entries(lead.payload).map(([label, value]) => ({ label, value: shown(value) })),
    consents: consents.map((consent) =>
      t("LEADS_CONSENT_LINE", {
        kind: consent.kind,
        at: staffDateTime(consent.givenAt, language),
        version: consent.statementVersion,
      }),
    ),
    attribution: attributionLines,
    messages: messages.map((message) => ({
      id: message.id,
      recipient: message.recipient,
      subject: message.subject,
      body: message.textBody,
      state:
        message.status === "delivered" && message.deliveredAt
          ? `${t("LEADS_MAIL_DELIVERED")} ${staffDateTime(message.deliveredAt, language)}`
          : t("LEADS_MAIL_QUEUED"),
    })),
    statuses: LEAD_STATUSES.map((status) => ({ value: status, label: t(LEAD_STATUS_LABELS[status]) })),
  };
}
