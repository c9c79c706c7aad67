// Pages and articles (any staff member, spec §2 "Page configuration"): every page and article with its
// status and links to edit and preview it, and forms to create a draft of each. Never cached.
import { redirect } from "react-router";
import { appContext } from "../context.server.ts";
import "../features/accounts/components/accounts.css";
import { accountAnswer } from "../features/accounts/account-page.server.ts";
import { accountMeta, NO_STORE, noStore } from "../features/accounts/account-route.ts";
import { BackOfficeNav } from "../features/back-office/back-office-nav.tsx";
import { backOfficeFrame, requireBackOffice } from "../features/back-office/back-office-page.server.ts";
import { ContentList } from "../features/site-admin/components/content-list.tsx";
import { NewContentForms } from "../features/site-admin/components/new-content-forms.tsx";
import "../features/site-admin/components/site-admin.css";
import { newContentPost } from "../features/site-admin/content-action.server.ts";
import { contentEditPath, contentPreviewPath } from "../features/site-admin/content-paths.ts";
import { contentList } from "../features/site-admin/content-reads.server.ts";
import { type FormView, IDLE_VIEW } from "../features/site-admin/form-view.ts";
import { localizedText } from "../i18n/localized-text.ts";
import { siteContext } from "../site-context.server.ts";
import { FormOutcome } from "../features/site-admin/components/edit-fields.tsx";
import type { Route } from "./+types/back-office-pages";

async function page(context: Route.LoaderArgs["context"], view: FormView, status = 200) {
  const account = requireBackOffice(context, "pages");
  const site = context.get(siteContext);
  const list = await contentList(context.get(appContext).db);
  const row = (
    kind: "page" | "article",
    item: { id: number; status: string; title: Parameters<typeof localizedText>[0] },
    name: string,
  ) => ({
    id: item.id,
    name,
    title: localizedText(item.title, site.language, site.defaultLanguage),
    status: item.status === "Published" ? site.t("SITE_ADMIN_PUBLISHED") : site.t("SITE_ADMIN_DRAFT"),
    edit: contentEditPath(kind, item.id, site.language),
    preview: contentPreviewPath(kind, item.id, site.language),
  });
  return accountAnswer(
    {
      ...backOfficeFrame(context, account, "pages"),
      pages: list.pages.map((item) => row("page", item, item.path)),
      articles: list.articles.map((item) => row("article", item, item.slug)),
      view,
    },
    status,
  );
}

export function loader({ context }: Route.LoaderArgs) {
  return page(context, IDLE_VIEW);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { view, status, created } = await newContentPost(request, context);
  if (created) throw redirect(created, { headers: NO_STORE });
  return page(context, view, status);
}

export const headers: Route.HeadersFunction = noStore;

export const meta: Route.MetaFunction = accountMeta;

export default function BackOfficePages({ loaderData, actionData }: Route.ComponentProps) {
  const { title, menu, pages, articles, view } = actionData ?? loaderData;
  return (
    <div className="container account-page site-admin">
      <h1>{title}</h1>
      <BackOfficeNav home={menu.home} items={menu.items} />
      <FormOutcome view={view} form="" />
      <ContentList pages={pages} articles={articles} />
      <NewContentForms view={view} />
    </div>
  );
}
