// A staff member sets a lead's status and internal note. The form carries the version it showed: a save
// based on an older version changes nothing (409), so two staff members never overwrite each other
// unseen. The change and its audit entry are one transaction.
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../../db/client.server.ts";
import { LEAD_STATUSES, leads } from "../../../db/schema/leads.ts";
import type { MessageKey } from "../../../i18n/dictionary.ts";
import { audit } from "../../accounts/audit-log.server.ts";
import { NOTE_MAX_LENGTH } from "./lead-note.ts";

export const LeadFollowUpSchema = z.object({
  status: z.enum(LEAD_STATUSES, { error: "LEADS_ERROR_STATUS" }),
  internalNote: z
    .string({ error: "LEADS_ERROR_NOTE" })
    .max(NOTE_MAX_LENGTH * 2, { error: "LEADS_ERROR_NOTE" })
    .transform((note) => note.replace(/\r\n/g, "\n").trim())
    .pipe(z.string().max(NOTE_MAX_LENGTH, { error: "LEADS_ERROR_NOTE" })),
  version: z.coerce.number({ error: "LEADS_ERROR_FORM" }).int().positive().max(2_147_483_647),
});

export type FollowUpOutcome =
  | { kind: "saved"; version: number }
  | { kind: "invalid"; errors: Partial<Record<"status" | "internalNote" | "form", MessageKey>> }
  | { kind: "conflict" }
  | { kind: "missing" };

function errorKey(message: string): MessageKey {
  return message === "LEADS_ERROR_STATUS" || message === "LEADS_ERROR_NOTE" ? message : "LEADS_ERROR_FORM";
}

export async function saveFollowUp(
  db: Database,
  actorId: string,
  leadId: string,
  fields: Record<string, string>,
  now: Date,
): Promise<FollowUpOutcome> {
  const parsed = LeadFollowUpSchema.safeParse({ internalNote: "", ...fields });
  if (!parsed.success) {
    const errors: Partial<Record<"status" | "internalNote" | "form", MessageKey>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === "status" || issue.path[0] === "internalNote" ? issue.path[0] : "form";
      errors[field] ??= errorKey(issue.message);
    }
    return { kind: "invalid", errors };
  }
  const { status, internalNote, version } = parsed.data;
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(leads)
      .set({ status, internalNote: internalNote || null, version: sql`${leads.version} + 1` })
      .where(and(eq(leads.id, leadId), eq(leads.version, version)))
      .returning({ version: leads.version });
    if (!updated) {
      const [exists] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId));
      return exists ? { kind: "conflict" as const } : { kind: "missing" as const };
    }
    await audit(tx, actorId, "lead.updated", { kind: "lead", id: leadId }, now);
    return { kind: "saved" as const, version: updated.version };
  });
}
