// Edit a page or an article (any staff member): every field in one form saved from the version it showed
// (409 with the conflict message and the input kept otherwise), a link to its preview, publish or
// withdraw it. Never cached.
import { data } from "react-router";
import { appContext } from "../context.server.ts";
import "../features/accounts/components/accounts.css";
import { accountAnswer } from "../features/accounts/account-page.server.ts";
import { accountMeta, NO_STORE, noStore } from "../features/accounts/account-route.ts";
import { BackOfficeNav } from "../features/back-office/back-office-nav.tsx";
import { requireBackOffice } from "../features/back-office/back-office-page.server.ts";
import { ContentEditForm, PublishForm } from "../features/site-admin/components/content-edit-forms.tsx";
import { FormOutcome } from "../features/site-admin/components/edit-fields.tsx";
import "../features/site-admin/components/site-admin.css";
import { contentPost } from "../features/site-admin/content-action.server.ts";
import { contentFrame, contentRecord, editedItem } from "../features/site-admin/content-edit-page.server.ts";
import { contentTarget } from "../features/site-admin/content-paths.ts";
import { type FormView, IDLE_VIEW } from "../features/site-admin/form-view.ts";
import { useT } from "../i18n/use-t.ts";
import type { Route } from "./+types/back-office-page-edit";

type Params = Route.LoaderArgs["params"];

async function page(context: Route.LoaderArgs["context"], params: Params, view: FormView, status = 200) {
  const account = requireBackOffice(context, "pages");
  const target = contentTarget(params.kind, params.itemId);
  const record = target ? await contentRecord(context.get(appContext).db, target.kind, target.id) : null;
  if (!record) throw data(null, { status: 404, headers: NO_STORE });
  return accountAnswer(
    { ...contentFrame(context, account, record, false), item: editedItem(record), view },
    status,
  );
}

export function loader({ params, context }: Route.LoaderArgs) {
  return page(context, params, IDLE_VIEW);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { view, status } = await contentPost(request, context, params, false);
  return page(context, params, view, status);
}

export const headers: Route.HeadersFunction = noStore;

export const meta: Route.MetaFunction = accountMeta;

export default function BackOfficePageEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { title, menu, item, view, previewPath, published, version } = actionData ?? loaderData;
  return (
    <div className="container account-page site-admin">
      <h1>{title}</h1>
      <BackOfficeNav home={menu.home} items={menu.items} />
      <FormOutcome view={view} form="" />
      <p>
        {published ? t("SITE_ADMIN_PUBLISHED") : t("SITE_ADMIN_DRAFT")} ·{" "}
        <a href={previewPath}>{t("PAGES_ADMIN_PREVIEW")}</a>
      </p>
      <PublishForm version={version} published={published} view={view} />
      <ContentEditForm item={item} view={view} />
    </div>
  );
}
