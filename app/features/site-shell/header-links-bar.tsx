import { useT } from "../../i18n/use-t.ts";
import { Icon, isIconName } from "../../ui/icon.tsx";
import { SmartLink } from "../../ui/smart-link.tsx";
import type { ShellHeaderLink } from "./shell-data.ts";

/** The header links bar (spec §3 header link item): per-language label and link, an icon and its colour. */
export function HeaderLinksBar({
  links,
  className,
}: {
  links: readonly ShellHeaderLink[];
  className: string;
}) {
  const { t } = useT();
  if (links.length === 0) return null;
  return (
    <ul className={className} aria-label={t("SHELL_HEADER_LINKS")}>
      {links.map((link) => (
        <li key={link.id}>
          <SmartLink href={link.href} newTabLabel={t("SHELL_OPENS_IN_NEW_TAB")} className="header-link">
            {isIconName(link.icon) ? (
              <span className="header-link-icon">
                <Icon name={link.icon} color={link.color ?? undefined} />
              </span>
            ) : null}
            <span>{link.label}</span>
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
