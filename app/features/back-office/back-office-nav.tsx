// The back office's navigation: the staff home and every screen the signed-in staff member may open
// (built and translated by `backOfficeMenu` in the loader: a key only the server reads never reaches the
// browser's texts), the current one marked for assistive technology.
import { NavLink } from "react-router";
import { useT } from "../../i18n/use-t.ts";

export type BackOfficeMenuItem = { label: string; href: string };

export function BackOfficeNav({ home, items }: { home: string; items: BackOfficeMenuItem[] }) {
  const { t } = useT();
  return (
    <nav aria-label={t("BACK_OFFICE_NAV")}>
      <ul className="account-tabs">
        <li>
          <NavLink to={home} end>
            {t("ADMIN_TITLE")}
          </NavLink>
        </li>
        {items.map((item) => (
          <li key={item.href}>
            <NavLink to={item.href}>{item.label}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
