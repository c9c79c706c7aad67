// What a back-office save comes to: saved, refused input (400, messages per field), or refused because
// someone else saved the same thing first (409) or it is gone (404). Messages are dictionary keys.
import type { MessageKey } from "../../i18n/dictionary.ts";

export type EditOutcome =
  | { kind: "saved" }
  | { kind: "invalid"; errors: Record<string, MessageKey> }
  | { kind: "conflict" }
  | { kind: "gone" };

/** Thrown inside a save's transaction to undo everything it wrote. */
export class EditRefused extends Error {
  readonly outcome: Exclude<EditOutcome, { kind: "saved" }>;
  constructor(outcome: Exclude<EditOutcome, { kind: "saved" }>) {
    super(outcome.kind);
    this.outcome = outcome;
  }
}

/** Runs `save`; a refusal thrown inside it (after its transaction rolled back) becomes its outcome. */
export async function refusedAsOutcome(save: () => Promise<void>): Promise<EditOutcome> {
  try {
    await save();
    return { kind: "saved" };
  } catch (error) {
    if (error instanceof EditRefused) return error.outcome;
    // Two saves racing for the same unique value (a new id, a name, a path): the later one lost.
    if (isUniqueViolation(error)) return { kind: "conflict" };
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    if (typeof current !== "object") return false;
    if ("code" in current && current.code === "23505") return true;
    current = "cause" in current ? current.cause : null;
  }
  return false;
}

export const HTTP_STATUS: Record<EditOutcome["kind"], number> = {
  saved: 200,
  invalid: 400,
  conflict: 409,
  gone: 404,
};
