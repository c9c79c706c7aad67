// The body of the page that manages an address's search alerts (ADR 0019, 0026): the outcome of the last
// change, each alert's editor, and "delete all my data". The same for the signed link and a signed-in
// account; plain forms, so it works without JavaScript.
import { Form } from "react-router";
import { useT } from "../../i18n/use-t.ts";
import { Button } from "../../ui/button.tsx";
import { Notice } from "../../ui/notice.tsx";
import { AlertEditor, type AlertView } from "./alert-editor.tsx";

export type AlertsPageData = {
  title: string;
  /** Where the forms post: the page's own address (the signed link's with its token); null: no forms. */
  action: string | null;
  email: string | null;
  alerts: AlertView[];
  /** Texts are translated here: the keys of an outcome are only known at run time. */
  done: string | null;
  error: { text: string; alert?: string; fieldErrors?: Record<string, string> } | null;
  values?: Record<string, string>;
  invalid: boolean;
  /** What "delete all my data" deletes: with a searcher's account, the account too. */
  deleteAllText: string;
  propertyTypes: { id: number; name: string }[];
  breadcrumbs: { label: string }[];
  alternates: Record<string, string>;
};

export function AlertsManager({ page }: { page: AlertsPageData }) {
  const { t } = useT();
  const { action } = page;
  return (
    <div className="container lead-manage-alerts">
      <h1>{t("ALERT_MANAGE_TITLE")}</h1>
      {page.done ? (
        <Notice tone="success">
          <p role="status">{page.done}</p>
        </Notice>
      ) : null}
      {page.error && !page.error.alert ? (
        <Notice tone="error">
          <p role="alert">{page.error.text}</p>
        </Notice>
      ) : null}
      {page.invalid && !page.done ? (
        <Notice tone="error">
          <p>{t("ALERT_MANAGE_INVALID")}</p>
        </Notice>
      ) : null}
      {page.email ? <p>{t("ALERT_MANAGE_INTRO", { email: page.email })}</p> : null}
      {page.email && page.alerts.length === 0 ? <p>{t("ALERT_MANAGE_NONE")}</p> : null}
      {action !== null
        ? page.alerts.map((alert) => (
            <AlertEditor
              key={alert.id}
              alert={alert}
              propertyTypes={page.propertyTypes}
              action={action}
              error={page.error?.alert === alert.id ? page.error : null}
              values={page.error?.alert === alert.id ? page.values : undefined}
            />
          ))
        : null}
      {action !== null ? (
        <Form method="post" action={action} className="lead-manage-delete-all">
          <p>{page.deleteAllText}</p>
          <input type="hidden" name="intent" value="delete-all" />
          <Button type="submit" variant="outline">
            {t("ALERT_ACTION_DELETE_ALL")}
          </Button>
        </Form>
      ) : null}
    </div>
  );
}
