// What every field of one lead form reads: the form's name (ids are prefixed with it, so two forms on a
// page never share an id), what the visitor typed before a refused submit, and the errors in words.
import { createContext, useContext } from "react";
import type { LeadFormKind } from "../../../db/schema/leads.ts";
import type { FieldErrorTexts } from "../schemas/field-errors.ts";

export type LeadFormFields = {
  form: LeadFormKind;
  values: Record<string, string | string[]>;
  errors: FieldErrorTexts;
};

export const LeadFormFieldsContext = createContext<LeadFormFields | null>(null);

export function useLeadFormFields(): LeadFormFields {
  const fields = useContext(LeadFormFieldsContext);
  if (!fields) throw new Error("Lead fields are rendered inside <LeadForm>");
  return fields;
}

export function fieldId(form: LeadFormKind, name: string): string {
  return `${form}-${name}`;
}

export function textValue(values: LeadFormFields["values"], name: string): string | undefined {
  const value = values[name];
  return typeof value === "string" ? value : undefined;
}

export function listValue(values: LeadFormFields["values"], name: string): string[] {
  const value = values[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
