// The route action of every page with lead forms: `export const action = (args) => leadAction(args, target)`.
// Success answers 303 to the thank-you page; a refused submit answers 4xx with the page's values and errors.
import { data, redirect, type RouterContextProvider } from "react-router";
import { siteContext } from "../../site-context.server.ts";
import { leadRateLimiters } from "./guard/lead-rate-limits.server.ts";
import type { LeadFormState } from "./lead-form-state.ts";
import { leadFormNotice } from "./lead-outcome-texts.ts";
import { fieldErrorTexts } from "./schemas/field-errors.ts";
import { leadRequestContext } from "./lead-request.server.ts";
import { handleLeadSubmission, type LeadTarget } from "./submit/handle-submission.server.ts";

export async function leadAction(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  target: LeadTarget,
) {
  const outcome = await handleLeadSubmission(request, leadRequestContext(context), target, {
    limiters: leadRateLimiters,
    now: () => new Date(),
    log: (line) => console.log(line),
  });
  if (outcome.kind === "redirect") return redirect(outcome.location, 303);
  // The notice and the fields' errors go in the visitor's words: the server decides them, so their texts
  // stay here.
  const { message, fieldErrors, ...refusal } = outcome.state;
  const { t } = context.get(siteContext);
  const state: LeadFormState = {
    ...refusal,
    notice: leadFormNotice(refusal.form, { tone: refusal.tone, message }, t),
    fieldErrors: fieldErrorTexts(fieldErrors, t),
  };
  return data(state, {
    status: outcome.status,
    headers: {
      "Cache-Control": "private, no-store",
      ...(outcome.status === 429 ? { "Retry-After": "600" } : {}),
    },
  });
}
