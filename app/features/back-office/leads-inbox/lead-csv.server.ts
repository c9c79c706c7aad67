// The filtered leads list as a CSV file in the staff member's language (app/domain/csv.ts makes every
// cell safe to open in a spreadsheet).
import { csvDocument } from "../../../domain/csv.ts";
import type { Database } from "../../../db/client.server.ts";
import type { MessageKey } from "../../../i18n/dictionary.ts";
import type { LeadFilters } from "./lead-filters.server.ts";
import { leadsForExport } from "./lead-inbox.server.ts";
import { leadFormLabel, LEAD_STATUS_LABELS } from "./lead-labels.ts";

const HEADERS: MessageKey[] = [
  "LEADS_COLUMN_DATE",
  "LEADS_FILTER_FORM",
  "LEADS_FILTER_STATUS",
  "LEADS_COLUMN_NAME",
  "LEADS_COLUMN_EMAIL",
  "LEADS_COLUMN_PHONE",
  "LEADS_FILTER_PROPERTY",
  "LEADS_COLUMN_LANGUAGE",
  "LEADS_COLUMN_NOTE",
];

export async function leadsCsv(
  db: Database,
  filters: LeadFilters,
  t: (key: MessageKey) => string,
): Promise<string> {
  const rows = await leadsForExport(db, filters);
  return csvDocument([
    HEADERS.map((key) => t(key)),
    ...rows.map((lead) => [
      lead.createdAt.toISOString(),
      t(leadFormLabel(lead.form)),
      t(LEAD_STATUS_LABELS[lead.status]),
      [lead.firstName, lead.lastName].filter(Boolean).join(" "),
      lead.email,
      lead.phone,
      lead.propertyId,
      lead.language,
      lead.internalNote,
    ]),
  ]);
}

/** The export's file name: the agency's leads of the day it was made. */
export function csvFileName(now: Date): string {
  return `leads-${now.toISOString().slice(0, 10)}.csv`;
}
