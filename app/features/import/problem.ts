// RFC 9457 problem details for the import API. Integrators read them, not visitors: titles and details
// are in English (ADR 0018). Each bad field is named by a JSON Pointer into the request body.
import type { z } from "zod";
import type { ProblemSchema } from "./api-requests.ts";

export type Problem = z.output<typeof ProblemSchema>;

const PROBLEM_BASE = "https://immo-site.invalid/problems/";

export const PROBLEM_TITLES = {
  "invalid-body": "The request body is not valid",
  "not-json": "The request body is not JSON",
  "body-too-large": "The request body is too large",
  "unsupported-media-type": "Send the body as application/json",
  unauthorized: "A valid API key is required",
  forbidden: "Not allowed",
  "rate-limited": "Too many requests",
  "not-found": "Not found",
  "method-not-allowed": "Method not allowed",
  conflict: "The request conflicts with the stored data",
  "listing-gone": "This listing was removed",
  "crm-unavailable": "The CRM could not be read",
} as const;

export type ProblemKind = keyof typeof PROBLEM_TITLES;

export function problem(
  kind: ProblemKind,
  status: number,
  detail?: string,
  errors?: Problem["errors"],
): Problem {
  return {
    type: `${PROBLEM_BASE}${kind}`,
    title: PROBLEM_TITLES[kind],
    status,
    ...(detail ? { detail } : {}),
    ...(errors && errors.length > 0 ? { errors } : {}),
  };
}

/** RFC 6901: "~" and "/" inside a segment are escaped. */
export function jsonPointer(path: readonly PropertyKey[]): string {
  return path.map((segment) => `/${String(segment).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");
}

/** Every issue of a failed parse as a pointer and a message; unknown fields are named one by one. */
export function fieldErrors(
  error: z.ZodError,
  prefix: readonly PropertyKey[] = [],
): NonNullable<Problem["errors"]> {
  return error.issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({ pointer: jsonPointer([...path, key]), detail: "unknown field" }));
    }
    return [{ pointer: jsonPointer(path), detail: issue.message }];
  });
}

export function invalidBody(error: z.ZodError, prefix: readonly PropertyKey[] = []): Problem {
  const errors = fieldErrors(error, prefix);
  return problem("invalid-body", 422, `${errors.length} field(s) are not valid`, errors);
}
