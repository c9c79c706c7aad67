import { type ReactNode, useMemo } from "react";
import { useLocation, useMatches } from "react-router";
import { pageAlternates } from "../../i18n/alternates.ts";
import { useRouteMessages } from "../../i18n/route-messages.ts";
import { I18nContext } from "../../i18n/use-t.ts";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { SiteBanner } from "../../ui/site-banner.tsx";
import { breadcrumbTrail } from "./breadcrumb-trail.ts";
import { PageHead } from "./page-head.tsx";
import { useScrollState } from "./scroll-state.ts";
import type { ShellData } from "./shell-data.ts";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { SignedInNotice } from "./signed-in-notice.tsx";
import { translate } from "../../i18n/translate.ts";
import "./site-shell.css";

/** Everything around a page: skip link, header, breadcrumbs, footer (with back-to-top). */
export function SiteShell({
  shell,
  isError,
  footerSignUp,
  consent = (page) => page,
  children,
}: {
  shell: ShellData;
  isError: boolean;
  footerSignUp?: ReactNode;
  /** Wraps the page in the site-wide consent (handed in by the root, as the sign-up box is). */
  consent?: (page: ReactNode) => ReactNode;
  children: ReactNode;
}) {
  useScrollState();
  const location = useLocation();
  const matches = useMatches();
  const leaf = matches.at(-1);
  const page = leaf && !isError ? { id: leaf.id, params: leaf.params, data: leaf.loaderData } : undefined;
  const alternates = page ? pageAlternates(page, location.search, shell.enabledLanguages) : null;
  const trail = breadcrumbTrail(page, shell);
  const isHome = !isError && (leaf?.id.startsWith("home.") ?? false);
  const messages = useRouteMessages();
  const i18n = useMemo(
    () => ({ language: shell.language, dictionary: messages }),
    [shell.language, messages],
  );
  const t = (key: Parameters<typeof translate>[1]) => translate(messages, key);

  return (
    <I18nContext value={i18n}>
      <PageHead shell={shell} alternates={alternates} />
      {consent(
        <div className="site" data-home={isHome ? "" : undefined}>
          <a id="skip-link" className="skip-link" href="#main">
            {t("SHELL_SKIP_TO_CONTENT")}
          </a>
          <SiteBanner />
          <SiteHeader shell={shell} alternates={alternates} currentPath={location.pathname} />
          <main id="main" className="site-main" tabIndex={-1}>
            {shell.signedIn ? <SignedInNotice signedIn={shell.signedIn} /> : null}
            {trail.length > 0 ? (
              <div className="container">
                <Breadcrumbs items={trail} label={t("SHELL_BREADCRUMBS")} />
              </div>
            ) : null}
            {children}
          </main>
          <SiteFooter shell={shell} signUp={footerSignUp} />
        </div>,
      )}
    </I18nContext>
  );
}
