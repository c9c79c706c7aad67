// The cookie banner's markup (spec §4 step 1), built once per language on the server and sent once, in the
// page's HTML (ADR 0024): painted with the page, not after hydration, so it is never the page's late
// Largest Contentful Paint. Its buttons name their action; consent-provider.tsx handles the clicks. Agree
// and decline look the same (Belgian data protection authority).
import { renderToStaticMarkup } from "react-dom/server";
import type { Translations } from "../../i18n/message-table.ts";
import type { Language } from "../../i18n/languages.ts";
import { localizedText } from "../../i18n/localized-text.ts";
import { consentMessages as texts } from "../../i18n/messages/consent.ts";
import { SCREEN_PATHS } from "../../i18n/route-table.ts";
import { Button } from "../../ui/button.tsx";
import {
  BANNER_ACTION_ATTRIBUTE,
  BANNER_TEXT_ID,
  BANNER_TITLE_ID,
  type BannerAction,
} from "./consent-banner.ts";

const built = new Map<Language, string>();

export function consentBannerMarkup(language: Language): string {
  let markup = built.get(language);
  if (markup === undefined) {
    markup = renderToStaticMarkup(<BannerContent language={language} />);
    built.set(language, markup);
  }
  return markup;
}

function BannerContent({ language }: { language: Language }) {
  const say = (entry: Translations) => localizedText(entry, language);
  const action = (name: BannerAction) => ({ [BANNER_ACTION_ATTRIBUTE]: name });
  return (
    <div className="consent-banner__inner">
      <h2 id={BANNER_TITLE_ID} className="consent-title">
        {say(texts.CONSENT_BANNER_TITLE)}
      </h2>
      <p id={BANNER_TEXT_ID}>
        {say(texts.CONSENT_BANNER_TEXT)}{" "}
        <a href={SCREEN_PATHS.cookiePolicy[language]}>{say(texts.CONSENT_POLICY_LINK)}</a>
      </p>
      <div className="consent-actions">
        <Button variant="primary" {...action("agree")}>
          {say(texts.CONSENT_AGREE_ALL)}
        </Button>
        <Button variant="primary" {...action("decline")}>
          {say(texts.CONSENT_DECLINE)}
        </Button>
        <Button variant="primary" {...action("settings")}>
          {say(texts.CONSENT_CHANGE_SETTINGS)}
        </Button>
      </div>
    </div>
  );
}
