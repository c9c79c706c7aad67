// New-build project detail (/projects/{id}/ and /{lang}/{nieuwbouw…}/{slug}/{id}/).
import { data, redirect } from "react-router";
import { appContext } from "../context.server.ts";
import { loadProjectPage } from "../features/projects/project-pages.server.ts";
import { ProjectDetail } from "../features/projects/project-detail.tsx";
import { ProjectNotFound } from "../features/projects/project-not-found.tsx";
import { SCREEN_PATHS } from "../i18n/route-table.ts";
import { detailPageMeta } from "../i18n/seo.ts";
import { siteContext } from "../site-context.server.ts";
import { ProjectLeadActions } from "../features/leads/components/property-lead-actions.tsx";
import { leadAction } from "../features/leads/lead-action.server.ts";
import { leadFormsNotShared } from "../features/leads/lead-page-middleware.server.ts";
import { projectLeadTarget, subjectLeadForms } from "../features/leads/subject-leads.server.ts";
import { OPEN_FORMS_FIELD } from "../i18n/route-messages.ts";
import type { Route } from "./+types/project";
import { photoPicture } from "../features/property/photo-views.ts";

// The construction enquiry opens on demand (?form=): only then is the page per visitor.
export const middleware = [leadFormsNotShared({ onlyWithFormParam: true })];

export const action = (args: Route.ActionArgs) => leadAction(args, projectLeadTarget(args.params.id));

// `url` is normalized: a client navigation's data request (`/_.data`, `_routes`) compares like the page.
export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const page = await loadProjectPage({
    db: context.get(appContext).db,
    idSegment: params.id,
    pathname: url.pathname,
    search: url.search,
    language: site.language,
    enabledLanguages: site.enabledLanguages,
    t: site.t,
  });
  if (page.kind === "redirect") throw redirect(page.location, 301);
  const listHref = SCREEN_PATHS.projects[site.language];
  if (page.kind === "notFound") {
    return data({ ...page, listHref, title: site.t("PROJECT_NOT_FOUND") }, { status: 404 });
  }
  const firstPhoto = page.view.photos[0];
  const image = firstPhoto ? `${site.origin}${photoPicture(firstPhoto).large}` : null;
  const breadcrumbs = [{ label: site.t("PROJECTS_TITLE"), href: listHref }, { label: page.view.name }];
  const leads = await subjectLeadForms({ request, context }, projectLeadTarget(params.id));
  return {
    ...page,
    breadcrumbs,
    title: page.view.name,
    image,
    url: `${site.origin}${page.canonicalPath}`,
    // The open forms' data: their texts travel with it (server/route-messages.ts).
    [OPEN_FORMS_FIELD]: leads,
  };
}

export const meta: Route.MetaFunction = (args) =>
  detailPageMeta(args, ({ view, image, url }) => ({
    title: view.name,
    description: view.summary,
    image,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Residence",
        name: view.name,
        description: view.summary,
        url,
        ...(image ? { image } : {}),
        address: { "@type": "PostalAddress", streetAddress: view.address, addressLocality: view.place },
      },
    ],
  }));

export default function Project({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "notFound") {
    return <ProjectNotFound listHref={loaderData.listHref} />;
  }
  return (
    <>
      <ProjectDetail view={loaderData.view} />
      <div className="container">
        <ProjectLeadActions leads={loaderData.leads} />
      </div>
    </>
  );
}
