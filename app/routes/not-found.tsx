// Any path no screen answers (spec §2): an original path under a language prefix, or a path ending in
// for-sale/ or for-rent/, is sent on to its screen (301, `pathForUnmatched`); anything else is the 404
// page, with a status of 404.
import { data, redirect } from "react-router";
import { NotFoundPage } from "../features/site-shell/not-found-page.tsx";
import { pageMeta } from "../i18n/seo.ts";
import { pathForUnmatched } from "../i18n/unmatched-path.ts";
import { siteContext } from "../site-context.server.ts";
import type { Route } from "./+types/not-found";

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const found = pathForUnmatched(url.pathname, context.get(siteContext).enabledLanguages);
  if (found) throw redirect(`${found}${url.search}`, 301);
  return data({ notFound: true }, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function NotFound() {
  return <NotFoundPage />;
}
