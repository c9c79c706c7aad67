// The back office's listings: every listing with its status, publication, ad-rule warnings, views and
// enquiries; publish or unpublish (version-checked, audit-logged, on the public site at once). Staff only;
// plain forms that work without JavaScript; never cached.
import { data, Form, Link } from "react-router";
import { appContext } from "../context.server.ts";
import { formFields } from "../features/accounts/account-forms.server.ts";
import { accountAnswer, crossOrigin } from "../features/accounts/account-page.server.ts";
import { accountMeta, NO_STORE, noStore } from "../features/accounts/account-route.ts";
import type { RequestAccount } from "../features/accounts/account-context.ts";
import { type BackOfficeNotice, notice } from "../features/back-office/back-office-notice.ts";
import { BackOfficeHeader } from "../features/back-office/components/back-office-notice.tsx";
import "../features/accounts/components/accounts.css";
import "../features/back-office/back-office-tables.css";
import { backOfficeFrame, requireBackOffice } from "../features/back-office/back-office-page.server.ts";
import { backOfficePath } from "../features/back-office/back-office-screens.ts";
import { PublicationSchema, setPublication } from "../features/back-office/listing-publication.server.ts";
import { listingLabels } from "../features/back-office/listing-labels.server.ts";
import {
  type ListingTableQuery,
  ListingTableQuerySchema,
  listingTable,
} from "../features/back-office/listing-table.server.ts";
import { useT } from "../i18n/use-t.ts";
import { siteContext } from "../site-context.server.ts";
import { Button } from "../ui/button.tsx";
import type { Route } from "./+types/back-office-listings";

async function page(
  context: Route.LoaderArgs["context"],
  account: RequestAccount,
  query: ListingTableQuery,
  outcome: BackOfficeNotice,
  status = 200,
) {
  const db = context.get(appContext).db;
  const site = context.get(siteContext);
  const table = await listingTable(db, query);
  const labels = listingLabels(site.t);
  return accountAnswer(
    {
      ...backOfficeFrame(context, account, "listings"),
      basePath: backOfficePath("listings", site.language),
      query: { status: query.status ?? "", goal: query.goal ?? "", q: query.q ?? "", page: query.page },
      total: table.total,
      pages: table.pages,
      rows: table.rows.map((row) => ({
        ...row,
        statusLabel: labels.status[row.status],
        goalLabel: labels.goal[row.goal],
        warningLabels: row.warnings.map((code) => labels.warning(code)),
      })),
      statusOptions: Object.entries(labels.status).map(([value, label]) => ({ value, label })),
      notice: outcome,
    },
    status,
  );
}

function queryOf(request: Request): ListingTableQuery {
  return ListingTableQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const account = requireBackOffice(context, "listings");
  return page(context, account, queryOf(request), null);
}

export async function action({ request, context }: Route.ActionArgs) {
  const account = requireBackOffice(context, "listings");
  const query = queryOf(request);
  const t = context.get(siteContext).t;
  if (crossOrigin(request, context)) {
    return page(context, account, query, notice(t, "error", "LEAD_CROSS_ORIGIN"), 403);
  }
  const fields = await formFields(request);
  if (fields.intent !== "publication") throw data(null, { status: 400, headers: NO_STORE });
  const parsed = PublicationSchema.safeParse(fields);
  if (!parsed.success) {
    return page(context, account, query, notice(t, "error", "BO_LISTINGS_UNKNOWN"), 400);
  }
  const outcome = await setPublication(context.get(appContext).db, account.id, parsed.data, new Date());
  if (outcome === "conflict") {
    return page(context, account, query, notice(t, "error", "BACK_OFFICE_EDIT_CONFLICT"), 409);
  }
  if (outcome === "unknown") {
    return page(context, account, query, notice(t, "error", "BO_LISTINGS_UNKNOWN"), 404);
  }
  const done = parsed.data.published ? "BO_LISTINGS_PUBLISHED_DONE" : "BO_LISTINGS_UNPUBLISHED_DONE";
  return page(context, account, query, notice(t, "success", done));
}

export const headers: Route.HeadersFunction = noStore;

export const meta: Route.MetaFunction = accountMeta;

