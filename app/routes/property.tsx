// Property detail (spec §2 route table: /property/{id}/ and /{lang}/{te-koop|te-huur…}/{city}/{slug}/{id}/).
import { data, redirect } from "react-router";
import { appContext, countsAsPropertyView } from "../context.server.ts";
import { keepMarkup } from "../kept-markup.server.ts";
import { propertyMapTiles } from "../map-tiles.server.ts";
import { propertyMetaOverrides } from "../features/property/property-meta.ts";
import { PropertyNotFound } from "../features/property/property-not-found.tsx";
import { loadPropertyPage } from "../features/property/property-page.server.ts";
import { PropertyPage } from "../features/property/property-page.tsx";
import printStylesheet from "../features/property/property-print.css?url";
import { detailPageMeta } from "../i18n/seo.ts";
import { siteContext } from "../site-context.server.ts";
import { videoThumbnailQualityOf } from "../domain/video-thumbnail.ts";
import { PropertyLeadActions } from "../features/leads/components/property-lead-actions.tsx";
import { leadAction } from "../features/leads/lead-action.server.ts";
import { leadFormsNotShared } from "../features/leads/lead-page-middleware.server.ts";
import { propertyLeadTarget, subjectLeadForms } from "../features/leads/subject-leads.server.ts";
import { OPEN_FORMS_FIELD } from "../i18n/route-messages.ts";
import type { Route } from "./+types/property";

// The lead forms open on demand (?form=): only then is the page per visitor.
export const middleware = [leadFormsNotShared({ onlyWithFormParam: true })];

export const action = (args: Route.ActionArgs) => leadAction(args, propertyLeadTarget(args.params.id));

// `url` is normalized: a client navigation's data request (`/_.data`, `_routes`) compares like the page.
// The print view's stylesheet applies to print only, so it never holds up the first paint.
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: printStylesheet, media: "print" },
];

export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const page = await loadPropertyPage({
    db: context.get(appContext).db,
    idSegment: params.id,
    pathname: url.pathname,
    search: url.search,
    language: site.language,
    enabledLanguages: site.enabledLanguages,
    t: site.t,
    dictionary: site.dictionary,
    tiles: propertyMapTiles(),
    thumbnailQuality: videoThumbnailQualityOf(site.settings.displayOptions.videoThumbnailQuality),
  });
  if (page.kind === "redirect") throw redirect(page.location, 301);
  if (page.kind === "notFound") {
    return data({ ...page, title: site.t("PROPERTY_NOT_FOUND") }, { status: page.gone ? 410 : 404 });
  }
  countsAsPropertyView(context, page.view.id);
  const title = site.t("PROPERTY_META_TITLE", {
    title: page.view.title,
    place: page.view.place,
    ref: page.view.referenceCode,
  });
  const leads = await subjectLeadForms({ request, context }, propertyLeadTarget(params.id));
  const { main, aside } = page.view.sections;
  const sections = { main: keepMarkup(context, main), aside: keepMarkup(context, aside) };
  return {
    ...page,
    view: { ...page.view, sections },
    title,
    origin: site.origin,
    siteName: site.settings.siteInformation.name,
    // The open forms' data: their texts travel with it (server/route-messages.ts).
    [OPEN_FORMS_FIELD]: leads,
  };
}

export const meta: Route.MetaFunction = (args) => detailPageMeta(args, propertyMetaOverrides);

export default function Property({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "notFound") {
    return <PropertyNotFound listHref={loaderData.listHref} goal={loaderData.goal} />;
  }
  return (
    <PropertyPage
      view={loaderData.view}
      availability={loaderData.availability}
      similar={loaderData.similar}
      breadcrumbs={loaderData.breadcrumbs}
      actions={<PropertyLeadActions goal={loaderData.view.goal} leads={loaderData.leads} />}
    />
  );
}
