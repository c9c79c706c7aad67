// The cookie banner and its settings (spec §4 steps 1–3), loaded on demand by consent-provider.tsx. The
// banner is a non-modal panel fixed to the bottom of the window (it covers, it does not push: no layout
// shift); the settings are a modal dialog, except on the cookie policy itself, which the visitor must be
// able to read while choosing. Agree and decline are buttons of the same look (Belgian data protection
// authority); no switch is on unless the visitor's stored choice turned it on.
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { type ConsentChoice, EVERYTHING_GRANTED, NOTHING_GRANTED } from "../../domain/consent.ts";
import type { MessageKey } from "../../i18n/dictionary.ts";
import { useT } from "../../i18n/use-t.ts";
import { Button } from "../../ui/button.tsx";
import "./consent.css";

type Flag = keyof ConsentChoice;

/** The switches in the order spec §4 lists them, each under the name the dictionary gives it. */
const CATEGORIES: readonly { flag: Flag; name: MessageKey; text: MessageKey }[] = [
  { flag: "analytics_storage", name: "CONSENT_CATEGORY_ANALYTICS", text: "CONSENT_CATEGORY_ANALYTICS_TEXT" },
  { flag: "ad_storage", name: "CONSENT_CATEGORY_MARKETING", text: "CONSENT_CATEGORY_MARKETING_TEXT" },
  { flag: "ad_user_data", name: "CONSENT_CATEGORY_SOCIAL", text: "CONSENT_CATEGORY_SOCIAL_TEXT" },
  {
    flag: "ad_personalization",
    name: "CONSENT_CATEGORY_UNCLASSIFIED",
    text: "CONSENT_CATEGORY_UNCLASSIFIED_TEXT",
  },
  { flag: "embeds", name: "CONSENT_CATEGORY_EMBEDS", text: "CONSENT_CATEGORY_EMBEDS_TEXT" },
];

type Props = {
  view: "banner" | "settings";
  /** The stored choice the settings start from; null: nothing stored, every switch off. */
  current: ConsentChoice | null;
  modal: boolean;
  /** The cookie policy in the page's language. */
  policyPath: string;
  onSave: (choice: ConsentChoice) => void;
  onSettings: () => void;
  onClose: () => void;
};

export default function ConsentDialog({
  view,
  current,
  modal,
  policyPath,
  onSave,
  onSettings,
  onClose,
}: Props) {
  return view === "banner" ? (
    <ConsentBanner policyPath={policyPath} onSave={onSave} onSettings={onSettings} />
  ) : (
    <ConsentSettings current={current} modal={modal} onSave={onSave} onClose={onClose} />
  );
}

function ConsentBanner({
  policyPath,
  onSave,
  onSettings,
}: Pick<Props, "policyPath" | "onSave" | "onSettings">) {
  const { t } = useT();
  const title = useId();
  const text = useId();
  return (
    <section className="consent-banner" role="dialog" aria-labelledby={title} aria-describedby={text}>
      <div className="consent-banner__inner">
        <h2 id={title} className="consent-title">
          {t("CONSENT_BANNER_TITLE")}
        </h2>
        <p id={text}>
          {t("CONSENT_BANNER_TEXT")} <a href={policyPath}>{t("CONSENT_POLICY_LINK")}</a>
        </p>
        <div className="consent-actions">
          <Button variant="primary" onClick={() => onSave(EVERYTHING_GRANTED)}>
            {t("CONSENT_AGREE_ALL")}
          </Button>
          <Button variant="primary" onClick={() => onSave(NOTHING_GRANTED)}>
            {t("CONSENT_DECLINE")}
          </Button>
          <Button variant="primary" onClick={onSettings}>
            {t("CONSENT_CHANGE_SETTINGS")}
          </Button>
        </div>
      </div>
    </section>
  );
}

function ConsentSettings({
  current,
  modal,
  onSave,
  onClose,
}: Pick<Props, "current" | "modal" | "onSave" | "onClose">) {
  const { t } = useT();
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
          {t("CONSENT_SETTINGS_TITLE")}
        </h2>
        <p>{t("CONSENT_SETTINGS_INTRO")}</p>
        <ul className="consent-categories">
          <li>
            <span className="consent-category__name">{t("CONSENT_CATEGORY_NECESSARY")}</span>
            <span className="consent-category__state">{t("CONSENT_ALWAYS_ON")}</span>
            <p className="consent-category__text">{t("CONSENT_CATEGORY_NECESSARY_TEXT")}</p>
          </li>
          {CATEGORIES.map(({ flag, name, text }) => (
            <li key={flag}>
              <label className="consent-category__name" htmlFor={`${idPrefix}${flag}`}>
                {t(name)}
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
                {t(text)}
              </p>
            </li>
          ))}
        </ul>
        <div className="consent-actions">
          <Button variant="primary" onClick={() => onSave(NOTHING_GRANTED)}>
            {t("CONSENT_DECLINE")}
          </Button>
          <Button variant="primary" type="submit">
            {t("CONSENT_AGREE_PARTLY")}
          </Button>
          <Button variant="primary" onClick={() => onSave(EVERYTHING_GRANTED)}>
            {t("CONSENT_AGREE_ALL")}
          </Button>
        </div>
        <button type="button" className="consent-close" onClick={() => dialog.current?.close()}>
          {t("CONSENT_CLOSE")}
        </button>
      </form>
    </dialog>
  );
}
