// /robots.txt: crawling allowed but for the thank-you pages; points to the sitemap.
import { robotsTxt } from "../features/site-shell/sitemap.server.ts";
import { siteContext } from "../site-context.server.ts";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  return new Response(robotsTxt(site.origin, site.enabledLanguages), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
