// Pages that render lead forms carry per-visitor tickets, so they must never be shared by the page cache
// (docs/decisions/0002-page-cache.md). A page that shows its forms only on demand (?form=) stays
// shareable without it. The tickets are bound to the visitor's first-party client value
// (guard/lead-client.server.ts): this middleware hands it to the loader and the action, and sets the
// cookie only on the per-visitor answers that carry forms.
import type { MiddlewareFunction } from "react-router";
import { leadClientContext, leadClientCookie, leadClientFor } from "./guard/lead-client.server.ts";

export const FORM_PARAM = "form";

export function leadFormsNotShared(options: { onlyWithFormParam: boolean }): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    const now = Date.now();
    const client = leadClientFor(request, now);
    context.set(leadClientContext, client);
    const response = await next();
    const url = new URL(request.url);
    if (!options.onlyWithFormParam || url.searchParams.has(FORM_PARAM) || request.method !== "GET") {
      response.headers.set("Cache-Control", "private, no-store");
      if (client.isNew)
        response.headers.append("Set-Cookie", leadClientCookie(client.value, url.protocol === "https:", now));
    }
    return response;
  };
}
