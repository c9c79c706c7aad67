// The site configuration (admins only, spec §1–§2): the list of its sub-pages, one per thing an admin
// changes. Never cached.
import "../features/accounts/components/accounts.css";
import { accountAnswer } from "../features/accounts/account-page.server.ts";
import { accountMeta, noStore } from "../features/accounts/account-route.ts";
import { BackOfficeNav } from "../features/back-office/back-office-nav.tsx";
import { backOfficeFrame, requireBackOffice } from "../features/back-office/back-office-page.server.ts";
import { siteSectionLinks } from "../features/site-admin/site-admin-page.server.ts";
import { useT } from "../i18n/use-t.ts";
import type { Route } from "./+types/back-office-site";

export function loader({ context }: Route.LoaderArgs) {
  const account = requireBackOffice(context, "site");
  return accountAnswer({ ...backOfficeFrame(context, account, "site"), sections: siteSectionLinks(context) });
}

export const headers: Route.HeadersFunction = noStore;

export const meta: Route.MetaFunction = accountMeta;

export default function BackOfficeSite({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { title, menu, sections } = loaderData;
  return (
    <div className="container account-page">
      <h1>{title}</h1>
      <BackOfficeNav home={menu.home} items={menu.items} />
      <nav aria-labelledby="site-sections">
        <h2 id="site-sections">{t("SITE_ADMIN_SECTIONS")}</h2>
        <ul className="site-admin-sections">
          {sections.map((section) => (
            <li key={section.section}>
              <a href={section.href}>{section.label}</a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
