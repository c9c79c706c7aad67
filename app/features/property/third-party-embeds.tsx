import { createContext, type ReactNode, useContext, useState } from "react";
import { useT } from "../../i18n/use-t.ts";
import { Button } from "../../ui/button.tsx";

/**
 * The one switch that holds back every third-party embed (video, virtual tour, map tiles). Off by
 * default: each embed shows a click-to-load placeholder. The consent capability provides `true` once the
 * visitor has agreed, and the embeds then load at once.
 */
export const ThirdPartyEmbedsContext = createContext<{ allowThirdPartyEmbeds: boolean }>({
  allowThirdPartyEmbeds: false,
});

type Props = {
  provider: string;
  /** The placeholder's button text, e.g. "Load the video". */
  loadLabel: string;
  children: ReactNode;
  className?: string;
};

/** Its children (the embed) once allowed, or after the visitor asks for it on the placeholder. */
export function ThirdPartyEmbed({ provider, loadLabel, children, className }: Props) {
  const { t } = useT();
  const { allowThirdPartyEmbeds } = useContext(ThirdPartyEmbedsContext);
  const [requested, setRequested] = useState(false);
  if (allowThirdPartyEmbeds || requested) return <>{children}</>;
  return (
    <div className={`embed-placeholder ${className ?? ""}`}>
      <p>{t("PROPERTY_EMBED_NOTICE", { provider })}</p>
      <Button variant="secondary" onClick={() => setRequested(true)}>
        {loadLabel}
      </Button>
    </div>
  );
}
