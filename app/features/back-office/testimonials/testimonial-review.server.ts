// The testimonials review: every testimonial, newest first; staff approve one (it shows on the site at
// once: the table's trigger empties the public page cache), hide it again, or correct the name shown.
// Each change carries the version the form showed (a stale one changes nothing) and its audit entry, in
// one transaction.
import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../../db/client.server.ts";
import { testimonials } from "../../../db/schema/content.ts";
import type { MessageKey } from "../../../i18n/dictionary.ts";
import { type AuditAction, audit } from "../../accounts/audit-log.server.ts";

export const NAME_MAX_LENGTH = 120;

const id = z.coerce.number().int().positive().max(2_147_483_647);
const version = z.coerce.number().int().positive().max(2_147_483_647);

export const TestimonialChangeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve"), id, version }),
  z.object({ intent: z.literal("hide"), id, version }),
  z.object({
    intent: z.literal("rename"),
    id,
    version,
    name: z
      .string()
      .max(NAME_MAX_LENGTH * 2)
      .transform((name) => name.replace(/\s+/g, " ").trim())
      .pipe(z.string().min(1).max(NAME_MAX_LENGTH)),
  }),
]);

export type TestimonialChangeOutcome =
  | { kind: "saved"; id: number }
  | { kind: "invalid"; id: number | null; error: MessageKey }
  | { kind: "conflict"; id: number }
  | { kind: "missing" };

const AUDIT: Record<"approve" | "hide" | "rename", AuditAction> = {
  approve: "testimonial.approved",
  hide: "testimonial.hidden",
  rename: "testimonial.renamed",
};

export async function listTestimonials(db: Database) {
  return db
    .select({
      id: testimonials.id,
      name: testimonials.name,
      comment: testimonials.comment,
      language: testimonials.language,
      approved: testimonials.approved,
      version: testimonials.version,
      date: testimonials.date,
      imageKey: testimonials.imageKey,
    })
    .from(testimonials)
    .orderBy(desc(testimonials.date), desc(testimonials.id));
}

export async function changeTestimonial(
  db: Database,
  actorId: string,
  fields: Record<string, string>,
  now: Date,
): Promise<TestimonialChangeOutcome> {
  const parsed = TestimonialChangeSchema.safeParse(fields);
  if (!parsed.success) {
    const named = id.safeParse(fields.id);
    const nameIssue = parsed.error.issues.some((issue) => issue.path[0] === "name");
    return {
      kind: "invalid",
      id: named.success ? named.data : null,
      error: nameIssue && fields.intent === "rename" ? "TESTIMONIALS_ERROR_NAME" : "LEADS_ERROR_FORM",
    };
  }
  const change = parsed.data;
  const values =
    change.intent === "rename" ? { name: change.name } : { approved: change.intent === "approve" };
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(testimonials)
      .set({ ...values, version: sql`${testimonials.version} + 1` })
      .where(and(eq(testimonials.id, change.id), eq(testimonials.version, change.version)))
      .returning({ id: testimonials.id });
    if (!updated) {
      const [exists] = await tx
        .select({ id: testimonials.id })
        .from(testimonials)
        .where(eq(testimonials.id, change.id));
      return exists ? { kind: "conflict" as const, id: change.id } : { kind: "missing" as const };
    }
    await audit(tx, actorId, AUDIT[change.intent], { kind: "testimonial", id: change.id }, now);
    return { kind: "saved" as const, id: change.id };
  });
}
