// New-build projects list (route table: /projects/ and /nl/nieuwbouw/…).
import { appContext } from "../context.server.ts";
import { loadProjectList } from "../features/projects/project-pages.server.ts";
import { ProjectList } from "../features/projects/project-list.tsx";
import { pageMeta } from "../i18n/seo.ts";
import { siteContext } from "../site-context.server.ts";
import type { Route } from "./+types/projects";

export async function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const projects = await loadProjectList(context.get(appContext).db, site.language, site.t);
  return {
    projects,
    title: site.t("PROJECTS_TITLE"),
    description: site.t("PROJECTS_INTRO"),
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: args.loaderData?.title, description: args.loaderData?.description });

export default function Projects({ loaderData }: Route.ComponentProps) {
  return <ProjectList projects={loaderData.projects} />;
}
