// One property on the staff screens: its owners (invite, link, unlink). Staff only; never cached.
import { data } from "react-router";
import { appContext } from "../context.server.ts";
import { type AdminFormState, IDLE } from "../features/accounts/admin-form-state.ts";
import { inviteFromForm } from "../features/accounts/admin-invite-action.server.ts";
import { formFields } from "../features/accounts/account-forms.server.ts";
import { accountAnswer, requireAccount, crossOrigin } from "../features/accounts/account-page.server.ts";
import { AdminNotice } from "../features/accounts/components/admin-notice.tsx";
import "../features/accounts/components/accounts.css";
import { HistoryForms } from "../features/accounts/components/history-forms.tsx";
import { HistoryRemovals } from "../features/accounts/components/history-removals.tsx";
import { InviteOwnerForm } from "../features/accounts/components/invite-owner-form.tsx";
import { PropertyPortal } from "../features/accounts/components/property-portal.tsx";
import { changeHistory, isHistoryIntent } from "../features/accounts/admin-history-action.server.ts";
import { propertyPortal } from "../features/accounts/property-portal.server.ts";
import { UnlinkOwnerSchema, unlinkProperty } from "../features/accounts/owner-invitation.server.ts";
import { anyProperty, ownersOf } from "../features/accounts/ownership.server.ts";
import { propertyLabel } from "../features/accounts/property-label.ts";
import { accountPagePath } from "../i18n/route-table.ts";
import { useT } from "../i18n/use-t.ts";
import { siteContext } from "../site-context.server.ts";
import { Button } from "../ui/button.tsx";
import { accountMeta, NO_STORE, noStore } from "../features/accounts/account-route.ts";
import type { Route } from "./+types/admin-property";

function propertyIdOf(value: string | undefined): number | null {
  return value && /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : null;
}

async function page(
  context: Route.LoaderArgs["context"],
  rawId: string | undefined,
  state: AdminFormState,
  status = 200,
) {
  const db = context.get(appContext).db;
  const site = context.get(siteContext);
  const id = propertyIdOf(rawId);
  const property = id === null ? null : await anyProperty(db, id);
  if (!property) throw data(null, { status: 404, headers: NO_STORE });
  const label = propertyLabel(property, site.language);
  return accountAnswer(
    {
      title: label,
      breadcrumbs: [
        { label: site.t("ADMIN_TITLE"), href: accountPagePath("admin", site.language) },
        { label },
      ],
      label,
      propertyId: property.id,
      owners: await ownersOf(db, property.id),
      portal: await propertyPortal(db, property.id, site.language, new Date()),
      state,
    },
    status,
  );
}

export async function loader({ params, context }: Route.LoaderArgs) {
  requireAccount(context, "staff");
  return page(context, params.propertyId, IDLE);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const account = requireAccount(context, "staff");
  const app = context.get(appContext);
  if (crossOrigin(request, context)) {
    return page(
      context,
      params.propertyId,
      { ...IDLE, status: "invalid", message: "LEAD_CROSS_ORIGIN" },
      403,
    );
  }
  const id = propertyIdOf(params.propertyId);
  if (id === null || !(await anyProperty(app.db, id))) throw data(null, { status: 404, headers: NO_STORE });
  const fields = await formFields(request);
  const now = new Date();
  if (isHistoryIntent(fields.intent)) {
    const state = await changeHistory(app.db, account.id, fields.intent, id, fields, now);
    return page(context, params.propertyId, state, state.status === "invalid" ? 400 : 200);
  }
  switch (fields.intent) {
    case "invite": {
      const site = context.get(siteContext);
      const state = await inviteFromForm(
        app.db,
        account.id,
        { ...fields, propertyIds: String(id) },
        {
          siteOrigin: app.siteOrigin,
          agencyName: site.settings.siteInformation.name,
        },
      );
      return page(context, params.propertyId, state, state.status === "invalid" ? 400 : 200);
    }
    case "unlink": {
      const parsed = UnlinkOwnerSchema.safeParse(fields);
      const done =
        parsed.success && (await unlinkProperty(app.db, account.id, parsed.data.accountId, id, now));
      return done
        ? page(context, params.propertyId, {
            ...IDLE,
            form: "unlink",
            status: "saved",
            message: "ADMIN_SAVED",
          })
        : page(
            context,
            params.propertyId,
            { ...IDLE, form: "unlink", status: "invalid", message: "ADMIN_ERROR_OWNER" },
            400,
          );
    }
    default:
      return page(
        context,
        params.propertyId,
        { ...IDLE, status: "invalid", message: "ADMIN_ERROR_FORM" },
        400,
      );
  }
}

export const headers: Route.HeadersFunction = noStore;

export const meta: Route.MetaFunction = accountMeta;

export default function AdminProperty({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { state, owners, label, propertyId, portal } = actionData ?? loaderData;
  return (
    <div className="container account-page">
      <h1>{label}</h1>
      <AdminNotice state={state} />
      <section aria-labelledby="admin-owners">
        <h2 id="admin-owners">{t("ADMIN_OWNERS")}</h2>
        {owners.length === 0 ? <p>{t("ADMIN_NO_OWNERS")}</p> : null}
        <ul>
          {owners.map((owner) => (
            <li key={owner.id}>
              {owner.displayName} &lt;{owner.email}&gt;{" "}
              {owner.hasPassword ? null : t("ADMIN_WAITING_FOR_PASSWORD")}{" "}
              <form method="post" className="account-inline-form">
                <input type="hidden" name="intent" value="unlink" />
                <input type="hidden" name="accountId" value={owner.id} />
                <Button type="submit" variant="outline" size="small">
                  {t("ADMIN_UNLINK")}
                </Button>
              </form>
            </li>
          ))}
        </ul>
        <h3>{t("ADMIN_INVITE_TITLE")}</h3>
        <InviteOwnerForm
          idPrefix="property-invite"
          fixedPropertyId={propertyId}
          errors={state.form === "invite" ? state.errors : {}}
          values={state.form === "invite" ? state.values : {}}
        />
      </section>
      <section aria-labelledby="admin-history">
        <h2 id="admin-history">{t("ADMIN_HISTORY")}</h2>
        <HistoryForms state={state} />
        <HistoryRemovals portal={portal} state={state} />
      </section>
      <section aria-labelledby="admin-as-owner">
        <h2 id="admin-as-owner">{t("ADMIN_SEE_AS_OWNER")}</h2>
        <PropertyPortal portal={portal} />
      </section>
    </div>
  );
}
