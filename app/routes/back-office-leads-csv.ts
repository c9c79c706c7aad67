// The leads inbox's CSV export: the list with the page's filters, whole, as a download. Staff only;
// never cached. A bad filter is a 400 with the translated message, never a file of something else.
import { data } from "react-router";
import { appContext } from "../context.server.ts";
import { NO_STORE } from "../features/accounts/account-route.ts";
import { requireBackOffice } from "../features/back-office/back-office-page.server.ts";
import { csvFileName, leadsCsv } from "../features/back-office/leads-inbox/lead-csv.server.ts";
import { parseLeadFilters } from "../features/back-office/leads-inbox/lead-filters.server.ts";
import { siteContext } from "../site-context.server.ts";
import type { Route } from "./+types/back-office-leads-csv";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireBackOffice(context, "leads");
  const site = context.get(siteContext);
  const parsed = parseLeadFilters(new URL(request.url).searchParams);
  if (!parsed.ok) {
    throw data(site.t("LEADS_ERROR_FILTER"), { status: 400, headers: NO_STORE });
  }
  const csv = await leadsCsv(context.get(appContext).db, parsed.filters, site.t);
  return new Response(csv, {
    headers: {
      ...NO_STORE,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csvFileName(new Date())}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
