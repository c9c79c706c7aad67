// The words of a lead form's field errors, as JSON, asked by the form's own check in the browser once it
// finds errors: a page's data carries no field error's text (docs/decisions/0029-field-errors-on-demand.md).
// `keys` names the errors, comma-separated; `lng` the page's language (the site middleware reads it).
import { fieldErrorWords } from "../features/leads/schemas/field-errors.ts";
import { siteContext } from "../site-context.server.ts";
import type { Route } from "./+types/lead-form-errors";

/** More than any form's fields: a longer list is cut, not refused. */
const MAX_KEYS = 60;

export function loader({ request, context }: Route.LoaderArgs) {
  const keys = (new URL(request.url).searchParams.get("keys") ?? "").split(",").slice(0, MAX_KEYS);
  const { dictionary } = context.get(siteContext);
  return Response.json(fieldErrorWords(dictionary, keys), {
    headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" },
  });
}
