import { Link } from "react-router";
import { type PageAlternates, switcherPath } from "../../i18n/alternates.ts";
import type { MessageKey } from "../../i18n/dictionary.ts";
import type { Language } from "../../i18n/languages.ts";
import { useT } from "../../i18n/use-t.ts";

const LANGUAGE_NAMES: Record<Language, MessageKey> = {
  nl: "LANGUAGE_NL",
  fr: "LANGUAGE_FR",
  en: "LANGUAGE_EN",
  de: "LANGUAGE_DE",
};

type LanguageSwitcherProps = {
  enabledLanguages: readonly Language[];
  /** The page in each language (app/i18n/alternates.ts explains how a route provides them). */
  alternates: PageAlternates | null;
  className: string;
  onNavigate?: () => void;
};

/**
 * Links to the page being shown in each other enabled language; shown only when more than one language
 * is enabled (spec §2). Following one switches the site's language (the root loader revalidates).
 */
export function LanguageSwitcher({
  enabledLanguages,
  alternates,
  className,
  onNavigate,
}: LanguageSwitcherProps) {
  const { t, language } = useT();
  if (enabledLanguages.length < 2) return null;
  return (
    <ul className={className} aria-label={t("SHELL_LANGUAGE_SWITCHER")}>
      {enabledLanguages.map((code) => {
        const name = t(LANGUAGE_NAMES[code]);
        return (
          <li key={code}>
            {code === language ? (
              <span className="language-current" lang={code}>
                <span aria-hidden="true">{code.toUpperCase()}</span>
                <span className="visually-hidden">{t("SHELL_LANGUAGE_CURRENT", { language: name })}</span>
              </span>
            ) : (
              <Link to={switcherPath(alternates, code)} hrefLang={code} lang={code} onClick={onNavigate}>
                <span aria-hidden="true">{code.toUpperCase()}</span>
                <span className="visually-hidden">{name}</span>
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
