// Every screen route's loader data carries its screen's title, description and share image (`screenPage`),
// which the head (the root's meta) and the breadcrumb trail read in the browser
// (docs/decisions/0014-light-pages.md). They travelled in the root's data, every screen's on every page;
// a client navigation does not reload the root's data, so the next screen's must come with its own.
import { data, type ServerBuild } from "react-router";
import { appContext } from "../app/context.server.ts";
import { screenPageFor } from "../app/features/site-shell/screen-pages.server.ts";
import { siteConfig } from "../app/features/site-shell/site-config.server.ts";
import { type Screen, SCREENS } from "../app/i18n/route-table.ts";
import { SCREEN_PAGE_FIELD } from "../app/i18n/seo.ts";
import { siteContext } from "../app/site-context.server.ts";
import { isDataWithInit, isPlainObject } from "./route-messages.ts";

type Loader = NonNullable<NonNullable<ServerBuild["routes"][string]>["module"]["loader"]>;

/** The screen a route id (`<screen>.<language|original>`, app/routes.ts) serves, or null. */
export function screenOfRoute(id: string): Screen | null {
  const [kind = ""] = id.split(".");
  return SCREENS.find((screen) => screen === kind) ?? null;
}

/** The build with every screen route's loader adding its screen's head texts to its data. */
export function withScreenPages(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const screen = screenOfRoute(id);
    const loader = route.module.loader;
    routes[id] =
      screen && loader
        ? { ...route, module: { ...route.module, loader: withScreenPage(loader, screen) } }
        : route;
  }
  return { ...build, routes };
}

function withScreenPage(loader: Loader, screen: Screen): Loader {
  return async (args) => {
    const value: unknown = await loader(args);
    const site = args.context.get(siteContext);
    const page = screenPageFor(await siteConfig(args.context.get(appContext).db), site.language, screen);
    if (isDataWithInit(value)) {
      return isPlainObject(value.data)
        ? data({ ...value.data, [SCREEN_PAGE_FIELD]: page }, value.init ?? undefined)
        : value;
    }
    return isPlainObject(value) ? { ...value, [SCREEN_PAGE_FIELD]: page } : value;
  };
}
