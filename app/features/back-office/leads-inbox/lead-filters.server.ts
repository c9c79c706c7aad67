// The leads inbox's filters, read from the page's query string: the form, the property, the status, a
// date range and a search on name and e-mail. The list page, its pages and the CSV export read the same
// filters, so the export is exactly the filtered list.
import { z } from "zod";
import { LEAD_FORMS, LEAD_STATUSES } from "../../../db/schema/leads.ts";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    schema.optional(),
  );

const day = z
  .string()
  .trim()
  .regex(DAY)
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
  );

export const LeadFiltersSchema = z
  .object({
    q: optional(z.string().trim().max(120)),
    form: optional(z.enum(LEAD_FORMS)),
    property: optional(z.coerce.number().int().positive().max(2_147_483_647)),
    status: optional(z.enum(LEAD_STATUSES)),
    from: optional(day),
    to: optional(day),
    page: optional(z.coerce.number().int().positive().max(100_000)),
  })
  .refine((filters) => !filters.from || !filters.to || filters.from <= filters.to, { path: ["to"] });

export type LeadFilters = z.infer<typeof LeadFiltersSchema>;
export type LeadFilterField = "q" | "form" | "property" | "status" | "from" | "to" | "page";
const FILTER_FIELDS: readonly LeadFilterField[] = ["q", "form", "property", "status", "from", "to", "page"];

export type ParsedLeadFilters =
  | { ok: true; filters: LeadFilters; values: Partial<Record<LeadFilterField, string>> }
  | { ok: false; invalid: LeadFilterField[]; values: Partial<Record<LeadFilterField, string>> };

/** The filters of `params`; a value that is not a valid filter names its field (the page answers 400). */
export function parseLeadFilters(params: URLSearchParams): ParsedLeadFilters {
  const values: Partial<Record<LeadFilterField, string>> = {};
  for (const field of FILTER_FIELDS) {
    const all = params.getAll(field);
    if (all.length > 0) values[field] = all.length === 1 ? (all[0] ?? "").slice(0, 200) : "";
  }
  const repeated = FILTER_FIELDS.filter((field) => params.getAll(field).length > 1);
  const parsed = LeadFiltersSchema.safeParse(values);
  if (parsed.success && repeated.length === 0) return { ok: true, filters: parsed.data, values };
  const invalid = new Set<LeadFilterField>(repeated);
  for (const issue of parsed.error?.issues ?? []) {
    const field = FILTER_FIELDS.find((name) => name === issue.path[0]);
    if (field) invalid.add(field);
  }
  return { ok: false, invalid: [...invalid], values };
}

/** The query string of `values` without the page (for the export link and the page links). */
export function filterQuery(values: Partial<Record<LeadFilterField, string>>, page?: number): string {
  const query = new URLSearchParams();
  for (const field of FILTER_FIELDS) {
    const value = values[field];
    if (field !== "page" && value) query.set(field, value);
  }
  if (page && page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `?${text}` : "";
}
