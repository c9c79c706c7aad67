// The site-wide consent as the page's parts see it: whether content of other sites (maps, street view,
// videos, virtual tours, the home banner's video) may load, and the ways to change that. The consent
// capability (app/features/consent/) provides it; without it nothing of another site loads.
import { createContext, type MouseEvent, type ReactNode, useContext, useState } from "react";
import { useT } from "../i18n/use-t.ts";
import { Button } from "./button.tsx";

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

type PlaceholderProps = {
  provider: string;
  /** The button that loads it this once, e.g. "Load the video". */
  loadLabel: string;
  onLoad: () => void;
  className?: string;
  children?: ReactNode;
};

/** What stands in for content of another site until the visitor lets it load: once, or always. */
export function EmbedPlaceholder({ provider, loadLabel, onLoad, className, children }: PlaceholderProps) {
  const { t } = useT();
  const { allowEmbedsAlways } = useEmbedConsent();
  return (
    <div className={`embed-placeholder ${className ?? ""}`}>
      {children}
      <p>{t("PROPERTY_EMBED_NOTICE", { provider })}</p>
      <div className="embed-placeholder__actions">
        <Button variant="secondary" onClick={onLoad}>
          {loadLabel}
        </Button>
        <Button variant="secondary" onClick={allowEmbedsAlways}>
          {t("CONSENT_EMBED_ALWAYS")}
        </Button>
      </div>
    </div>
  );
}

/** Its children (the embed) once allowed, or after the visitor asks for it on the placeholder. */
export function ThirdPartyEmbed({
  provider,
  loadLabel,
  children,
  className,
}: {
  provider: string;
  loadLabel: string;
  children: ReactNode;
  className?: string;
}) {
  const { allowEmbeds } = useEmbedConsent();
  const [requested, setRequested] = useState(false);
  if (allowEmbeds || requested) return <>{children}</>;
  return (
    <EmbedPlaceholder
      provider={provider}
      loadLabel={loadLabel}
      onLoad={() => setRequested(true)}
      className={className}
    />
  );
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
    <a href={policyPath} onClick={open} data-cookie-settings="">
      {t("CONSENT_SETTINGS_LINK")}
    </a>
  );
}
