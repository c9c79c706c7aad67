// The site-wide consent as the page's parts see it: whether content of other sites (maps, street view,
// videos, virtual tours, the home banner's video) may load, and the ways to change that. The consent
// capability (app/features/consent/) provides it; without it nothing of another site loads.
import { createContext, type MouseEvent, useContext } from "react";
import { useT } from "../i18n/use-t.ts";

export type EmbedConsent = {
  /** The visitor agreed to content of other sites (stored, or a preview path). */
  allowEmbeds: boolean;
  /** "Always allow" on a placeholder: stores the same consent the banner's settings do. */
  allowEmbedsAlways: () => void;
  /** Opens the cookie settings (the footer's link); null before the page has hydrated. */
  openSettings: (() => void) | null;
};

export const EmbedConsentContext = createContext<EmbedConsent>({
  allowEmbeds: false,
  allowEmbedsAlways: () => {},
  openSettings: null,
});

export function useEmbedConsent(): EmbedConsent {
  return useContext(EmbedConsentContext);
}

/**
 * The footer's "Cookie settings": opens the settings in place; without JavaScript (nothing of another site
 * can load then) it leads to the cookie policy.
 */
export function CookieSettingsLink({ policyPath }: { policyPath: string }) {
  const { t } = useT();
  const { openSettings } = useEmbedConsent();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!openSettings) return;
    event.preventDefault();
    openSettings();
  };
  return (
    <a href={policyPath} onClick={open}>
      {t("CONSENT_SETTINGS_LINK")}
    </a>
  );
}
