// The back office's users: staff and owner accounts; invite a staff member, change a staff member's role
// (admin or agent), sign an account out everywhere. Admins only; audit-logged; never cached.
import { data, Form } from "react-router";
import { appContext } from "../context.server.ts";
import { type AdminFormState, IDLE } from "../features/accounts/admin-form-state.ts";
import { fieldErrors, formFields } from "../features/accounts/account-forms.server.ts";
import { accountAnswer, crossOrigin } from "../features/accounts/account-page.server.ts";
import { accountMeta, NO_STORE, noStore } from "../features/accounts/account-route.ts";
import type { RequestAccount } from "../features/accounts/account-context.ts";
import { ENABLED_FORM_LANGUAGES, LANGUAGE_NAMES } from "../features/accounts/account-languages.ts";
import { InputField, SelectField } from "../features/accounts/components/account-field.tsx";
import { notice } from "../features/back-office/back-office-notice.ts";
import { BackOfficeHeader } from "../features/back-office/components/back-office-notice.tsx";
import "../features/accounts/components/accounts.css";
import { backOfficeFrame, requireBackOffice } from "../features/back-office/back-office-page.server.ts";
import "../features/back-office/back-office-tables.css";
import {
  ChangeRoleSchema,
  changeRole,
  InviteStaffSchema,
  inviteStaff,
  listAccounts,
  RevokeSessionsSchema,
  revokeSessions,
  type RoleOutcome,
} from "../features/back-office/staff-accounts.server.ts";
import { useT } from "../i18n/use-t.ts";
import type { MessageKey } from "../i18n/dictionary.ts";
import { siteContext } from "../site-context.server.ts";
import { Button } from "../ui/button.tsx";
import type { Route } from "./+types/back-office-users";

type Context = Route.LoaderArgs["context"];

async function page(context: Context, account: RequestAccount, state: AdminFormState, status = 200) {
  const db = context.get(appContext).db;
  const site = context.get(siteContext);
  const roles: Record<string, string> = {
    admin: site.t("BO_USERS_ROLE_ADMIN"),
    agent: site.t("BO_USERS_ROLE_AGENT"),
    owner: site.t("BO_USERS_ROLE_OWNER"),
    searcher: site.t("BO_USERS_ROLE_SEARCHER"),
  };
  const people = (await listAccounts(db, new Date())).map((person) => ({
    ...person,
    roleLabel: roles[person.role] ?? person.role,
    self: person.id === account.id,
  }));
  return accountAnswer(
    {
      ...backOfficeFrame(context, account, "users"),
      notice: state.message
        ? notice(site.t, state.status === "saved" ? "success" : "error", state.message)
        : null,
      staff: people.filter((person) => person.role !== "owner"),
      owners: people.filter((person) => person.role === "owner"),
      state,
    },
    status,
  );
}

const ROLE_MESSAGES: Record<RoleOutcome, { message: MessageKey; status: number }> = {
  saved: { message: "BO_USERS_ROLE_CHANGED", status: 200 },
  conflict: { message: "BACK_OFFICE_EDIT_CONFLICT", status: 409 },
  unknown: { message: "BO_USERS_UNKNOWN", status: 404 },
  "not-staff": { message: "BO_USERS_NOT_STAFF", status: 400 },
  "last-admin": { message: "BO_USERS_LAST_ADMIN", status: 409 },
  "not-yourself": { message: "BO_USERS_NOT_YOURSELF", status: 403 },
};

function refused(form: string, message: MessageKey): AdminFormState {
  return { form, status: "invalid", message, errors: {}, values: {} };
}

export async function loader({ context }: Route.LoaderArgs) {
  const account = requireBackOffice(context, "users");
  return page(context, account, IDLE);
}

export async function action({ request, context }: Route.ActionArgs) {
  const account = requireBackOffice(context, "users");
  if (crossOrigin(request, context)) {
    return page(context, account, refused("origin", "LEAD_CROSS_ORIGIN"), 403);
  }
  const app = context.get(appContext);
  const fields = await formFields(request);
  const now = new Date();
  if (fields.intent === "invite") {
    const parsed = InviteStaffSchema.safeParse(fields);
    if (!parsed.success) {
      const state: AdminFormState = {
        form: "invite",
        status: "invalid",
        message: "ADMIN_ERROR_FORM",
        errors: fieldErrors(parsed.error),
        values: fields,
      };
      return page(context, account, state, 400);
    }
    const site = context.get(siteContext);
    const outcome = await inviteStaff(
      app.db,
      account.id,
      parsed.data,
      { siteOrigin: app.siteOrigin, agencyName: site.settings.siteInformation.name },
      now,
    );
    if (!outcome.ok) {
      const state: AdminFormState = {
        form: "invite",
        status: "invalid",
        message: "BO_USERS_INVITE_EXISTS",
        errors: {},
        values: fields,
      };
      return page(context, account, state, 409);
    }
    return page(context, account, {
      ...IDLE,
      form: "invite",
      status: "saved",
      message: "BO_USERS_INVITED_DONE",
    });
  }
  if (fields.intent === "role") {
    const parsed = ChangeRoleSchema.safeParse(fields);
    if (!parsed.success) return page(context, account, refused("role", "BO_USERS_UNKNOWN"), 400);
    const outcome = ROLE_MESSAGES[await changeRole(app.db, account.id, parsed.data, now)];
    const state: AdminFormState = {
      ...IDLE,
      form: "role",
      status: outcome.status === 200 ? "saved" : "invalid",
      message: outcome.message,
    };
    return page(context, account, state, outcome.status);
  }
  if (fields.intent === "revoke") {
    const parsed = RevokeSessionsSchema.safeParse(fields);
    if (!parsed.success) return page(context, account, refused("revoke", "BO_USERS_UNKNOWN"), 400);
    const done = await revokeSessions(app.db, account.id, parsed.data.accountId, now);
    if (!done) return page(context, account, refused("revoke", "BO_USERS_UNKNOWN"), 404);
    return page(context, account, { ...IDLE, form: "revoke", status: "saved", message: "BO_USERS_REVOKED" });
  }
  throw data(null, { status: 400, headers: NO_STORE });
}

