// The captcha image of a form ticket (spec §5 captcha): rendered by the site itself, once per ticket, and
// only for the client the ticket was issued to (docs/decisions/0009-form-challenge.md).
import { appContext } from "../context.server.ts";
import { captchaImages } from "../features/leads/guard/captcha-image-cache.server.ts";
import { openTicket } from "../features/leads/guard/form-ticket.server.ts";
import { requestLeadClient } from "../features/leads/guard/lead-client.server.ts";
import { siteKey } from "../features/leads/guard/site-secret.server.ts";
import { siteContext } from "../site-context.server.ts";
import type { Route } from "./+types/captcha";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const key = await siteKey(context.get(appContext).db, "form-ticket");
  const ticket = openTicket(key, params.ticket);
  if (!ticket || ticket.client !== requestLeadClient(request, Date.now())) {
    return new Response(context.get(siteContext).t("LEAD_EXPIRED"), {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const png = await captchaImages.image(ticket);
  return new Response(new Uint8Array(png), {
    headers: { "Content-Type": "image/png", "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" },
  });
}
