// The loader shared by the content screens: the page configured for the screen at the requested path.
import { data, type RouterContextProvider } from "react-router";
import { appContext } from "../../context.server.ts";
import { screenOfPath } from "../../i18n/localize-path.ts";
import { SCREEN_PATHS } from "../../i18n/route-table.ts";
import { siteContext } from "../../site-context.server.ts";
import { keepMarkup } from "../../kept-markup.server.ts";
import { type PageContent, pageContent, withKeptContent } from "./page-content.server.ts";

type Args = { url: URL; context: Readonly<RouterContextProvider> };

/** The page content of the screen at `url`, or a 404 when the configuration has no such page. */
export async function loadScreenContent({ url, context }: Args): Promise<PageContent> {
  const site = context.get(siteContext);
  const screen = screenOfPath(url.pathname);
  const content = screen
    ? await pageContent(context.get(appContext).db, SCREEN_PATHS[screen].original, site.language)
    : null;
  if (!content) throw data(null, { status: 404 });
  return withKeptContent(content, (markup) => keepMarkup(context, markup));
}