export const headers: Route.HeadersFunction = noStore;

export const meta: Route.MetaFunction = accountMeta;

type Person = Route.ComponentProps["loaderData"]["staff"][number];

function PeopleTable({ people, label, staff }: { people: Person[]; label: string; staff: boolean }) {
  const { t } = useT();
  if (people.length === 0) return <p>{t("BO_USERS_NONE")}</p>;
  return (
    <div className="portal-table back-office-table" tabIndex={0} role="region" aria-label={label}>
      <table>
        <thead>
          <tr>
            <th scope="col">{t("BO_USERS_NAME")}</th>
            <th scope="col">{t("BO_USERS_EMAIL")}</th>
            <th scope="col">{t("BO_USERS_ROLE")}</th>
            <th scope="col">{t("BO_USERS_STATE")}</th>
            <th scope="col">{t("BO_USERS_SESSIONS")}</th>
            <th scope="col">{t("BO_USERS_ACTIONS")}</th>
          </tr>
        </thead>
        <tbody>
          {people.map((person) => (
            <tr key={person.id} data-account={person.email}>
              <th scope="row">
                {person.displayName} {person.self ? t("BO_USERS_YOU") : null}
              </th>
              <td>{person.email}</td>
              <td>{person.roleLabel}</td>
              <td>{person.invited ? t("BO_USERS_INVITED") : t("BO_USERS_ACTIVE")}</td>
              <td>{person.sessions}</td>
              <td>
                {staff ? (
                  <Form method="post" className="account-inline-form">
                    <input type="hidden" name="intent" value="role" />
                    <input type="hidden" name="accountId" value={person.id} />
                    <input type="hidden" name="version" value={person.version} />
                    <input type="hidden" name="role" value={person.role === "admin" ? "agent" : "admin"} />
                    <Button type="submit" variant="secondary">
                      {person.role === "admin" ? t("BO_USERS_MAKE_AGENT") : t("BO_USERS_MAKE_ADMIN")}
                    </Button>
                  </Form>
                ) : null}{" "}
                <Form method="post" className="account-inline-form">
                  <input type="hidden" name="intent" value="revoke" />
                  <input type="hidden" name="accountId" value={person.id} />
                  <Button type="submit" variant="secondary">
                    {t("BO_USERS_REVOKE")}
                  </Button>
                </Form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function BackOfficeUsers({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useT();
  const view = actionData ?? loaderData;
  const { state, menu } = view;
  const invite = state.form === "invite" && state.status === "invalid" ? state : IDLE;
  return (
    <div className="container account-page">
      <BackOfficeHeader title={view.title} menu={menu} notice={view.notice} />
      <section aria-labelledby="users-staff">
        <h2 id="users-staff">{t("BO_USERS_STAFF")}</h2>
        <PeopleTable people={view.staff} label={t("BO_USERS_STAFF")} staff />
      </section>
      <section aria-labelledby="users-invite">
        <h2 id="users-invite">{t("BO_USERS_INVITE_TITLE")}</h2>
        <Form method="post" className="account-form">
          <input type="hidden" name="intent" value="invite" />
          <InputField
            id="users-invite-email"
            name="email"
            type="email"
            label="BO_USERS_EMAIL"
            autoComplete="off"
            defaultValue={invite.values.email}
            error={invite.errors.email}
            required
          />
          <InputField
            id="users-invite-name"
            name="displayName"
            label="BO_USERS_NAME"
            autoComplete="off"
            defaultValue={invite.values.displayName}
            error={invite.errors.displayName}
            required
          />
          <SelectField
            id="users-invite-language"
            name="language"
            label="ADMIN_LANGUAGE"
            defaultValue={invite.values.language ?? (language === "de" ? "nl" : language)}
            error={invite.errors.language}
            options={ENABLED_FORM_LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
          />
          <SelectField
            id="users-invite-role"
            name="role"
            label="BO_USERS_ROLE"
            defaultValue={invite.values.role ?? "agent"}
            error={invite.errors.role}
            options={[
              { value: "agent", label: t("BO_USERS_ROLE_AGENT") },
              { value: "admin", label: t("BO_USERS_ROLE_ADMIN") },
            ]}
          />
          <Button type="submit">{t("BO_USERS_INVITE_BUTTON")}</Button>
        </Form>
      </section>
      <section aria-labelledby="users-owners">
        <h2 id="users-owners">{t("BO_USERS_OWNERS")}</h2>
        <PeopleTable people={view.owners} label={t("BO_USERS_OWNERS")} staff={false} />
      </section>
    </div>
  );
}
