// One form per menu entry (spec §2 "Menus and links"): its title in each language, path, status, order
// and the top-level entry it sits under.
import type { LocalizedText } from "../../../db/schema/listings.ts";
import { useT } from "../../../i18n/use-t.ts";
import { Button } from "../../../ui/button.tsx";
import type { FormView } from "../form-view.ts";
import type { SiteAdminData } from "../site-admin-data.server.ts";
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

export function MenuForms({ menus, view }: { menus: Menu[]; view: FormView }) {
  const { t, language } = useT();
  const topLevel = menus.filter((menu) => menu.parentId === null);
  const ordered = topLevel.flatMap((menu) => [menu, ...menus.filter((child) => child.parentId === menu.id)]);
  const orphans = menus.filter((menu) => !ordered.includes(menu));
  return (
    <ul className="site-admin-list">
      {[...ordered, ...orphans].map((menu) => {
        const form = `menu-${menu.id}`;
        const fields = formFieldsOf(view, form);
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
              <PerLanguageInputs
                idPrefix={form}
                prefix="title"
                label="SITE_ADMIN_TITLE_IN"
                stored={menu.title}
                fields={fields}
              />
              <TextInput
                id={`${form}-path`}
                name="path"
                label="SITE_ADMIN_PATH"
                hint="SITE_ADMIN_PATH_HINT"
                value={fields.value("path", menu.path)}
                error={fields.error("path")}
              />
              <StatusAndSort idPrefix={form} fields={fields} status={menu.status} sort={menu.sort} />
              <Select
                id={`${form}-parent`}
                name="parentId"
                label="SITE_ADMIN_PARENT"
                value={fields.value("parentId", menu.parentId === null ? "" : String(menu.parentId))}
                options={[
                  { value: "", label: t("SITE_ADMIN_TOP_LEVEL") },
                  ...topLevel
                    .filter((parent) => parent.id !== menu.id)
                    .map((parent) => ({
                      value: String(parent.id),
                      label: menuLabel(parent.title, language),
                    })),
                ]}
                error={fields.error("parentId")}
              />
              <Button type="submit">{t("SITE_ADMIN_SAVE")}</Button>
            </form>
          </li>
        );
      })}
    </ul>
  );
}
