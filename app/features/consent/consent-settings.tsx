// The cookie settings (spec §4 steps 2–3), loaded on demand by consent-provider.tsx when the visitor opens
// them from the banner or the footer: a modal dialog, except on the cookie policy itself, which the visitor
// must be able to read while choosing. Agree and decline are buttons of the same look (Belgian data
// protection authority); no switch is on unless the visitor's stored choice turned it on.
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { type ConsentChoice, EVERYTHING_GRANTED, NOTHING_GRANTED } from "../../domain/consent.ts";
import type { Translations } from "../../i18n/message-table.ts";
import { consentMessages as texts } from "../../i18n/messages/consent.ts";
import { localizedText } from "../../i18n/localized-text.ts";
import { useT } from "../../i18n/use-t.ts";
import { Button } from "../../ui/button.tsx";
import "./consent.css";

type Flag = keyof ConsentChoice;

/** The switches in the order spec §4 lists them, each under the name the dictionary gives it. */
const CATEGORIES: readonly { flag: Flag; name: Translations; text: Translations }[] = [
  {
    flag: "analytics_storage",
    name: texts.CONSENT_CATEGORY_ANALYTICS,
    text: texts.CONSENT_CATEGORY_ANALYTICS_TEXT,
  },
  { flag: "ad_storage", name: texts.CONSENT_CATEGORY_MARKETING, text: texts.CONSENT_CATEGORY_MARKETING_TEXT },
  { flag: "ad_user_data", name: texts.CONSENT_CATEGORY_SOCIAL, text: texts.CONSENT_CATEGORY_SOCIAL_TEXT },
  {
    flag: "ad_personalization",
    name: texts.CONSENT_CATEGORY_UNCLASSIFIED,
    text: texts.CONSENT_CATEGORY_UNCLASSIFIED_TEXT,
  },
  { flag: "embeds", name: texts.CONSENT_CATEGORY_EMBEDS, text: texts.CONSENT_CATEGORY_EMBEDS_TEXT },
];

/**
 * The dialog's texts come with its chunk, from the consent table of the dictionary, instead of travelling
 * in every page's data (ADR 0014): only a visitor who opens the settings downloads them.
 */
function useSay(): (entry: Translations) => string {
  const { language } = useT();
  // The one fallback order of texts (i18n/localized-text.ts), as the dictionary's.
  return (entry) => localizedText(entry, language);
}

type Props = {
  /** The stored choice the settings start from; null: nothing stored, every switch off. */
  current: ConsentChoice | null;
  modal: boolean;
  onSave: (choice: ConsentChoice) => void;
  onClose: () => void;
};

export default function ConsentSettings({ current, modal, onSave, onClose }: Props) {
  const say = useSay();
  const dialog = useRef<HTMLDialogElement>(null);
  const [choice, setChoice] = useState<ConsentChoice>(current ?? NOTHING_GRANTED);
  const title = useId();
  const idPrefix = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    if (modal) element.showModal();
    else element.show();
  }, [modal]);

  const savePartly = (event: FormEvent) => {
    event.preventDefault();
    onSave(choice);
  };

  return (
    <dialog
      ref={dialog}
      className="consent-settings"
      aria-labelledby={title}
      onClose={onClose}
      data-modal={modal ? "" : undefined}
    >
      <form method="dialog" onSubmit={savePartly}>
        <h2 id={title} className="consent-title">
          {say(texts.CONSENT_SETTINGS_TITLE)}
        </h2>
        <p>{say(texts.CONSENT_SETTINGS_INTRO)}</p>
        <ul className="consent-categories">
          <li>
            <span className="consent-category__name">{say(texts.CONSENT_CATEGORY_NECESSARY)}</span>
            <span className="consent-category__state">{say(texts.CONSENT_ALWAYS_ON)}</span>
            <p className="consent-category__text">{say(texts.CONSENT_CATEGORY_NECESSARY_TEXT)}</p>
          </li>
          {CATEGORIES.map(({ flag, name, text }) => (
            <li key={flag}>
              <label className="consent-category__name" htmlFor={`${idPrefix}${flag}`}>
                {say(name)}
              </label>
              <input
                id={`${idPrefix}${flag}`}
                type="checkbox"
                role="switch"
                className="consent-switch"
                name={flag}
                checked={choice[flag]}
                aria-describedby={`${idPrefix}${flag}-text`}
                onChange={(event) => setChoice({ ...choice, [flag]: event.target.checked })}
              />
              <p id={`${idPrefix}${flag}-text`} className="consent-category__text">
                {say(text)}
              </p>
            </li>
          ))}
        </ul>
        <div className="consent-actions">
          <Button variant="primary" onClick={() => onSave(NOTHING_GRANTED)}>
            {say(texts.CONSENT_DECLINE)}
          </Button>
          <Button variant="primary" type="submit">
            {say(texts.CONSENT_AGREE_PARTLY)}
          </Button>
          <Button variant="primary" onClick={() => onSave(EVERYTHING_GRANTED)}>
            {say(texts.CONSENT_AGREE_ALL)}
          </Button>
        </div>
        <button type="button" className="consent-close" onClick={() => dialog.current?.close()}>
          {say(texts.CONSENT_CLOSE)}
        </button>
      </form>
    </dialog>
  );
}
