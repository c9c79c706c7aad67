// The route action of every page with lead forms: `export const action = (args) => leadAction(args, target)`.
// Success answers 303 to the thank-you page; a refused submit answers 4xx with the page's values and errors.
import { data, redirect, type RouterContextProvider } from "react-router";
import { leadRateLimiters } from "./guard/lead-rate-limits.server.ts";
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
  return data(outcome.state, {
    status: outcome.status,
    headers: {
      "Cache-Control": "private, no-store",
      ...(outcome.status === 429 ? { "Retry-After": "600" } : {}),
    },
  });
}
