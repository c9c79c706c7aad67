import { useT } from "../../i18n/use-t.ts";
import { Icon } from "../../ui/icon.tsx";
import { SmartLink } from "../../ui/smart-link.tsx";
import type { ShellMenuItem } from "./shell-data.ts";

type MenuListProps = {
  items: readonly ShellMenuItem[];
  className: string;
  currentPath: string;
  onNavigate?: () => void;
};

/** The configured menu entries with their child menus nested (spec §2 "Menus and links"). */
export function MenuList({ items, className, currentPath, onNavigate }: MenuListProps) {
  const { t } = useT();
  return (
    <ul className={className}>
      {items.map((item) => {
        const current = item.href === currentPath;
        const inside = item.children.some((child) => child.href === currentPath);
        return (
          <li key={item.id} className={item.children.length > 0 ? "has-children" : undefined}>
            <span className="menu-entry" data-current={current || inside ? "" : undefined}>
              <SmartLink
                href={item.href}
                newTabLabel={t("SHELL_OPENS_IN_NEW_TAB")}
                onClick={onNavigate}
                current={current}
              >
                {item.label}
              </SmartLink>
              {item.children.length > 0 ? <Icon name="chevron-down" className="menu-chevron" /> : null}
            </span>
            {item.children.length > 0 ? (
              <ul className="submenu" aria-label={t("SHELL_SUBMENU_OF", { label: item.label })}>
                {item.children.map((child) => (
                  <li key={child.id}>
                    <span className="menu-entry" data-current={child.href === currentPath ? "" : undefined}>
                      <SmartLink
                        href={child.href}
                        newTabLabel={t("SHELL_OPENS_IN_NEW_TAB")}
                        onClick={onNavigate}
                        current={child.href === currentPath}
                      >
                        {child.label}
                      </SmartLink>
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
