// Privacy requests (GDPR): an admin looks up an address, downloads everything stored about it, or erases
// it after a confirmation step. The address travels in POST bodies only, never in a URL (access logs).
// Admins only; never cached; plain forms that work without JavaScript.
import { appContext } from "../context.server.ts";
import { formFields } from "../features/accounts/account-forms.server.ts";
import type { RequestAccount } from "../features/accounts/account-context.ts";
import { accountAnswer, crossOrigin } from "../features/accounts/account-page.server.ts";
import { accountMeta, noStore } from "../features/accounts/account-route.ts";
import "../features/accounts/components/accounts.css";
import { backOfficeFrame, requireBackOffice } from "../features/back-office/back-office-page.server.ts";
import { BackOfficeNav } from "../features/back-office/back-office-nav.tsx";
import { StaffInput } from "../features/back-office/components/staff-fields.tsx";
import "../features/back-office/leads-inbox/staff-screens.css";
import { erasePerson } from "../features/back-office/privacy/erase-person.server.ts";
import { totalOf } from "../features/back-office/privacy/personal-data.server.ts";
import {
  countLines,
  findPersonalData,
  PrivacyRequestSchema,
} from "../features/back-office/privacy/privacy-request.server.ts";
import { useT } from "../i18n/use-t.ts";
import { siteContext } from "../site-context.server.ts";
import { Button } from "../ui/button.tsx";
import { Notice } from "../ui/notice.tsx";
import type { Route } from "./+types/back-office-privacy";

type View = {
  step: "ask" | "found" | "confirm";
  email: string;
  emailError?: string;
  confirmError?: string;
  notice?: { tone: "success" | "error"; message: string };
  lines: { kind: string; label: string; count: number }[];
  foundText?: string;
};

function page(context: Route.LoaderArgs["context"], account: RequestAccount, view: View, status = 200) {
  return accountAnswer({ ...backOfficeFrame(context, account, "privacy"), view }, status);
}

export function loader({ context }: Route.LoaderArgs) {
  const account = requireBackOffice(context, "privacy");
  return page(context, account, { step: "ask", email: "", lines: [] });
}

export async function action({ request, context }: Route.ActionArgs) {
  const account = requireBackOffice(context, "privacy");
  const site = context.get(siteContext);
  const app = context.get(appContext);
  const ask: View = { step: "ask", email: "", lines: [] };
  if (crossOrigin(request, context)) {
    return page(
      context,
      account,
      { ...ask, notice: { tone: "error", message: site.t("LEAD_CROSS_ORIGIN") } },
      403,
    );
  }
  const fields = await formFields(request);
  const parsed = PrivacyRequestSchema.safeParse(fields);
  if (!parsed.success) {
    const message = site.t("PRIVACY_ERROR_EMAIL");
    return page(
      context,
      account,
      { ...ask, email: (fields.email ?? "").slice(0, 254), emailError: message },
      400,
    );
  }
  const request_ = parsed.data;
  const counts = await findPersonalData(app.db, request_.email, app.dataDir);
  const found: View = {
    step: "found",
    email: request_.email,
    lines: countLines(counts, site.t),
    foundText: site.t("PRIVACY_FOUND", { email: request_.email }),
  };
  if (request_.intent === "find" || totalOf(counts) === 0) return page(context, account, found);
  if (request_.intent === "review") return page(context, account, { ...found, step: "confirm" });
  if (request_.confirm !== "yes") {
    return page(
      context,
      account,
      { ...found, step: "confirm", confirmError: site.t("PRIVACY_ERROR_CONFIRM") },
      400,
    );
  }
  const erased = await erasePerson(app.db, account.id, request_.email, app.dataDir, new Date());
  if (erased.kind === "staff") {
    return page(
      context,
      account,
      { ...found, notice: { tone: "error", message: site.t("PRIVACY_ERROR_STAFF") } },
      409,
    );
  }
  const notice =
    erased.filesLeft > 0
      ? { tone: "error" as const, message: site.t("PRIVACY_ERROR_FILES", { count: erased.filesLeft }) }
      : { tone: "success" as const, message: site.t("PRIVACY_ERASED", { count: totalOf(erased.counts) }) };
  return page(context, account, { ...ask, notice });
}

export const headers: Route.HeadersFunction = noStore;

export const meta: Route.MetaFunction = accountMeta;

export default function BackOfficePrivacy({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { title, menu, view } = actionData ?? loaderData;
  return (
    <div className="container account-page">
      <h1>{title}</h1>
      <BackOfficeNav home={menu.home} items={menu.items} />
      <p>{t("PRIVACY_INTRO")}</p>
      {view.notice ? <Notice tone={view.notice.tone}>{view.notice.message}</Notice> : null}
      <form method="post" className="account-form">
        <input type="hidden" name="intent" value="find" />
        <StaffInput
          id="privacy-email"
          name="email"
          type="email"
          label={t("PRIVACY_EMAIL")}
          defaultValue={view.email}
          error={view.emailError}
          autoComplete="off"
          required
        />
        <Button type="submit">{t("PRIVACY_FIND")}</Button>
      </form>
      {view.step !== "ask" ? (
        <section aria-labelledby="privacy-found">
          <h2 id="privacy-found">{view.foundText}</h2>
          {view.lines.length === 0 ? (
            <p role="status">{t("PRIVACY_NOTHING")}</p>
          ) : (
            <>
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t("PRIVACY_KIND")}</th>
                    <th scope="col">{t("PRIVACY_COUNT")}</th>
                  </tr>
                </thead>
                <tbody>
                  {view.lines.map((line) => (
                    <tr key={line.kind} data-kind={line.kind}>
                      <td>{line.label}</td>
                      <td>{line.count}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <div className="staff-actions">
                <form method="post" action="export.json" className="account-inline-form">
                  <input type="hidden" name="email" value={view.email} />
                  <Button type="submit" variant="outline">
                    {t("PRIVACY_EXPORT")}
                  </Button>
                </form>
                {view.step === "found" ? (
                  <form method="post" className="account-inline-form">
                    <input type="hidden" name="intent" value="review" />
                    <input type="hidden" name="email" value={view.email} />
                    <Button type="submit" variant="outline">
                      {t("PRIVACY_ERASE")}
                    </Button>
                  </form>
                ) : null}
              </div>
            </>
          )}
        </section>
      ) : null}
      {view.step === "confirm" ? (
        <section aria-labelledby="privacy-confirm">
          <h2 id="privacy-confirm">{t("PRIVACY_CONFIRM_TITLE")}</h2>
          <p>{t("PRIVACY_CONFIRM_TEXT")}</p>
          <form method="post" className="account-form">
            <input type="hidden" name="intent" value="erase" />
            <input type="hidden" name="email" value={view.email} />
            <div className="field">
              {view.confirmError ? (
                <span className="field-error" id="privacy-confirm-error">
                  {view.confirmError}
                </span>
              ) : null}
              <label>
                <input
                  type="checkbox"
                  name="confirm"
                  value="yes"
                  required
                  aria-invalid={view.confirmError ? true : undefined}
                  aria-describedby={view.confirmError ? "privacy-confirm-error" : undefined}
                />{" "}
                {t("PRIVACY_CONFIRM_CHECK")}
              </label>
            </div>
            <Button type="submit">{t("PRIVACY_CONFIRM_BUTTON")}</Button>
          </form>
        </section>
      ) : null}
    </div>
  );
}
