// One sub-page of the site configuration (admins only): its forms, each saving one thing from the version
// it showed (409 with the conflict message otherwise); a saved change is on the public site at once.
import { data } from "react-router";
import { appContext } from "../context.server.ts";
import "../features/accounts/components/accounts.css";
import { formFields } from "../features/accounts/account-forms.server.ts";
import { accountAnswer, crossOrigin } from "../features/accounts/account-page.server.ts";
import { accountMeta, NO_STORE, noStore } from "../features/accounts/account-route.ts";
import { BackOfficeNav } from "../features/back-office/back-office-nav.tsx";
import { requireBackOffice } from "../features/back-office/back-office-page.server.ts";
import { FormOutcome } from "../features/site-admin/components/edit-fields.tsx";
import { FooterColumnForms } from "../features/site-admin/components/footer-column-forms.tsx";
import { FooterOrder } from "../features/site-admin/components/footer-order.tsx";
import { HeaderLinkForms } from "../features/site-admin/components/header-link-forms.tsx";
import { InformationForm } from "../features/site-admin/components/information-form.tsx";
import { MenuForms } from "../features/site-admin/components/menu-forms.tsx";
import {
  BrandingForm,
  DisplayForm,
  LanguagesForm,
} from "../features/site-admin/components/settings-forms.tsx";
import "../features/site-admin/components/site-admin.css";
import { type FormView, formView, IDLE_VIEW } from "../features/site-admin/form-view.ts";
import { runSiteForm, siteFormName } from "../features/site-admin/site-admin-action.server.ts";
import { siteAdminData } from "../features/site-admin/site-admin-data.server.ts";
import { siteSectionFrame } from "../features/site-admin/site-admin-page.server.ts";
import { isSiteSection } from "../features/site-admin/site-sections.ts";
import { siteContext } from "../site-context.server.ts";
import type { Route } from "./+types/back-office-site-section";

async function page(
  context: Route.LoaderArgs["context"],
  rawSection: string | undefined,
  view: FormView,
  status = 200,
) {
  const account = requireBackOffice(context, "site");
  if (!isSiteSection(rawSection)) throw data(null, { status: 404, headers: NO_STORE });
  const stored = await siteAdminData(context.get(appContext).db);
  return accountAnswer(
    { ...siteSectionFrame(context, account, rawSection), section: rawSection, stored, view },
    status,
  );
}

export function loader({ params, context }: Route.LoaderArgs) {
  return page(context, params.section, IDLE_VIEW);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const account = requireBackOffice(context, "site");
  if (!isSiteSection(params.section)) throw data(null, { status: 404, headers: NO_STORE });
  const site = context.get(siteContext);
  if (crossOrigin(request, context)) {
    return page(
      context,
      params.section,
      { ...IDLE_VIEW, form: "origin", status: "invalid", message: site.t("LEAD_CROSS_ORIGIN") },
      403,
    );
  }
  const fields = await formFields(request);
  const outcome = await runSiteForm(context.get(appContext).db, account.id, fields, new Date());
  const { view, status } = formView(site.t, siteFormName(fields, outcome), outcome, fields);
  return page(context, params.section, view, status);
}

export const headers: Route.HeadersFunction = noStore;

export const meta: Route.MetaFunction = accountMeta;

export default function BackOfficeSiteSection({ loaderData, actionData }: Route.ComponentProps) {
  const { title, menu, section, stored, view } = actionData ?? loaderData;
  const settings = stored.settings;
  // An outcome that belongs to no form on the page: another site's post, an unknown form, a thing that is
  // gone, or a menu entry deleted (its form went with it).
  const unmatched = view.message && (view.form === "" || view.form === "origin" || view.status === "gone");
  return (
    <div className="container account-page site-admin">
      <h1>{title}</h1>
      <BackOfficeNav home={menu.home} items={menu.items} />
      {unmatched ? <FormOutcome view={view} form={view.form ?? ""} /> : null}
      {section === "menus" ? <MenuForms menus={stored.menus} view={view} /> : null}
      {section === "header-links" ? <HeaderLinkForms links={stored.headerLinks} view={view} /> : null}
      {section === "footer" ? (
        <>
          <FooterOrder columns={stored.footerColumns} view={view} />
          <FooterColumnForms columns={stored.footerColumns} view={view} />
        </>
      ) : null}
      {settings && section === "branding" ? <BrandingForm settings={settings} view={view} /> : null}
      {settings && section === "languages" ? (
        <LanguagesForm
          settings={settings}
          view={view}
          inUse={Object.fromEntries(stored.languages.map((row) => [row.code, row.use]))}
        />
      ) : null}
      {settings && section === "display" ? <DisplayForm settings={settings} view={view} /> : null}
      {settings && section === "information" ? <InformationForm settings={settings} view={view} /> : null}
    </div>
  );
}
