// The site-wide consent (spec §2, §4, §7): reads the stored choice once the page has hydrated, shows the
// banner when there is none, and lets the embeds and the measurement tags follow the choice. The server
// renders the same page for every visitor who has chosen and for every one who has not (the page cache
// keeps one of each): the context's "not allowed" and the banner, whose markup is in every page and which
// the class the server puts on `<html>` shows or leaves hidden from the first paint (`asksForConsent`). A
// fixed panel over the page, it shifts no layout. The settings' code and the tags' are loaded on demand,
// never with the first paint.
import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type MouseEvent,
} from "react";
import { useLocation } from "react-router";
import {
  type ConsentChoice,
  consentChoiceCommands,
  EVERYTHING_GRANTED,
  type Measurement,
  NOTHING_GRANTED,
  tagsAllowed,
  withdraws,
} from "../../domain/consent.ts";
import {
  CONSENT_PAGE_VIEW_DELAY_MS,
  isPreviewPath,
  RESET_CONSENT_PARAMETER,
} from "../../domain/page-behaviour.ts";
import { SCREEN_PATHS } from "../../i18n/route-table.ts";
import { type EmbedConsent, EmbedConsentContext } from "../../ui/embed-consent.tsx";
import { KeptHtml, type KeptMarkup } from "../../ui/kept-markup.tsx";
import { SiteBannerContext } from "../../ui/site-banner.tsx";
import { bannerActionOf, BANNER_TEXT_ID, BANNER_TITLE_ID } from "./consent-banner.ts";
import { removeTagCookies } from "./consent-storage.ts";
import {
  consentAtLoad,
  resetConsent,
  saveConsent,
  serverConsent,
  storedConsent,
  subscribeToConsent,
} from "./consent-store.ts";
import { runGtag, startConsentMode } from "./consent-mode.ts";
import type { LoadedTags } from "./load-tags.ts";
import "./consent-banner.css";

const ConsentSettings = lazy(() => import("./consent-settings.tsx"));

/** `undefined` until the page has hydrated and read the storage; null when no choice is stored. */
type Stored = ConsentChoice | null | undefined;

function pageRef(): { location: string; title: string } {
  return { location: window.location.href, title: document.title };
}

