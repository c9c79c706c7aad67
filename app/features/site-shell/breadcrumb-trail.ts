// Breadcrumbs per route (spec §2). Convention for route modules: a page whose trail the route table
// cannot derive returns `breadcrumbs` in its loader data: the entries after Home, the last one being the
// page itself, e.g. [{ label: "Te koop", href: "/nl/te-koop/" }, { label: "Woning in Mechelen" }].
// Screens of the route table get Home › their title; the home page has none.
import type { MatchForAlternates } from "../../i18n/alternates.ts";
import { SCREEN_PATHS, type Screen } from "../../i18n/route-table.ts";
import { screenPageOf } from "../../i18n/seo.ts";
import { translate } from "../../i18n/translate.ts";
import type { Crumb } from "../../ui/breadcrumbs.tsx";
import type { ShellData } from "./shell-data.ts";

function isScreen(value: string): value is Screen {
  return value in SCREEN_PATHS;
}

function crumbsInData(data: unknown): Crumb[] | null {
  if (typeof data !== "object" || data === null || !("breadcrumbs" in data)) return null;
  const { breadcrumbs } = data;
  if (!Array.isArray(breadcrumbs)) return null;
  const crumbs: Crumb[] = [];
  for (const entry of breadcrumbs) {
    if (
      typeof entry !== "object" ||
      entry === null ||
      !("label" in entry) ||
      typeof entry.label !== "string"
    ) {
      continue;
    }
    const href = "href" in entry && typeof entry.href === "string" ? entry.href : undefined;
    crumbs.push(href ? { label: entry.label, href } : { label: entry.label });
  }
  return crumbs;
}

/** The trail for the page `match` renders, Home first; empty on the home page and on error pages. */
export function breadcrumbTrail(match: MatchForAlternates | undefined, shell: ShellData): Crumb[] {
  if (!match) return [];
  const [kind = ""] = match.id.split(".");
  if (kind === "home") return [];
  const home: Crumb = {
    label: translate(shell.messages, "SHELL_HOME"),
    href: SCREEN_PATHS.home[shell.language],
  };
  const fromData = crumbsInData(match.data);
  if (fromData) return fromData.length > 0 ? [home, ...fromData] : [];
  if (isScreen(kind)) {
    const title = screenPageOf(match.data)?.title;
    return title ? [home, { label: title }] : [];
  }
  if (kind === "feedback") return [home, { label: translate(shell.messages, "PAGE_TITLE_THANK_YOU") }];
  return [];
}
