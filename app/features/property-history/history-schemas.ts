// The staff forms that feed a property's history: one Zod schema each. Parsed on the server; the
// use-cases accept nothing else (property-history.server.ts).
import { z } from "zod";
import { VISIT_SOURCES, VISIT_STATUSES, VISIT_TYPES } from "../../domain/visit-history.ts";
import { siteInstant } from "../../domain/site-calendar.ts";
import { choiceField, idField, lineField, rowIdField, textField } from "./history-fields.ts";
import { webUrlField } from "./web-url.ts";

/** A datetime-local field, read as Brussels wall-clock time. */
const visitTimeField = z
  .string({ error: "HISTORY_ERROR_DATE" })
  .trim()
  .transform((value, context) => {
    const instant = siteInstant(value);
    if (!instant) {
      context.addIssue({ code: "custom", message: "HISTORY_ERROR_DATE" });
      return z.NEVER;
    }
    return instant;
  });

const visitFields = {
  propertyId: idField,
  visitAt: visitTimeField,
  type: choiceField(VISIT_TYPES),
  contact: lineField(120),
  subject: lineField(200),
  comment: textField(4_000, false),
  status: choiceField(VISIT_STATUSES),
  source: choiceField(VISIT_SOURCES),
};

export const visitInputSchema = z.object(visitFields);

/** Changing a recorded visit (its feedback and status after the viewing, above all). */
export const visitUpdateSchema = z.object({ ...visitFields, id: rowIdField });

/** An empty document address means "no document"; a label without an address is refused. */
export const communicationInputSchema = z
  .object({
    propertyId: idField,
    message: textField(4_000, true),
    documentUrl: z.preprocess((value) => (value === "" ? undefined : value), webUrlField.optional()),
    documentLabel: z.preprocess((value) => (value === "" ? undefined : value), lineField(120).optional()),
  })
  .superRefine((value, context) => {
    if (value.documentLabel && !value.documentUrl) {
      context.addIssue({ code: "custom", path: ["documentUrl"], message: "HISTORY_ERROR_REQUIRED" });
    }
  });

export const mediaLinkInputSchema = z.object({
  propertyId: idField,
  label: lineField(120),
  url: webUrlField,
});

export const mediaLinkUpdateSchema = mediaLinkInputSchema.extend({ id: rowIdField });

/** Removing a row: its id and the property it belongs to (a row of another property is not found). */
export const historyRowSchema = z.object({ propertyId: idField, id: rowIdField });
