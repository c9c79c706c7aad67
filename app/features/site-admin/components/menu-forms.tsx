// One form per menu entry (spec §2 "Menus and links"): its title in each language, path, status, order
// and the top-level entry it sits under; a form to remove it (after a confirmation), and one to add an
// entry.
import type { LocalizedText } from "../../../db/schema/listings.ts";
import { useT } from "../../../i18n/use-t.ts";
import { Button } from "../../../ui/button.tsx";
import type { FormView } from "../form-view.ts";
import type { SiteAdminData } from "../site-admin-data.server.ts";
import { DeleteItemForm } from "./delete-item-form.tsx";
import {
  FormOutcome,
  formFieldsOf,
  PerLanguageInputs,
  Select,
  StatusAndSort,
  TextInput,
} from "./edit-fields.tsx";

type Menu = SiteAdminData["menus"][number];

function menuLabel(title: LocalizedText, language: string): string {
  const texts: Record<string, string | undefined> = title;
  return texts[language] ?? title.nl ?? title.fr ?? title.en ?? "";
}

/** The fields an entry is saved or added with; `form` names them, `menu` holds the stored values. */
function MenuFields({
  form,
  view,
  menu,
  parents,
}: {
  form: string;
  view: FormView;
  menu: Pick<Menu, "id" | "title" | "path" | "status" | "sort" | "parentId"> | null;
  parents: Menu[];
}) {
  const { t, language } = useT();
  const fields = formFieldsOf(view, form);
  return (
    <>
      <PerLanguageInputs
        idPrefix={form}
        prefix="title"
        label="SITE_ADMIN_TITLE_IN"
        stored={menu?.title ?? {}}
        fields={fields}
      />
      <TextInput
        id={`${form}-path`}
        name="path"
        label="SITE_ADMIN_PATH"
        hint="SITE_ADMIN_PATH_HINT"
        value={fields.value("path", menu?.path ?? "")}
        error={fields.error("path")}
      />
      <StatusAndSort
        idPrefix={form}
        fields={fields}
        status={menu?.status ?? "Draft"}
        sort={menu?.sort ?? parents.length + 1}
      />
      <Select
        id={`${form}-parent`}
        name="parentId"
        label="SITE_ADMIN_PARENT"
        value={fields.value("parentId", menu === null || menu.parentId === null ? "" : String(menu.parentId))}
        options={[
          { value: "", label: t("SITE_ADMIN_TOP_LEVEL") },
          ...parents
            .filter((parent) => parent.id !== menu?.id)
            .map((parent) => ({ value: String(parent.id), label: menuLabel(parent.title, language) })),
        ]}
        error={fields.error("parentId")}
      />
    </>
  );
}

export function MenuForms({ menus, view }: { menus: Menu[]; view: FormView }) {
  const { t, language } = useT();
  const topLevel = menus.filter((menu) => menu.parentId === null);
  const ordered = topLevel.flatMap((menu) => [menu, ...menus.filter((child) => child.parentId === menu.id)]);
  const orphans = menus.filter((menu) => !ordered.includes(menu));
  return (
    <>
      <ul className="site-admin-list">
        {[...ordered, ...orphans].map((menu) => {
          const form = `menu-${menu.id}`;
          return (
            <li
              key={`${menu.id}-${menu.version}`}
              className={menu.parentId === null ? undefined : "site-admin-child"}
            >
              <form method="post" className="account-form" aria-labelledby={`${form}-heading`}>
                <h2 id={`${form}-heading`}>{menuLabel(menu.title, language) || t("SITE_ADMIN_UNTITLED")}</h2>
                <FormOutcome view={view} form={form} />
                <input type="hidden" name="intent" value="menu" />
                <input type="hidden" name="id" value={menu.id} />
                <input type="hidden" name="version" value={menu.version} />
                <MenuFields form={form} view={view} menu={menu} parents={topLevel} />
                <Button type="submit">{t("SITE_ADMIN_SAVE")}</Button>
              </form>
              <DeleteItemForm intent="menu-delete" item={menu} view={view} />
            </li>
          );
        })}
      </ul>
      <form method="post" className="account-form" aria-labelledby="menu-new-heading">
        <h2 id="menu-new-heading">{t("SITE_ADMIN_NEW_MENU")}</h2>
        <FormOutcome view={view} form="menu-new" />
        <input type="hidden" name="intent" value="menu-new" />
        <MenuFields form="menu-new" view={view} menu={null} parents={topLevel} />
        <Button type="submit">{t("SITE_ADMIN_ADD")}</Button>
      </form>
    </>
  );
}
