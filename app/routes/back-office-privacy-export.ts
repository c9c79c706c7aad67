// A privacy request's export: everything stored about the posted address as a JSON download, with an
// audit entry of counts only. Admins only; never cached; refuses cross-origin posts and bad addresses.
import { data } from "react-router";
import { appContext } from "../context.server.ts";
import { formFields } from "../features/accounts/account-forms.server.ts";
import { crossOrigin } from "../features/accounts/account-page.server.ts";
import { NO_STORE } from "../features/accounts/account-route.ts";
import { requireBackOffice } from "../features/back-office/back-office-page.server.ts";
import {
  exportFileName,
  exportPersonalData,
  PrivacyEmailSchema,
} from "../features/back-office/privacy/privacy-request.server.ts";
import { siteContext } from "../site-context.server.ts";
import type { Route } from "./+types/back-office-privacy-export";

export async function action({ request, context }: Route.ActionArgs) {
  const account = requireBackOffice(context, "privacy");
  const site = context.get(siteContext);
  const app = context.get(appContext);
  if (crossOrigin(request, context))
    throw data(site.t("LEAD_CROSS_ORIGIN"), { status: 403, headers: NO_STORE });
  const email = PrivacyEmailSchema.safeParse((await formFields(request)).email);
  if (!email.success) throw data(site.t("PRIVACY_ERROR_EMAIL"), { status: 400, headers: NO_STORE });
  const now = new Date();
  const json = await exportPersonalData(app.db, account.id, email.data, app.dataDir, now);
  return new Response(json, {
    headers: {
      ...NO_STORE,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(now)}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

export function loader({ context }: Route.LoaderArgs) {
  requireBackOffice(context, "privacy");
  throw data(null, { status: 405, headers: { ...NO_STORE, Allow: "POST" } });
}