export default function BackOfficeListings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const view = actionData ?? loaderData;
  const { query, rows, menu, basePath } = view;
  const pageLink = (page: number) => {
    const search = new URLSearchParams();
    if (query.status) search.set("status", query.status);
    if (query.goal) search.set("goal", query.goal);
    if (query.q) search.set("q", query.q);
    search.set("page", String(page));
    return `${basePath}?${search.toString()}`;
  };
  return (
    <div className="container account-page back-office-listings">
      <BackOfficeHeader title={view.title} menu={menu} notice={view.notice} />
      <p>
        <Link to={`${basePath}new/`}>{t("BO_LISTINGS_NEW")}</Link>
      </p>
      <form method="get" className="account-form back-office-filter" role="search">
        <div className="field">
          <label htmlFor="listings-q">{t("BO_LISTINGS_SEARCH")}</label>
          <input id="listings-q" name="q" type="search" defaultValue={query.q} maxLength={100} />
        </div>
        <div className="field">
          <label htmlFor="listings-status">{t("BO_LISTINGS_STATUS")}</label>
          <select id="listings-status" name="status" defaultValue={query.status}>
            <option value="">{t("BO_LISTINGS_ALL")}</option>
            {view.statusOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="listings-goal">{t("BO_LISTINGS_GOAL")}</label>
          <select id="listings-goal" name="goal" defaultValue={query.goal}>
            <option value="">{t("BO_LISTINGS_ALL")}</option>
            <option value="sale">{t("BO_LISTINGS_SALE")}</option>
            <option value="rent">{t("BO_LISTINGS_RENT")}</option>
          </select>
        </div>
        <Button type="submit">{t("BO_LISTINGS_FILTER")}</Button>
      </form>
      <p role="status">{t("BO_LISTINGS_COUNT", { count: String(view.total) })}</p>
      {rows.length === 0 ? (
        <p>{t("BO_LISTINGS_NONE")}</p>
      ) : (
        <div className="portal-table back-office-table" tabIndex={0} role="region" aria-label={view.title}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t("BO_LISTINGS_REFERENCE")}</th>
                <th scope="col">{t("BO_LISTINGS_TOWN")}</th>
                <th scope="col">{t("BO_LISTINGS_STATUS")}</th>
                <th scope="col">{t("BO_LISTINGS_PUBLICATION")}</th>
                <th scope="col">{t("BO_LISTINGS_WARNINGS")}</th>
                <th scope="col">{t("BO_LISTINGS_VIEWS")}</th>
                <th scope="col">{t("BO_LISTINGS_ENQUIRIES")}</th>
                <th scope="col">{t("BO_LISTINGS_ACTIONS")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-listing={row.id}>
                  <th scope="row">
                    {row.editable ? <Link to={`${basePath}${row.id}/`}>{row.reference}</Link> : row.reference}
                  </th>
                  <td>
                    {row.zip} {row.town}
                  </td>
                  <td>
                    {row.goalLabel}, {row.statusLabel}
                  </td>
                  <td>{row.published ? t("BO_LISTINGS_PUBLISHED") : t("BO_LISTINGS_UNPUBLISHED")}</td>
                  <td>
                    {row.warningLabels.length === 0 ? (
                      t("BO_LISTINGS_NO_WARNINGS")
                    ) : (
                      <ul>
                        {row.warningLabels.map((label) => (
                          <li key={label}>{label}</li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td>{row.views}</td>
                  <td>{row.enquiries}</td>
                  <td>
                    <Form method="post" className="account-inline-form">
                      <input type="hidden" name="intent" value="publication" />
                      <input type="hidden" name="propertyId" value={row.id} />
                      <input type="hidden" name="version" value={row.version} />
                      <input type="hidden" name="published" value={row.published ? "false" : "true"} />
                      <Button type="submit" variant="secondary">
                        {row.published ? t("BO_LISTINGS_UNPUBLISH") : t("BO_LISTINGS_PUBLISH")}
                      </Button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav aria-label={t("BO_LISTINGS_PAGES")} className="back-office-pages">
        {query.page > 1 ? <Link to={pageLink(query.page - 1)}>{t("BO_LISTINGS_PREVIOUS")}</Link> : null}{" "}
        <span>{t("BO_LISTINGS_PAGE_OF", { page: String(query.page), pages: String(view.pages) })}</span>{" "}
        {query.page < view.pages ? <Link to={pageLink(query.page + 1)}>{t("BO_LISTINGS_NEXT")}</Link> : null}
      </nav>
    </div>
  );
}
