import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  type ShouldRevalidateFunctionArgs,
  useRouteError,
} from "react-router";
import type { Route } from "./+types/root";
import { appContext } from "./context.server.ts";
import type { ShellData } from "./features/site-shell/shell-data.ts";
import { shellDataFor, withKeptMarkup } from "./features/site-shell/shell-data.server.ts";
import { ErrorPage, NotFoundPage, refusalTextsOf } from "./features/site-shell/not-found-page.tsx";
import { siteConfig } from "./features/site-shell/site-config.server.ts";
import { siteMiddleware } from "./features/site-shell/site-middleware.server.ts";
import { accountContext } from "./features/accounts/account-context.ts";
import { homeOf } from "./features/accounts/account-page.server.ts";
import { addressHasAlerts } from "./features/search-alerts/manage-alerts.server.ts";
import { accountMiddleware } from "./features/accounts/account-middleware.server.ts";
import { accountPagePath } from "./i18n/route-table.ts";
import { NewsletterBox } from "./features/leads/components/newsletter-box.tsx";
import { needsCodeAtLoad } from "./code-on-interaction.ts";
import { CodeOnInteraction } from "./code-on-interaction-script.tsx";
import { CONSENT_ASK_CLASS } from "./features/consent/consent-banner.ts";
import { asksForConsent, CONSENT_COOKIE } from "./domain/consent.ts";
import { cookieValue } from "./i18n/language-detection.ts";
import { ConsentProvider } from "./features/consent/consent-provider.tsx";
import { SiteShell } from "./features/site-shell/site-shell.tsx";
import { useShell } from "./features/site-shell/use-shell.ts";
import { isLanguage } from "./i18n/languages.ts";
import { keepMarkup } from "./kept-markup.server.ts";
import { SCREEN_PATHS } from "./i18n/route-table.ts";
import { pageMeta } from "./i18n/seo.ts";
import { ScrollRestoration } from "./scroll-restoration.tsx";
import { useNonce } from "./nonce.ts";
import { siteContext } from "./site-context.server.ts";
import "./ui/tokens.css";
import "./ui/blocks.css";
// Every public page's styles in one stylesheet, cached across pages: a page asks for one render-blocking
// file, not three or four (ADR 0027). These files share no class name, so their order changes nothing.
// Styles loaded with a part on demand (lightbox, consent settings, maps) and the staff screens' stay apart.
import "./features/leads/components/leads.css";
import "./features/home/home.css";
import "./features/search/search-box.css";
import "./features/listings/listings.css";
import "./features/projects/projects.css";
import "./features/property/property.css";
import "./features/site-shell/content-pages.css";

export const middleware: Route.MiddlewareFunction[] = [siteMiddleware, accountMiddleware];

export async function loader({ request, context }: Route.LoaderArgs): Promise<ShellData> {
  const site = context.get(siteContext);
  const config = await siteConfig(context.get(appContext).db);
  const shell = {
    ...withKeptMarkup(shellDataFor(config, site.language, site.origin), (markup) =>
      keepMarkup(context, markup),
    ),
    consentAsk: asksForConsent(
      cookieValue(request.headers.get("Cookie"), CONSENT_COOKIE),
      new URL(request.url),
    ),
  };
  const account = context.get(accountContext);
  if (!account) return shell;
  // A searcher reaches their alerts through the portal link; an owner or staff member with alerts too.
  const ownAlerts =
    account.role !== "searcher" && (await addressHasAlerts(context.get(appContext).db, account.email));
  return {
    ...shell,
    signedIn: {
      notice: site.t("ACCOUNT_SIGNED_IN_NOTICE", { name: account.displayName }),
      // A searcher's way in is their search alerts; an owner's the portal, staff's the staff screens.
      portal: {
        href: homeOf(account, site.language),
        label: site.t(account.role === "searcher" ? "ALERT_MANAGE_TITLE" : "ACCOUNT_MY_PORTAL"),
        external: false,
      },
      ...(ownAlerts
        ? {
            alerts: {
              href: accountPagePath("alerts", site.language),
              label: site.t("ALERT_MANAGE_TITLE"),
              external: false,
            },
          }
        : {}),
      signOutPath: accountPagePath("login", site.language),
      signOutLabel: site.t("ACCOUNT_SIGN_OUT"),
      signOutEverywhereLabel: site.t("ACCOUNT_SIGN_OUT_EVERYWHERE"),
    },
  };
}

/**
 * The shell's data changes only with the language or the configuration: reload it after an action, on
 * an explicit revalidation, or when the next page is in another language (spec §2 switcher).
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod.toUpperCase() !== "GET") return defaultShouldRevalidate;
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  if (nextUrl.searchParams.has("lng")) return true;
  const nextLanguage = nextUrl.pathname.match(/^\/([a-z]{2})(?:\/|$)/)?.[1] ?? null;
  if (nextLanguage === null) return false;
  const currentLanguage = typeof document === "undefined" ? null : document.documentElement.lang;
  return !isLanguage(nextLanguage) || nextLanguage !== currentLanguage;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const shell = useShell();
  const error = useRouteError();
  return (
    <html lang={shell?.language ?? "nl"} className={shell?.consentAsk ? CONSENT_ASK_CLASS : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#073a50" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {shell ? (
          <SiteShell
            shell={shell}
            isError={error !== undefined && error !== null}
            footerSignUp={<NewsletterBox />}
            consent={(page) => (
              <ConsentProvider
                measurement={shell.measurement ?? null}
                policyPath={SCREEN_PATHS.cookiePolicy[shell.language]}
                banner={shell.consentBanner}
              >
                {page}
              </ConsentProvider>
            )}
          >
            {children}
          </SiteShell>
        ) : (
          children
        )}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        <CodeOnInteraction nonce={nonce} atLoad={needsCodeAtLoad(shell)} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isRouteErrorResponse(error))
    return <ErrorPage status={error.status} refusal={refusalTextsOf(error.data)} />;
  return <ErrorPage status={500} />;
}
