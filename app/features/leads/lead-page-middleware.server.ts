// Pages that render lead forms carry a per-visitor ticket, so they must never be shared by the page cache
// (docs/decisions/0002-page-cache.md). A page that shows its forms only on demand (?form=) stays
// shareable without it.
import type { MiddlewareFunction } from "react-router";

export const FORM_PARAM = "form";

export function leadFormsNotShared(options: { onlyWithFormParam: boolean }): MiddlewareFunction<Response> {
  return async ({ request }, next) => {
    const response = await next();
    const url = new URL(request.url);
    if (!options.onlyWithFormParam || url.searchParams.has(FORM_PARAM) || request.method !== "GET") {
      response.headers.set("Cache-Control", "private, no-store");
    }
    return response;
  };
}