export function ConsentProvider({
  measurement,
  policyPath,
  banner,
  children,
}: {
  measurement: Measurement | null;
  /** The cookie policy in the page's language: there the settings do not hold the visitor in a modal. */
  policyPath: string;
  /** The banner's markup, built by the server in the page's language (consent-banner.server.tsx). */
  banner: KeptMarkup;
  children: ReactNode;
}) {
  const location = useLocation();
  const preview = isPreviewPath(location.pathname);
  const stored: Stored = useSyncExternalStore(subscribeToConsent, storedConsent, serverConsent);
  // "auto": the banner shows while nothing is stored (spec §4 step 1); "settings": opened by the visitor.
  const [panel, setPanel] = useState<"auto" | "settings">("auto");
  const loaded = useRef<LoadedTags>({ google: false, meta: false });
  const resetSearch = useRef<string | null>(null);

  // ?setcookies, on the first page or on one reached by a link, forgets every stored consent (spec §2).
  useEffect(() => {
    const reset = new URLSearchParams(location.search).has(RESET_CONSENT_PARAMETER);
    if (!reset || resetSearch.current === location.search) return;
    resetSearch.current = location.search;
    resetConsent();
  }, [location.search]);

  // A preview path counts as consent (spec §2) without storing anything.
  const effective: Stored = preview ? EVERYTHING_GRANTED : stored;

  // Consent Mode's default goes first, before any tag (and before the choice's update).
  useEffect(() => {
    if (measurement) startConsentMode();
  }, [measurement]);

  // Spec §4 step 5: 500 ms after the choice is known, its update, the tags it allows and a page view.
  useEffect(() => {
    if (!measurement || !effective) return;
    const allowed = tagsAllowed(effective, measurement);
    const timer = setTimeout(() => {
      if (!allowed.google && !allowed.meta) {
        if (!loaded.current.google)
          runGtag(consentChoiceCommands(effective, measurement, pageRef(), new Date()));
        return;
      }
      void import("./load-tags.ts").then(({ applyChoice }) => {
        loaded.current = applyChoice(effective, measurement, pageRef(), loaded.current);
      });
    }, CONSENT_PAGE_VIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [measurement, effective]);

  // A page view on each client-side navigation, once a tag runs.
  const firstPath = useRef(location.pathname + location.search);
  useEffect(() => {
    const path = location.pathname + location.search;
    if (path === firstPath.current) return;
    firstPath.current = path;
    if (!loaded.current.google && !loaded.current.meta) return;
    const tags = loaded.current;
    // After React has set the new page's title.
    const timer = setTimeout(() => {
      void import("./load-tags.ts").then(({ sendPageView }) => sendPageView(pageRef(), tags));
    }, 0);
    return () => clearTimeout(timer);
  }, [location.pathname, location.search]);

  const save = useCallback(
    (choice: ConsentChoice) => {
      const before = effective ?? NOTHING_GRANTED;
      const stale = consentAtLoad();
      saveConsent(choice);
      setPanel("auto");
      const running = loaded.current.google || loaded.current.meta;
      // Taking back what a running tag was given: tell it, drop its cookies and start the page afresh.
      if (running && withdraws(choice, before)) {
        runGtag(consentChoiceCommands(choice, NO_IDS, pageRef(), new Date()));
        removeTagCookies();
        window.location.reload();
        return;
      }
      // A tag the page's CSP was sent without (the visitor had refused it): load the page again with a new one.
      if (measurement && stale) {
        const now = tagsAllowed(choice, measurement);
        const then = tagsAllowed(stale, measurement);
        if ((now.google && !then.google) || (now.meta && !then.meta)) window.location.reload();
      }
    },
    [effective, measurement],
  );

  const embedConsent = useMemo<EmbedConsent>(
    () => ({
      allowEmbeds: effective?.embeds ?? false,
      allowEmbedsAlways: () => save({ ...(stored ?? NOTHING_GRANTED), embeds: true }),
      openSettings: stored === undefined ? null : () => setPanel("settings"),
    }),
    [effective, stored, save],
  );

  const onBannerClick = (event: MouseEvent) => {
    const action = bannerActionOf(event.target);
    if (action === "agree") save(EVERYTHING_GRANTED);
    else if (action === "decline") save(NOTHING_GRANTED);
    else if (action === "settings") setPanel("settings");
  };

  // Until the page has hydrated the choice is unknown here: the banner is rendered as the server sent it,
  // shown or hidden by the server's mark on `<html>`; then it shows exactly while nothing is stored.
  const asking = stored === undefined ? !preview : stored === null && !preview && panel !== "settings";
  // The banner goes where the shell places the site's banner (app/ui/site-banner.tsx), after its skip link.
  const bannerElement = (
    <KeptHtml
      markup={banner}
      className="consent-banner"
      role="dialog"
      aria-labelledby={BANNER_TITLE_ID}
      aria-describedby={BANNER_TEXT_ID}
      hidden={!asking}
      data-before-choice={stored === undefined ? "" : undefined}
      onClick={onBannerClick}
    />
  );
  return (
    <EmbedConsentContext value={embedConsent}>
      <SiteBannerContext value={bannerElement}>{children}</SiteBannerContext>
      {panel === "settings" ? (
        <Suspense fallback={null}>
          <ConsentSettings
            current={stored ?? null}
            modal={location.pathname !== policyPath && location.pathname !== ORIGINAL_POLICY_PATH}
            onSave={save}
            onClose={() => setPanel("auto")}
          />
        </Suspense>
      ) : null}
    </EmbedConsentContext>
  );
}

const ORIGINAL_POLICY_PATH = SCREEN_PATHS.cookiePolicy.original;
const NO_IDS = { googleTagManagerId: null, googleAnalyticsId: null, facebookPixelId: null };
