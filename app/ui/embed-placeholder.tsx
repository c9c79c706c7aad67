// What stands in for content of another site (maps, videos, tours, the home banner's video) until the
// site-wide consent (embed-consent.tsx) lets it load. Its own module: only pages with such content carry
// its texts.
import { type ReactNode, useState } from "react";
import type { Translations } from "../i18n/message-table.ts";
import { consentMessages as texts } from "../i18n/messages/consent.ts";
import { localizedText } from "../i18n/localized-text.ts";
import { useT } from "../i18n/use-t.ts";
import { Button } from "./button.tsx";
import { useEmbedConsent } from "./embed-consent.tsx";

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
  // Its own texts come with this module (ADR 0017), not in the data of every page that may show it.
  const { language } = useT();
  const say = (entry: Translations) => localizedText(entry, language);
  const { allowEmbedsAlways } = useEmbedConsent();
  return (
    <div className={`embed-placeholder ${className ?? ""}`}>
      {children}
      <p>{say(texts.CONSENT_EMBED_NOTICE).replace("{provider}", provider)}</p>
      <div className="embed-placeholder__actions">
        <Button variant="secondary" onClick={onLoad}>
          {loadLabel}
        </Button>
        <Button variant="secondary" onClick={allowEmbedsAlways}>
          {say(texts.CONSENT_EMBED_ALWAYS)}
        </Button>
      </div>
    </div>
  );
}

/**
 * Its children (the embed) once allowed, or after the visitor asks for it on the placeholder. `backdrop`
 * is shown behind the placeholder's text: a video's still, served by this site (never by the other one).
 */
export function ThirdPartyEmbed({
  provider,
  loadLabel,
  children,
  backdrop,
  className,
}: {
  provider: string;
  loadLabel: string;
  children: ReactNode;
  backdrop?: ReactNode;
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
    >
      {backdrop}
    </EmbedPlaceholder>
  );
}
