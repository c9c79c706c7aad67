// One form per link of the header links bar (spec §3 header link item): label and link per language,
// icon, colour, status and order.
import { useT } from "../../../i18n/use-t.ts";
import { Button } from "../../../ui/button.tsx";
import { type FormView, shownValue } from "../form-view.ts";
import { EDITED_LANGUAGES } from "../site-admin-fields.ts";
import type { SiteAdminData } from "../site-admin-data.server.ts";
import { FormOutcome, Select, TextInput } from "./edit-fields.tsx";

type HeaderLink = SiteAdminData["headerLinks"][number];

export function HeaderLinkForms({ links, view }: { links: HeaderLink[]; view: FormView }) {
  const { t, language } = useT();
  if (links.length === 0) return <p>{t("PAGES_ADMIN_NONE")}</p>;
  return (
    <ul className="site-admin-list">
      {links.map((link) => {
        const form = `header-link-${link.id}`;
        const value = (name: string, stored: string) => shownValue(view, form, name, stored);
        const error = (name: string) => (view.form === form ? view.errors[name] : undefined);
        const labels: Record<string, string | undefined> = link.label;
        return (
          <li key={`${link.id}-${link.version}`}>
            <form method="post" className="account-form" aria-labelledby={`${form}-heading`}>
              <h2 id={`${form}-heading`}>{labels[language] ?? link.label.nl ?? t("SITE_ADMIN_UNTITLED")}</h2>
              <FormOutcome view={view} form={form} />
              <input type="hidden" name="intent" value="header-link" />
              <input type="hidden" name="id" value={link.id} />
              <input type="hidden" name="version" value={link.version} />
              {EDITED_LANGUAGES.map((code) => (
                <TextInput
                  key={`label-${code}`}
                  id={`${form}-label-${code}`}
                  name={`label_${code}`}
                  label="SITE_ADMIN_LABEL_IN"
                  labelParams={{ language: code.toUpperCase() }}
                  value={value(`label_${code}`, link.label[code] ?? "")}
                  error={error(`label_${code}`) ?? (code === "nl" ? error("label") : undefined)}
                />
              ))}
              {EDITED_LANGUAGES.map((code) => (
                <TextInput
                  key={`link-${code}`}
                  id={`${form}-link-${code}`}
                  name={`link_${code}`}
                  label="SITE_ADMIN_LINK_IN"
                  labelParams={{ language: code.toUpperCase() }}
                  value={value(`link_${code}`, link.link[code] ?? "")}
                  error={error(`link_${code}`)}
                />
              ))}
              <TextInput
                id={`${form}-icon`}
                name="icon"
                label="SITE_ADMIN_ICON"
                value={value("icon", link.icon)}
                error={error("icon")}
              />
              <TextInput
                id={`${form}-color`}
                name="color"
                label="SITE_ADMIN_COLOR"
                value={value("color", link.color ?? "")}
                error={error("color")}
              />
              <Select
                id={`${form}-status`}
                name="status"
                label="SITE_ADMIN_STATUS"
                value={value("status", link.status)}
                options={[
                  { value: "Published", label: t("SITE_ADMIN_PUBLISHED") },
                  { value: "Draft", label: t("SITE_ADMIN_DRAFT") },
                ]}
                error={error("status")}
              />
              <TextInput
                id={`${form}-sort`}
                name="sort"
                type="number"
                label="SITE_ADMIN_SORT"
                value={value("sort", String(link.sort))}
                error={error("sort")}
              />
              <Button type="submit">{t("SITE_ADMIN_SAVE")}</Button>
            </form>
          </li>
        );
      })}
    </ul>
  );
}
