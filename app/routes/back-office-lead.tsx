// One lead in the back office: the request as submitted, the e-mails as the outbox holds them, the
// consents and attribution recorded, and its follow-up (status and internal note, saved with a version
// check). Staff only; never cached; the form works without JavaScript.
import { data, Link } from "react-router";
import { appContext } from "../context.server.ts";
import { formFields } from "../features/accounts/account-forms.server.ts";
import { accountAnswer, crossOrigin } from "../features/accounts/account-page.server.ts";
import { accountMeta, NO_STORE, noStore } from "../features/accounts/account-route.ts";
import "../features/accounts/components/accounts.css";
import { backOfficeFrame, requireBackOffice } from "../features/back-office/back-office-page.server.ts";
import { BackOfficeNav } from "../features/back-office/back-office-nav.tsx";
import { backOfficePath } from "../features/back-office/back-office-screens.ts";
import { isLeadId, leadDetailView } from "../features/back-office/leads-inbox/lead-detail-view.server.ts";
import { saveFollowUp } from "../features/back-office/leads-inbox/lead-follow-up.server.ts";
import { NOTE_MAX_LENGTH } from "../features/back-office/leads-inbox/lead-note.ts";
import { StaffSelect, StaffTextArea } from "../features/back-office/components/staff-fields.tsx";
import "../features/back-office/leads-inbox/staff-screens.css";
import type { RequestAccount } from "../features/accounts/account-context.ts";
import { useT } from "../i18n/use-t.ts";
import { siteContext } from "../site-context.server.ts";
import { Button } from "../ui/button.tsx";
import { Notice } from "../ui/notice.tsx";
import type { Route } from "./+types/back-office-lead";

type Outcome = {
  tone: "success" | "error";
  message: string;
  errors: { status?: string; internalNote?: string };
  values?: { status: string; internalNote: string };
};

async function page(
  context: Route.LoaderArgs["context"],
  account: RequestAccount,
  leadId: string | undefined,
  outcome: Outcome | null,
  status = 200,
) {
  const site = context.get(siteContext);
  const view = isLeadId(leadId)
    ? await leadDetailView(context.get(appContext).db, leadId, site.language, site.t)
    : null;
  if (!view) throw data(null, { status: 404, headers: NO_STORE });
  const frame = backOfficeFrame(context, account, "leads");
  const title = `${site.t("LEADS_DETAIL_REQUEST")} ${view.date}`;
  return accountAnswer(
    {
      ...frame,
      title,
      breadcrumbs: [
        ...frame.breadcrumbs.slice(0, 1),
        { label: frame.title, href: backOfficePath("leads", site.language) },
        { label: title },
      ],
      listPath: backOfficePath("leads", site.language),
      lead: view,
      outcome,
    },
    status,
  );
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const account = requireBackOffice(context, "leads");
  return page(context, account, params.leadId, null);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const account = requireBackOffice(context, "leads");
  const site = context.get(siteContext);
  const refused = (message: string, status: number, values?: Outcome["values"], errors = {}) =>
    page(
      context,
      account,
      params.leadId,
      { tone: "error", message, errors, ...(values ? { values } : {}) },
      status,
    );
  if (crossOrigin(request, context)) return refused(site.t("LEAD_CROSS_ORIGIN"), 403);
  if (!isLeadId(params.leadId)) throw data(null, { status: 404, headers: NO_STORE });
  const fields = await formFields(request);
  const values = { status: fields.status ?? "", internalNote: fields.internalNote ?? "" };
  const outcome = await saveFollowUp(
    context.get(appContext).db,
    account.id,
    params.leadId,
    fields,
    new Date(),
  );
  switch (outcome.kind) {
    case "saved":
      return page(context, account, params.leadId, {
        tone: "success",
        message: site.t("BACK_OFFICE_SAVED"),
        errors: {},
      });
    case "conflict":
      return refused(site.t("BACK_OFFICE_EDIT_CONFLICT"), 409, values);
    case "missing":
      throw data(null, { status: 404, headers: NO_STORE });
    case "invalid": {
      const errors = {
        ...(outcome.errors.status ? { status: site.t(outcome.errors.status) } : {}),
        ...(outcome.errors.internalNote ? { internalNote: site.t(outcome.errors.internalNote) } : {}),
      };
      return refused(site.t(outcome.errors.form ?? "LEADS_ERROR_FORM"), 400, values, errors);
    }
  }
}

