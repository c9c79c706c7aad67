// The staff screens' home (minimal back office, ADR 0015): invite an owner and link properties, or open a
// property's staff page. Staff only (others get 404), in the staff member's language: the unprefixed
// /admin/ sends them to their language's path. Plain server-rendered forms; never cached.
import { data, redirect } from "react-router";
import { z } from "zod";
import { appContext } from "../context.server.ts";
import { type AdminFormState, IDLE } from "../features/accounts/admin-form-state.ts";
import { inviteFromForm } from "../features/accounts/admin-invite-action.server.ts";
import { formFields } from "../features/accounts/account-forms.server.ts";
import {
  accountAnswer,
  accountPageFrame,
  portalLanguage,
  requireAccount,
  crossOrigin,
} from "../features/accounts/account-page.server.ts";
import type { RequestAccount } from "../features/accounts/account-context.ts";
import { BackOfficeNav } from "../features/back-office/back-office-nav.tsx";
import { backOfficeMenu } from "../features/back-office/back-office-screens.ts";
import { AdminNotice } from "../features/accounts/components/admin-notice.tsx";
import "../features/accounts/components/accounts.css";
import { InputField } from "../features/accounts/components/account-field.tsx";
import { InviteOwnerForm } from "../features/accounts/components/invite-owner-form.tsx";
import { accountPagePath, accountPropertyPath } from "../i18n/route-table.ts";
import { useT } from "../i18n/use-t.ts";
import { siteContext } from "../site-context.server.ts";
import { Button } from "../ui/button.tsx";
import { accountMeta, NO_STORE, noStore } from "../features/accounts/account-route.ts";
import type { Route } from "./+types/admin";

const OpenPropertySchema = z.coerce.number().int().positive().max(2_147_483_647);

function answer(
  context: Route.LoaderArgs["context"],
  account: RequestAccount,
  state: AdminFormState,
  status = 200,
) {
  const site = context.get(siteContext);
  return accountAnswer(
    {
      ...accountPageFrame(context, "admin", "ADMIN_TITLE"),
      menu: backOfficeMenu(account.role, site.language, site.t),
      state,
    },
    status,
  );
}

export function loader({ request, context }: Route.LoaderArgs) {
  const account = requireAccount(context, "staff");
  const url = new URL(request.url);
  const language = portalLanguage(context, url.pathname, account);
  if (!/^\/[a-z]{2}\//.test(url.pathname)) {
    throw redirect(`${accountPagePath("admin", language)}${url.search}`, { headers: NO_STORE });
  }
  const property = url.searchParams.get("property");
  if (property !== null) {
    const id = OpenPropertySchema.safeParse(property);
    if (id.success)
      throw redirect(accountPropertyPath("admin", id.data, context.get(siteContext).language), {
        headers: NO_STORE,
      });
    return answer(
      context,
      account,
      { ...IDLE, form: "open", status: "invalid", errors: { property: "ADMIN_ERROR_PROPERTY" } },
      400,
    );
  }
  return answer(context, account, IDLE);
}

export async function action({ request, context }: Route.ActionArgs) {
  const account = requireAccount(context, "staff");
  const app = context.get(appContext);
  if (crossOrigin(request, context)) {
    return answer(context, account, { ...IDLE, status: "invalid", message: "LEAD_CROSS_ORIGIN" }, 403);
  }
  const fields = await formFields(request);
  if (fields.intent !== "invite") throw data(null, { status: 400, headers: NO_STORE });
  const site = context.get(siteContext);
  const state = await inviteFromForm(app.db, account.id, fields, {
    siteOrigin: app.siteOrigin,
    agencyName: site.settings.siteInformation.name,
  });
  return answer(context, account, state, state.status === "invalid" ? 400 : 200);
}

export const headers: Route.HeadersFunction = noStore;

export const meta: Route.MetaFunction = accountMeta;

export default function Admin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { state, menu } = actionData ?? loaderData;
  return (
    <div className="container account-page">
      <h1>{t("ADMIN_TITLE")}</h1>
      <BackOfficeNav home={menu.home} items={menu.items} />
      <AdminNotice state={state} />
      <div className="account-grid">
        <section aria-labelledby="admin-open">
          <h2 id="admin-open">{t("ADMIN_OPEN_PROPERTY")}</h2>
          <form method="get" className="account-form">
            <InputField
              id="admin-open-property"
              name="property"
              type="number"
              label="ADMIN_PROPERTY_ID"
              error={state.form === "open" ? state.errors.property : undefined}
              required
            />
            <Button type="submit">{t("ADMIN_OPEN_BUTTON")}</Button>
          </form>
        </section>
        <section aria-labelledby="admin-invite">
          <h2 id="admin-invite">{t("ADMIN_INVITE_TITLE")}</h2>
          <InviteOwnerForm
            idPrefix="admin-invite"
            errors={state.form === "invite" ? state.errors : {}}
            values={state.form === "invite" ? state.values : {}}
          />
        </section>
      </div>
    </div>
  );
}
