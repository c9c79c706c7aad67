// Another challenge for a form, asked by its "show other characters" link when JavaScript runs: a fresh
// ticket for the same client and its proof of work, as JSON. Nothing is stored, so a GET is fine; each
// ticket counts against the address like a form page does (docs/decisions/0009-form-challenge.md).
import { appContext } from "../context.server.ts";
import { isLeadFormKind } from "../features/leads/forms/lead-form-definitions.ts";
import { issueTicket } from "../features/leads/guard/form-ticket.server.ts";
import { requestLeadClient } from "../features/leads/guard/lead-client.server.ts";
import { leadRateLimiters } from "../features/leads/guard/lead-rate-limits.server.ts";
import { siteKey } from "../features/leads/guard/site-secret.server.ts";
import { siteContext } from "../site-context.server.ts";
import type { Route } from "./+types/captcha-ticket";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const form = isLeadFormKind(params.form) ? params.form : null;
  const headers = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
  const { t } = context.get(siteContext);
  if (!form) return Response.json({ error: t("LEAD_UNKNOWN_FORM") }, { status: 404, headers });
  const now = Date.now();
  // Only a client that was given a form page (and its cookie) gets more tickets.
  const client = requestLeadClient(request, now);
  if (!client) return Response.json({ error: t("LEAD_EXPIRED") }, { status: 403, headers });
  const app = context.get(appContext);
  if (!(await leadRateLimiters.tickets.hit(app.db, app.clientAddress ?? "unknown", now))) {
    return Response.json(
      { error: t("LEAD_RATE_LIMITED") },
      { status: 429, headers: { ...headers, "Retry-After": "600" } },
    );
  }
  const key = await siteKey(app.db, "form-ticket");
  return Response.json(issueTicket(key, form, client, now), { headers });
}
