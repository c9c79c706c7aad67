// What a history use-case answers: the stored row (for the caller's audit entry), or the fields refused.
import type { z } from "zod";
import { fieldErrors, type HistoryFieldErrors } from "./history-fields.ts";

export type HistoryResult<T> = { ok: true; row: T } | { ok: false; errors: HistoryFieldErrors };

export function refused(errors: HistoryFieldErrors): { ok: false; errors: HistoryFieldErrors } {
  return { ok: false, errors };
}

/** The input parsed by `schema`, or the refusal to answer with (nothing is written then). */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { ok: true; value: z.output<S> } | { ok: false; errors: HistoryFieldErrors } {
  const parsed = schema.safeParse(input);
  return parsed.success ? { ok: true, value: parsed.data } : refused(fieldErrors(parsed.error));
}