export const headers: Route.HeadersFunction = noStore;

export const meta: Route.MetaFunction = accountMeta;

export default function BackOfficeLead({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { title, menu, lead, listPath, outcome } = actionData ?? loaderData;
  const values = outcome?.values ?? { status: lead.status, internalNote: lead.internalNote };
  return (
    <div className="container account-page">
      <h1>{title}</h1>
      <BackOfficeNav home={menu.home} items={menu.items} />
      <p>
        <Link to={listPath}>{t("LEADS_BACK_TO_LIST")}</Link>
      </p>
      {outcome ? <Notice tone={outcome.tone}>{outcome.message}</Notice> : null}
      <div className="account-grid">
        <section aria-labelledby="lead-request">
          <h2 id="lead-request">{lead.form}</h2>
          <dl className="staff-details">
            {[...lead.summary, ...lead.fields].map((line, index) => (
              <div key={`${line.label}-${index}`}>
                <dt>{line.label}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="lead-handling">
          <h2 id="lead-handling">{t("LEADS_DETAIL_HANDLING")}</h2>
          <form method="post" className="account-form">
            <input type="hidden" name="version" value={lead.version} />
            <StaffSelect
              id="lead-status"
              name="status"
              label={t("LEADS_FILTER_STATUS")}
              options={lead.statuses}
              defaultValue={values.status}
              error={outcome?.errors.status}
            />
            <StaffTextArea
              id="lead-note"
              name="internalNote"
              label={t("LEADS_COLUMN_NOTE")}
              defaultValue={values.internalNote}
              maxLength={NOTE_MAX_LENGTH}
              error={outcome?.errors.internalNote}
            />
            <Button type="submit">{t("LEADS_DETAIL_SAVE")}</Button>
          </form>
        </section>
      </div>
      <section aria-labelledby="lead-consents">
        <h2 id="lead-consents">{t("LEADS_DETAIL_CONSENTS")}</h2>
        {lead.consents.length === 0 ? (
          <p>{t("LEADS_DETAIL_NO_CONSENTS")}</p>
        ) : (
          <ul>
            {lead.consents.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="lead-attribution">
        <h2 id="lead-attribution">{t("LEADS_DETAIL_ATTRIBUTION")}</h2>
        {lead.attribution.length === 0 ? (
          <p>{t("LEADS_DETAIL_NO_ATTRIBUTION")}</p>
        ) : (
          <dl className="staff-details">
            {lead.attribution.map((line) => (
              <div key={line.label}>
                <dt>{line.label}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <section aria-labelledby="lead-mails">
        <h2 id="lead-mails">{t("LEADS_DETAIL_MAILS")}</h2>
        {lead.messages.length === 0 ? <p>{t("LEADS_DETAIL_NO_MAILS")}</p> : null}
        {lead.messages.map((message) => (
          <article key={message.id} aria-label={message.subject}>
            <dl className="staff-details">
              <dt>{t("LEADS_DETAIL_MAIL_TO")}</dt>
              <dd>{message.recipient}</dd>
              <dt>{t("LEADS_DETAIL_MAIL_SUBJECT")}</dt>
              <dd>{message.subject}</dd>
              <dt>{t("LEADS_DETAIL_MAIL_STATE")}</dt>
              <dd>{message.state}</dd>
            </dl>
            <pre className="staff-mail">{message.body}</pre>
          </article>
        ))}
      </section>
    </div>
  );
}
