// The leads list page's data in the staff member's language: the filters as the form shows them (with
// their choices and errors translated), the page of leads and the links to the other pages and the export.
import type { Database } from "../../../db/client.server.ts";
import { LEAD_FORMS, LEAD_STATUSES } from "../../../db/schema/leads.ts";
import type { MessageKey } from "../../../i18n/dictionary.ts";
import type { Language } from "../../../i18n/languages.ts";
import { filterQuery, type ParsedLeadFilters } from "./lead-filters.server.ts";
import { listLeads } from "./lead-inbox.server.ts";
import { leadFormLabel, LEAD_STATUS_LABELS } from "./lead-labels.ts";

type T = (key: MessageKey, params?: Record<string, string | number>) => string;

/** A moment as the agency reads it: its date and time in Belgium, in the page's language. */
export function staffDateTime(at: Date, language: Language): string {
  return new Intl.DateTimeFormat(`${language}-BE`, {
    dateStyle: "short",
    timeStyle: "short",
    timeZone: "Europe/Brussels",
  }).format(at);
}

export async function leadListView(db: Database, parsed: ParsedLeadFilters, language: Language, t: T) {
  const any = { value: "", label: t("LEADS_FILTER_ANY") };
  const choices = {
    forms: [any, ...LEAD_FORMS.map((form) => ({ value: form, label: t(leadFormLabel(form)) }))],
    statuses: [
      any,
      ...LEAD_STATUSES.map((status) => ({ value: status, label: t(LEAD_STATUS_LABELS[status]) })),
    ],
  };
  if (!parsed.ok) {
    const errors = Object.fromEntries(parsed.invalid.map((field) => [field, t("LEADS_ERROR_FILTER")]));
    return { values: parsed.values, errors, choices, rows: [], total: 0, page: 1, pages: 1, links: null };
  }
  const list = await listLeads(db, parsed.filters);
  const query = (page?: number) => filterQuery(parsed.values, page);
  return {
    values: parsed.values,
    errors: {},
    choices,
    rows: list.rows.map((lead) => ({
      id: lead.id,
      date: staffDateTime(lead.createdAt, language),
      form: t(leadFormLabel(lead.form)),
      status: t(LEAD_STATUS_LABELS[lead.status]),
      name: [lead.firstName, lead.lastName].filter(Boolean).join(" "),
      email: lead.email,
      propertyId: lead.propertyId,
    })),
    total: list.total,
    page: list.page,
    pages: list.pages,
    links: {
      export: query(),
      previous: list.page > 1 ? query(list.page - 1) || "?" : null,
      next: list.page < list.pages ? query(list.page + 1) : null,
    },
  };
}
