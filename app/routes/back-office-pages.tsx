// Pages and articles (any staff member, spec §2 "Page configuration"): every page and article with its
// status and links to edit and preview it, and forms to create a draft of each. Never cached.
import { redirect } from "react-router";
import { appContext } from "../context.server.ts";
import "../features/accounts/components/accounts.css";
import { formFields } from "../features/accounts/account-forms.server.ts";
import { accountAnswer, crossOrigin } from "../features/accounts/account-page.server.ts";
import { accountMeta, NO_STORE, noStore } from "../features/accounts/account-route.ts";
import { BackOfficeNav } from "../features/back-office/back-office-nav.tsx";
import { backOfficeFrame, requireBackOffice } from "../features/back-office/back-office-page.server.ts";
import { ContentList } from "../features/site-admin/components/content-list.tsx";
import { NewContentForms } from "../features/site-admin/components/new-content-forms.tsx";
import "../features/site-admin/components/site-admin.css";
import { createContent } from "../features/site-admin/content-action.server.ts";
import { contentEditPath, contentPreviewPath } from "../features/site-admin/content-paths.ts";
import { contentList } from "../features/site-admin/content-reads.server.ts";
import { type FormView, formView, IDLE_VIEW } from "../features/site-admin/form-view.ts";
import { localizedText } from "../i18n/localized-text.ts";
import { siteContext } from "../site-context.server.ts";
import { Notice } from "../ui/notice.tsx";
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
  const account = requireBackOffice(context, "pages");
  const site = context.get(siteContext);
  if (crossOrigin(request, context)) {
    return page(
      context,
      { ...IDLE_VIEW, form: "", status: "invalid", message: site.t("LEAD_CROSS_ORIGIN") },
      403,
    );
  }
  const fields = await formFields(request);
  const { form, outcome, created } = await createContent(
    context.get(appContext).db,
    account.id,
    fields,
    site.language,
    new Date(),
  );
  if (created)
    throw redirect(contentEditPath(created.kind, created.id, site.language), { headers: NO_STORE });
  const { view, status } = formView(site.t, form, outcome, fields);
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
      {view.form === "" && view.message ? (
        <Notice tone="error">
          <p>{view.message}</p>
        </Notice>
      ) : null}
      <ContentList pages={pages} articles={articles} />
      <NewContentForms view={view} />
    </div>
  );
}
