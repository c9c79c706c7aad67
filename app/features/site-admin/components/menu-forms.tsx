// One form per menu entry (spec §2 "Menus and links"): its title in each language, path, status, order
// and the top-level entry it sits under.
import type { LocalizedText } from "../../../db/schema/listings.ts";
import { useT } from "../../../i18n/use-t.ts";
import { Button } from "../../../ui/button.tsx";
import { type FormView, shownValue } from "../form-view.ts";
import { EDITED_LANGUAGES } from "../site-admin-fields.ts";
import type { SiteAdminData } from "../site-admin-data.server.ts";
import { FormOutcome, Select, TextInput } from "./edit-fields.tsx";

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
        const value = (name: string, stored: string) => shownValue(view, form, name, stored);
        const heading = menuLabel(menu.title, language) || t("SITE_ADMIN_UNTITLED");
        return (
          <li
            key={`${menu.id}-${menu.version}`}
            className={menu.parentId === null ? undefined : "site-admin-child"}
          >
            <form method="post" className="account-form" aria-labelledby={`${form}-heading`}>
              <h2 id={`${form}-heading`}>{heading}</h2>
              <FormOutcome view={view} form={form} />
              <input type="hidden" name="intent" value="menu" />
              <input type="hidden" name="id" value={menu.id} />
              <input type="hidden" name="version" value={menu.version} />
              {EDITED_LANGUAGES.map((code) => (
                <TextInput
                  key={code}
                  id={`${form}-title-${code}`}
                  name={`title_${code}`}
                  label="SITE_ADMIN_TITLE_IN"
                  labelParams={{ language: code.toUpperCase() }}
                  value={value(`title_${code}`, menu.title[code] ?? "")}
                  maxLength={80}
                  error={
                    view.form === form
                      ? (view.errors[`title_${code}`] ?? (code === "nl" ? view.errors.title : undefined))
                      : undefined
                  }
                />
              ))}
              <TextInput
                id={`${form}-path`}
                name="path"
                label="SITE_ADMIN_PATH"
                hint="SITE_ADMIN_PATH_HINT"
                value={value("path", menu.path)}
                error={view.form === form ? view.errors.path : undefined}
              />
              <Select
                id={`${form}-status`}
                name="status"
                label="SITE_ADMIN_STATUS"
                value={value("status", menu.status)}
                options={[
                  { value: "Published", label: t("SITE_ADMIN_PUBLISHED") },
                  { value: "Draft", label: t("SITE_ADMIN_DRAFT") },
                ]}
                error={view.form === form ? view.errors.status : undefined}
              />
              <TextInput
                id={`${form}-sort`}
                name="sort"
                type="number"
                label="SITE_ADMIN_SORT"
                value={value("sort", String(menu.sort))}
                error={view.form === form ? view.errors.sort : undefined}
              />
              <Select
                id={`${form}-parent`}
                name="parentId"
                label="SITE_ADMIN_PARENT"
                value={value("parentId", menu.parentId === null ? "" : String(menu.parentId))}
                options={[
                  { value: "", label: t("SITE_ADMIN_TOP_LEVEL") },
                  ...topLevel
                    .filter((parent) => parent.id !== menu.id)
                    .map((parent) => ({
                      value: String(parent.id),
                      label: menuLabel(parent.title, language),
                    })),
                ]}
                error={view.form === form ? view.errors.parentId : undefined}
              />
              <Button type="submit">{t("SITE_ADMIN_SAVE")}</Button>
            </form>
          </li>
        );
      })}
    </ul>
  );
}
