// The back office's API keys: the import API's integrations, a key created (shown once, in the answer to
// the post that created it, never stored in clear) or revoked. Admins only; audit-logged; never cached.
import { data, Form } from "react-router";
import { appContext } from "../context.server.ts";
import { formFields } from "../features/accounts/account-forms.server.ts";
import { accountAnswer, crossOrigin } from "../features/accounts/account-page.server.ts";
import { accountMeta, NO_STORE, noStore } from "../features/accounts/account-route.ts";
import type { RequestAccount } from "../features/accounts/account-context.ts";
import "../features/accounts/components/accounts.css";
import {
  ApiKeyNameSchema,
  createKeyFor,
  revokeKeyFor,
} from "../features/back-office/api-key-admin.server.ts";
import { type BackOfficeNotice, notice } from "../features/back-office/back-office-notice.ts";
import { backOfficeFrame, requireBackOffice } from "../features/back-office/back-office-page.server.ts";
import "../features/back-office/back-office-tables.css";
import { BackOfficeHeader } from "../features/back-office/components/back-office-notice.tsx";
import { listApiKeys } from "../features/import/api-keys.server.ts";
import { useT } from "../i18n/use-t.ts";
import { siteContext } from "../site-context.server.ts";
import { Button } from "../ui/button.tsx";
import type { Route } from "./+types/back-office-api-keys";

type Context = Route.LoaderArgs["context"];

type Outcome = { notice: BackOfficeNotice; created?: { name: string; key: string }; name?: string };

async function page(context: Context, account: RequestAccount, outcome: Outcome, status = 200) {
  const site = context.get(siteContext);
  const date = new Intl.DateTimeFormat(site.language, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Brussels",
  });
  const keys = await listApiKeys(context.get(appContext).db);
  return accountAnswer(
    {
      ...backOfficeFrame(context, account, "api-keys"),
      keys: keys.map((key) => ({
        id: key.id,
        name: key.name,
        live: key.revokedAt === null,
        createdAt: date.format(key.createdAt),
        lastUsedAt: key.lastUsedAt ? date.format(key.lastUsedAt) : null,
      })),
      notice: outcome.notice,
      created: outcome.created
        ? { key: outcome.created.key, text: site.t("BO_API_KEYS_CREATED", { name: outcome.created.name }) }
        : null,
      name: outcome.name ?? "",
    },
    status,
  );
}

export async function loader({ context }: Route.LoaderArgs) {
  const account = requireBackOffice(context, "api-keys");
  return page(context, account, { notice: null });
}

export async function action({ request, context }: Route.ActionArgs) {
  const account = requireBackOffice(context, "api-keys");
  const t = context.get(siteContext).t;
  if (crossOrigin(request, context)) {
    return page(context, account, { notice: notice(t, "error", "LEAD_CROSS_ORIGIN") }, 403);
  }
  const fields = await formFields(request);
  if (fields.intent !== "create" && fields.intent !== "revoke") {
    throw data(null, { status: 400, headers: NO_STORE });
  }
  const parsed = ApiKeyNameSchema.safeParse(fields);
  if (!parsed.success) {
    const outcome = { notice: notice(t, "error", "BO_API_KEYS_ERROR_NAME"), name: fields.name ?? "" };
    return page(context, account, outcome, 400);
  }
  const db = context.get(appContext).db;
  const { name } = parsed.data;
  if (fields.intent === "create") {
    const created = await createKeyFor(db, account.id, name, new Date());
    if (!created.ok) {
      return page(context, account, { notice: notice(t, "error", "BO_API_KEYS_ERROR_TAKEN"), name }, 409);
    }
    return page(context, account, { notice: null, created: { name, key: created.key } });
  }
  if (!(await revokeKeyFor(db, account.id, name, new Date()))) {
    return page(context, account, { notice: notice(t, "error", "BO_API_KEYS_ERROR_UNKNOWN") }, 404);
  }
  return page(context, account, { notice: notice(t, "success", "BO_API_KEYS_REVOKED") });
}

export const headers: Route.HeadersFunction = noStore;

export const meta: Route.MetaFunction = accountMeta;

export default function BackOfficeApiKeys({ loaderData, actionData }: Route.ComponentProps) {
  const { title, menu, notice, created, keys, name } = actionData ?? loaderData;
  const { t } = useT();
  return (
    <div className="container account-page">
      <BackOfficeHeader title={title} menu={menu} notice={notice} />
      {created ? (
        <section aria-labelledby="api-key-created" className="notice" data-tone="success">
          <h2 id="api-key-created">{t("BO_API_KEYS_KEY")}</h2>
          <p role="status">{created.text}</p>
          <p>
            <code className="api-key-value">{created.key}</code>
          </p>
        </section>
      ) : null}
      {keys.length === 0 ? (
        <p>{t("BO_API_KEYS_NONE")}</p>
      ) : (
        <div className="portal-table back-office-table" tabIndex={0} role="region" aria-label={title}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t("BO_API_KEYS_NAME")}</th>
                <th scope="col">{t("BO_API_KEYS_STATE")}</th>
                <th scope="col">{t("BO_API_KEYS_CREATED_AT")}</th>
                <th scope="col">{t("BO_API_KEYS_LAST_USED")}</th>
                <th scope="col">{t("BO_USERS_ACTIONS")}</th>
              </tr>
            </thead>
            <tbody>
              {keys.map((key) => (
                <tr key={key.id} data-key={key.name}>
                  <th scope="row">{key.name}</th>
                  <td>{key.live ? t("BO_API_KEYS_LIVE") : t("BO_API_KEYS_REVOKED_STATE")}</td>
                  <td>{key.createdAt}</td>
                  <td>{key.lastUsedAt ?? t("BO_API_KEYS_NEVER")}</td>
                  <td>
                    {key.live ? (
                      <Form method="post" className="account-inline-form">
                        <input type="hidden" name="intent" value="revoke" />
                        <input type="hidden" name="name" value={key.name} />
                        <Button type="submit" variant="secondary">
                          {t("BO_API_KEYS_REVOKE")}
                        </Button>
                      </Form>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <section aria-labelledby="api-key-new">
        <h2 id="api-key-new">{t("BO_API_KEYS_CREATE_TITLE")}</h2>
        <Form method="post" className="account-form">
          <input type="hidden" name="intent" value="create" />
          <div className="field">
            <label htmlFor="api-key-name">{t("BO_API_KEYS_NAME")}</label>
            <span className="field-hint" id="api-key-name-hint">
              {t("BO_API_KEYS_NAME_HINT")}
            </span>
            <input
              id="api-key-name"
              name="name"
              type="text"
              maxLength={64}
              required
              autoComplete="off"
              defaultValue={name}
              aria-describedby="api-key-name-hint"
            />
          </div>
          <Button type="submit">{t("BO_API_KEYS_CREATE")}</Button>
        </Form>
      </section>
    </div>
  );
}
