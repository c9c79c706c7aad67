// The leads inbox: every request of every form, newest first, a page at a time, filtered by form,
// property, status, dates and a search on name and e-mail; each opens its detail; the filtered list
// exports as CSV. Staff only; never cached. A GET form: works without JavaScript.
import { Link } from "react-router";
import { appContext } from "../context.server.ts";
import { accountAnswer } from "../features/accounts/account-page.server.ts";
import { accountMeta, noStore } from "../features/accounts/account-route.ts";
import "../features/accounts/components/accounts.css";
import { backOfficeFrame, requireBackOffice } from "../features/back-office/back-office-page.server.ts";
import { BackOfficeNav } from "../features/back-office/back-office-nav.tsx";
import { parseLeadFilters } from "../features/back-office/leads-inbox/lead-filters.server.ts";
import { leadListView } from "../features/back-office/leads-inbox/lead-list-view.server.ts";
import { StaffInput, StaffSelect } from "../features/back-office/components/staff-fields.tsx";
import "../features/back-office/leads-inbox/staff-screens.css";
import { useT } from "../i18n/use-t.ts";
import { siteContext } from "../site-context.server.ts";
import { Button } from "../ui/button.tsx";
import type { Route } from "./+types/back-office-leads";

export async function loader({ request, context }: Route.LoaderArgs) {
  const account = requireBackOffice(context, "leads");
  const site = context.get(siteContext);
  const parsed = parseLeadFilters(new URL(request.url).searchParams);
  const view = await leadListView(context.get(appContext).db, parsed, site.language, site.t);
  return accountAnswer(
    {
      ...backOfficeFrame(context, account, "leads"),
      ...view,
      countText: site.t("LEADS_COUNT", { count: view.total }),
      pageText: site.t("LEADS_PAGE_OF", { page: view.page, pages: view.pages }),
    },
    parsed.ok ? 200 : 400,
  );
}

export const headers: Route.HeadersFunction = noStore;

export const meta: Route.MetaFunction = accountMeta;

export default function BackOfficeLeads({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { title, menu, values, errors, choices, rows, links, countText, pageText } = loaderData;
  const error = (field: string): string | undefined =>
    Object.entries(errors).find(([name]) => name === field)?.[1];
  return (
    <div className="container account-page">
      <h1>{title}</h1>
      <BackOfficeNav home={menu.home} items={menu.items} />
      <section aria-labelledby="leads-filter">
        <h2 id="leads-filter">{t("LEADS_FILTER_TITLE")}</h2>
        <form method="get" className="staff-filters">
          <StaffInput
            id="leads-q"
            name="q"
            type="search"
            label={t("LEADS_FILTER_SEARCH")}
            defaultValue={values.q}
            error={error("q")}
          />
          <StaffSelect
            id="leads-form"
            name="form"
            label={t("LEADS_FILTER_FORM")}
            options={choices.forms}
            defaultValue={values.form ?? ""}
            error={error("form")}
          />
          <StaffInput
            id="leads-property"
            name="property"
            inputMode="numeric"
            label={t("LEADS_FILTER_PROPERTY")}
            defaultValue={values.property}
            error={error("property")}
          />
          <StaffSelect
            id="leads-status"
            name="status"
            label={t("LEADS_FILTER_STATUS")}
            options={choices.statuses}
            defaultValue={values.status ?? ""}
            error={error("status")}
          />
          <StaffInput
            id="leads-from"
            name="from"
            type="date"
            label={t("LEADS_FILTER_FROM")}
            defaultValue={values.from}
            error={error("from")}
          />
          <StaffInput
            id="leads-to"
            name="to"
            type="date"
            label={t("LEADS_FILTER_TO")}
            defaultValue={values.to}
            error={error("to")}
          />
          <Button type="submit">{t("LEADS_FILTER_APPLY")}</Button>
        </form>
      </section>
      <div className="staff-actions">
        <p role="status">{countText}</p>
        {links ? (
          <a href={`export.csv${links.export}`} download className="button" data-variant="outline">
            {t("LEADS_EXPORT_CSV")}
          </a>
        ) : null}
      </div>
      {rows.length === 0 ? (
        <p>{t("LEADS_EMPTY")}</p>
      ) : (
        <div className="staff-table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">{t("LEADS_COLUMN_DATE")}</th>
                <th scope="col">{t("LEADS_COLUMN_NAME")}</th>
                <th scope="col">{t("LEADS_COLUMN_EMAIL")}</th>
                <th scope="col">{t("LEADS_FILTER_FORM")}</th>
                <th scope="col">{t("LEADS_FILTER_PROPERTY")}</th>
                <th scope="col">{t("LEADS_FILTER_STATUS")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <Link to={`${row.id}/`}>{row.date}</Link>
                  </td>
                  <td>{row.name}</td>
                  <td>{row.email}</td>
                  <td>{row.form}</td>
                  <td>{row.propertyId ?? ""}</td>
                  <td>{row.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {links && (links.previous || links.next) ? (
        <nav aria-label={t("LEADS_PAGINATION")} className="staff-pages">
          {links.previous ? <Link to={links.previous}>{t("LEADS_PAGE_PREVIOUS")}</Link> : null}
          <span>{pageText}</span>
          {links.next ? <Link to={links.next}>{t("LEADS_PAGE_NEXT")}</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}
