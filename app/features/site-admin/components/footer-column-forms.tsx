// One form per footer column (spec §3 footer column): its title, intro and full text per language, each
// with its public flag, its images and its widths; a form to remove it (after a confirmation), and one to
// add a column. The order is changed by the move buttons above (footer-order.tsx).
import { useT } from "../../../i18n/use-t.ts";
import { Button } from "../../../ui/button.tsx";
import { type FormView, shownChecked } from "../form-view.ts";
import type { SiteAdminData } from "../site-admin-data.server.ts";
import { DeleteItemForm } from "./delete-item-form.tsx";
import {
  Checkbox,
  FormOutcome,
  formFieldsOf,
  PerLanguageInputs,
  TextArea,
  TextInput,
} from "./edit-fields.tsx";

type FooterColumn = SiteAdminData["footerColumns"][number];

const SPANS = [
  ["colSm", "sm", "SITE_ADMIN_COL_SM"],
  ["colMd", "md", "SITE_ADMIN_COL_MD"],
  ["colLg", "lg", "SITE_ADMIN_COL_LG"],
] as const;

function FooterColumnFields({
  form,
  view,
  column,
}: {
  form: string;
  view: FormView;
  column: FooterColumn | null;
}) {
  const fields = formFieldsOf(view, form);
  const checked = (name: string, stored: boolean) => shownChecked(view, form, name, stored);
  return (
    <>
      <PerLanguageInputs
        idPrefix={form}
        prefix="title"
        label="SITE_ADMIN_TITLE_IN"
        stored={column?.title ?? {}}
        fields={fields}
      />
      <Checkbox
        id={`${form}-title-public`}
        name="titlePublic"
        label="SITE_ADMIN_TITLE_PUBLIC"
        checked={checked("titlePublic", column?.titlePublic ?? true)}
        error={fields.error("titlePublic")}
      />
      <PerLanguageInputs
        idPrefix={form}
        prefix="intro"
        label="SITE_ADMIN_INTRO_IN"
        stored={column?.intro ?? {}}
        fields={fields}
        area
      />
      <Checkbox
        id={`${form}-intro-public`}
        name="introPublic"
        label="SITE_ADMIN_INTRO_PUBLIC"
        checked={checked("introPublic", column?.introPublic ?? true)}
        error={fields.error("introPublic")}
      />
      <PerLanguageInputs
        idPrefix={form}
        prefix="full"
        label="SITE_ADMIN_FULL_TEXT_IN"
        stored={column?.full ?? {}}
        fields={fields}
        area
      />
      <Checkbox
        id={`${form}-full-public`}
        name="fullPublic"
        label="SITE_ADMIN_FULL_TEXT_PUBLIC"
        checked={checked("fullPublic", column?.fullPublic ?? true)}
        error={fields.error("fullPublic")}
      />
      <TextArea
        id={`${form}-images`}
        name="imageKeys"
        label="SITE_ADMIN_FOOTER_IMAGES"
        value={fields.value("imageKeys", (column?.imageKeys ?? []).join("\n"))}
        error={fields.error("imageKeys")}
      />
      {SPANS.map(([name, breakpoint, label]) => (
        <TextInput
          key={name}
          id={`${form}-${name}`}
          name={name}
          type="number"
          label={label}
          value={fields.value(name, String(column?.col[breakpoint] ?? 12))}
          error={fields.error(name)}
        />
      ))}
    </>
  );
}

export function FooterColumnForms({ columns, view }: { columns: FooterColumn[]; view: FormView }) {
  const { t, language } = useT();
  return (
    <>
      <ul className="site-admin-list">
        {columns.map((column, index) => {
          const form = `footer-column-${column.id}`;
          const titles: Record<string, string | undefined> = column.title;
          return (
            <li key={`${column.id}-${column.version}`}>
              <form method="post" className="account-form" aria-labelledby={`${form}-heading`}>
                <h2 id={`${form}-heading`}>
                  {titles[language] || column.title.nl || t("SITE_ADMIN_COLUMN", { n: index + 1 })}
                </h2>
                <FormOutcome view={view} form={form} />
                <input type="hidden" name="intent" value="footer-column" />
                <input type="hidden" name="id" value={column.id} />
                <input type="hidden" name="version" value={column.version} />
                <FooterColumnFields form={form} view={view} column={column} />
                <Button type="submit">{t("SITE_ADMIN_SAVE")}</Button>
              </form>
              <DeleteItemForm intent="footer-column-delete" item={column} view={view} />
            </li>
          );
        })}
      </ul>
      <form method="post" className="account-form" aria-labelledby="footer-column-new-heading">
        <h2 id="footer-column-new-heading">{t("SITE_ADMIN_NEW_FOOTER_COLUMN")}</h2>
        <FormOutcome view={view} form="footer-column-new" />
        <input type="hidden" name="intent" value="footer-column-new" />
        <FooterColumnFields form="footer-column-new" view={view} column={null} />
        <Button type="submit">{t("SITE_ADMIN_ADD")}</Button>
      </form>
    </>
  );
}
