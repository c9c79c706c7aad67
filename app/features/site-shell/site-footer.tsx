import type { ReactNode } from "react";
import { useT } from "../../i18n/use-t.ts";
import { BackToTop } from "./back-to-top.tsx";
import { SCREEN_PATHS } from "../../i18n/route-table.ts";
import { CookieSettingsLink } from "../../ui/embed-consent.tsx";
import { columnSpanClasses } from "./column-span-classes.ts";
import { RichText } from "./rich-text.tsx";
import type { ShellData } from "./shell-data.ts";

/**
 * Footer columns as configured (spec §3): title, intro and full text each only when public, images at a
 * height of 500 (spec §9), widths per breakpoint out of 12; then the per-language copyright. The
 * back-to-top link sits inside the footer so that, like every text of the page, it is in a landmark.
 */
/** `signUp` is the newsletter sign-up box, handed in by the root so the shell needs no other feature. */
export function SiteFooter({ shell, signUp }: { shell: ShellData; signUp?: ReactNode }) {
  const { t } = useT();
  const { agency } = shell;
  return (
    <footer className="site-footer">
      <h2 className="visually-hidden">{t("SHELL_FOOTER")}</h2>
      <div className="container footer-columns">
        {shell.footerColumns.map((column) => (
          <div key={column.id} className={`footer-column ${columnSpanClasses(column.col)}`}>
            {column.title ? <h3 className="footer-title">{column.title}</h3> : null}
            {column.introHtml ? <RichText html={column.introHtml} className="footer-intro" /> : null}
            {column.images.map((image) => (
              <img
                key={image.src}
                className="footer-image"
                src={image.src}
                srcSet={image.srcSet}
                width={image.width}
                height={image.height}
                alt=""
                loading="lazy"
                decoding="async"
              />
            ))}
            {column.fullHtml ? <RichText html={column.fullHtml} className="footer-text" /> : null}
          </div>
        ))}
      </div>
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
