// The preview of a page or an article before it is published (any staff member): drawn exactly as the
// public page draws it, whatever its status, with the publish button. Its path contains "preview", so
// the cookie banner stays away (spec §2); staff only, never cached, never indexed.
import { data } from "react-router";
import { appContext } from "../context.server.ts";
import "../features/accounts/components/accounts.css";
import { accountAnswer } from "../features/accounts/account-page.server.ts";
import { accountMeta, NO_STORE, noStore } from "../features/accounts/account-route.ts";
import { requireBackOffice } from "../features/back-office/back-office-page.server.ts";
import { PublishForm } from "../features/site-admin/components/content-edit-forms.tsx";
import { FormOutcome } from "../features/site-admin/components/edit-fields.tsx";
import { contentPost } from "../features/site-admin/content-action.server.ts";
import { contentFrame, contentRecord } from "../features/site-admin/content-edit-page.server.ts";
import { contentTarget } from "../features/site-admin/content-paths.ts";
import { type FormView, IDLE_VIEW } from "../features/site-admin/form-view.ts";
import { ArticleBlockView } from "../features/site-shell/article-block.tsx";
import { articleBlock, contentOfPage } from "../features/site-shell/page-content.server.ts";
import { localizedText } from "../i18n/localized-text.ts";
import { useT } from "../i18n/use-t.ts";
import { siteContext } from "../site-context.server.ts";
import { Notice } from "../ui/notice.tsx";
import type { Route } from "./+types/back-office-page-preview";

type Params = Route.LoaderArgs["params"];

async function page(context: Route.LoaderArgs["context"], params: Params, view: FormView, status = 200) {
  const account = requireBackOffice(context, "pages");
  const site = context.get(siteContext);
  const db = context.get(appContext).db;
  const target = contentTarget(params.kind, params.itemId);
  const record = target ? await contentRecord(db, target.kind, target.id) : null;
  if (!record) throw data(null, { status: 404, headers: NO_STORE });
  const content =
    record.kind === "page"
      ? await contentOfPage(db, record.row, site.language, site, { drafts: true })
      : {
          title: localizedText(record.row.title, site.language, site.defaultLanguage),
          articles: [
            articleBlock(record.row, "plain", (value) =>
              localizedText(value, site.language, site.defaultLanguage),
            ),
          ],
          contact: null,
        };
  return accountAnswer({ ...contentFrame(context, account, record, true), content, view }, status);
}

export function loader({ params, context }: Route.LoaderArgs) {
  return page(context, params, IDLE_VIEW);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  // Only publishing is done from here; every other change is made on the edit page.
  const { view, status } = await contentPost(request, context, params, true);
  return page(context, params, view, status);
}

export const headers: Route.HeadersFunction = noStore;

export const meta: Route.MetaFunction = accountMeta;

export default function BackOfficePagePreview({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { content, view, editPath, published, version } = actionData ?? loaderData;
  return (
    <div className="container content-page">
      <Notice tone="info">
        <p>{t("PAGES_ADMIN_PREVIEW_NOTE")}</p>
        <p>
          <a href={editPath}>{t("PAGES_ADMIN_BACK_TO_EDIT")}</a>
        </p>
      </Notice>
      <FormOutcome view={view} form="" />
      <PublishForm version={version} published={published} view={view} />
      {content.articles.length === 0 ? <h1>{content.title}</h1> : null}
      {content.articles.map((block, index) => (
        <ArticleBlockView key={block.slug} block={block} asPageTitle={index === 0} />
      ))}
    </div>
  );
}
