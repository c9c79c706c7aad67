import type { ReactNode } from "react";
import { useT } from "../../i18n/use-t.ts";
import { BackToTop } from "./back-to-top.tsx";
import { SCREEN_PATHS } from "../../i18n/route-table.ts";
import { CookieSettingsLink } from "../../ui/embed-consent.tsx";
import { RichText } from "./rich-text.tsx";
import type { ShellData } from "./shell-data.ts";

/**
 * Footer columns as configured (spec §3), built on the server (footer-columns.server.tsx); then the
 * per-language copyright. The
 * back-to-top link sits inside the footer so that, like every text of the page, it is in a landmark.
 */
/** `signUp` is the newsletter sign-up box, handed in by the root so the shell needs no other feature. */
export function SiteFooter({ shell, signUp }: { shell: ShellData; signUp?: ReactNode }) {
  const { t } = useT();
  const { agency } = shell;
  return (
    <footer className="site-footer">
      <h2 className="visually-hidden">{t("SHELL_FOOTER")}</h2>
      <RichText html={shell.footerColumns} className="container footer-columns" />
      {signUp ? <div className="container footer-sign-up">{signUp}</div> : null}
      <div className="footer-bottom">
        <div className="container footer-bottom-inner">
          <p>{shell.copyright}</p>
          {agency.vatNumber ? (
            <p>{t("SHELL_LEGAL_DETAILS", { vat: agency.vatNumber, biv: agency.biv })}</p>
          ) : null}
          {agency.phone ? (
            <p>
              <a href={agency.phoneHref}>{agency.phoneDisplay}</a>
              {agency.email ? (
                <>
                  {" · "}
                  <a href={`mailto:${agency.email}`}>{agency.email}</a>
                </>
              ) : null}
            </p>
          ) : null}
          <p>
            <CookieSettingsLink policyPath={SCREEN_PATHS.cookiePolicy[shell.language]} />
          </p>
        </div>
      </div>
      <BackToTop />
    </footer>
  );
}
