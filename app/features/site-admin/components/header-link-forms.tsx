// One form per link of the header links bar (spec §3 header link item): label and link per language,
// icon, colour, status and order; a form to remove it (after a confirmation), and one to add a link.
import { useT } from "../../../i18n/use-t.ts";
import { Button } from "../../../ui/button.tsx";
import type { SiteAdminData } from "../site-admin-data.server.ts";
import type { FormView } from "../form-view.ts";
import { DeleteItemForm } from "./delete-item-form.tsx";
import { FormOutcome, formFieldsOf, PerLanguageInputs, StatusAndSort, TextInput } from "./edit-fields.tsx";

type HeaderLink = SiteAdminData["headerLinks"][number];

/** The fields a link is saved or added with; `form` names them, `link` holds the stored values. */
function HeaderLinkFields({
  form,
  view,
  link,
  nextSort,
}: {
  form: string;
  view: FormView;
  link: HeaderLink | null;
  nextSort: number;
}) {
  const fields = formFieldsOf(view, form);
  return (
    <>
      <PerLanguageInputs
        idPrefix={form}
        prefix="label"
        label="SITE_ADMIN_LABEL_IN"
        stored={link?.label ?? {}}
        fields={fields}
      />
      <PerLanguageInputs
        idPrefix={form}
        prefix="link"
        label="SITE_ADMIN_LINK_IN"
        stored={link?.link ?? {}}
        fields={fields}
      />
      <TextInput
        id={`${form}-icon`}
        name="icon"
        label="SITE_ADMIN_ICON"
        value={fields.value("icon", link?.icon ?? "")}
        error={fields.error("icon")}
      />
      <TextInput
        id={`${form}-color`}
        name="color"
        label="SITE_ADMIN_COLOR"
        value={fields.value("color", link?.color ?? "")}
        error={fields.error("color")}
      />
      <StatusAndSort
        idPrefix={form}
        fields={fields}
        status={link?.status ?? "Draft"}
        sort={link?.sort ?? nextSort}
      />
    </>
  );
}

export function HeaderLinkForms({ links, view }: { links: HeaderLink[]; view: FormView }) {
  const { t, language } = useT();
  return (
    <>
      {links.length === 0 ? <p>{t("PAGES_ADMIN_NONE")}</p> : null}
      <ul className="site-admin-list">
        {links.map((link) => {
          const form = `header-link-${link.id}`;
          const labels: Record<string, string | undefined> = link.label;
          return (
            <li key={`${link.id}-${link.version}`}>
              <form method="post" className="account-form" aria-labelledby={`${form}-heading`}>
                <h2 id={`${form}-heading`}>
                  {labels[language] ?? link.label.nl ?? t("SITE_ADMIN_UNTITLED")}
                </h2>
                <FormOutcome view={view} form={form} />
                <input type="hidden" name="intent" value="header-link" />
                <input type="hidden" name="id" value={link.id} />
                <input type="hidden" name="version" value={link.version} />
                <HeaderLinkFields form={form} view={view} link={link} nextSort={links.length + 1} />
                <Button type="submit">{t("SITE_ADMIN_SAVE")}</Button>
              </form>
              <DeleteItemForm intent="header-link-delete" item={link} view={view} />
            </li>
          );
        })}
      </ul>
      <form method="post" className="account-form" aria-labelledby="header-link-new-heading">
        <h2 id="header-link-new-heading">{t("SITE_ADMIN_NEW_HEADER_LINK")}</h2>
        <FormOutcome view={view} form="header-link-new" />
        <input type="hidden" name="intent" value="header-link-new" />
        <HeaderLinkFields form="header-link-new" view={view} link={null} nextSort={links.length + 1} />
        <Button type="submit">{t("SITE_ADMIN_ADD")}</Button>
      </form>
    </>
  );
}
