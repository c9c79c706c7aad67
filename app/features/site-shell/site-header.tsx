import { Link } from "react-router";
import type { PageAlternates } from "../../i18n/alternates.ts";
import { SCREEN_PATHS } from "../../i18n/route-table.ts";
import { useT } from "../../i18n/use-t.ts";
import { HeaderMenu } from "./header-menu.tsx";
import type { ShellData } from "./shell-data.ts";

/**
 * The header (spec §4): absolute at the top of the page, transparent on the home page, fixed and opaque
 * with a smaller logo from 30 px of scroll (CSS on html[data-scrolled]). On the home page the logo is
 * hidden at the top unless the banner's showLogoAtStart is on. Everything beside the logo is in HeaderMenu.
 */
export function SiteHeader({
  shell,
  alternates,
  currentPath,
}: {
  shell: ShellData;
  alternates: PageAlternates | null;
  currentPath: string;
}) {
  const { t } = useT();
  const homePath = SCREEN_PATHS.home[shell.language];
  return (
    <header className="site-header" data-logo-at-start={shell.showLogoAtStart ? "" : undefined}>
      <div className="container header-inner">
        <Link
          to={homePath}
          className="site-logo"
          aria-label={t("SHELL_HOME_LINK", { name: shell.agency.name })}
        >
          {shell.logo ? (
            <img src={shell.logo.src} srcSet={shell.logo.srcSet} width={240} height={60} alt="" />
          ) : (
            <span className="site-logo-text">{shell.agency.name}</span>
          )}
        </Link>
        <HeaderMenu shell={shell} alternates={alternates} currentPath={currentPath} />
      </div>
    </header>
  );
}
