// Other captcha characters for a form, asked by its "show other characters" link when JavaScript runs:
// a fresh ticket and its text question, as JSON. Nothing is stored, so a GET is fine.
import { appContext } from "../context.server.ts";
import { LEAD_FORMS } from "../db/schema/leads.ts";
import { issueTicket } from "../features/leads/guard/form-ticket.server.ts";
import { siteKey } from "../features/leads/guard/site-secret.server.ts";
import { siteContext } from "../site-context.server.ts";
import type { Route } from "./+types/captcha-ticket";

export async function loader({ params, context }: Route.LoaderArgs) {
  const form = LEAD_FORMS.find((known) => known === params.form);
  const headers = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
  if (!form)
    return Response.json(
      { error: context.get(siteContext).t("LEAD_UNKNOWN_FORM") },
      { status: 404, headers },
    );
  const key = await siteKey(context.get(appContext).db, "form-ticket");
  return Response.json(issueTicket(key, form, Date.now()), { headers });
}
