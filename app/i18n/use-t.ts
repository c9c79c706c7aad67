// Texts in components: `const { t, language } = useT()`. The root layout provides the request's language
// and its dictionary (from the root loader); tests wrap components in <I18nContext value={...}>.
import { createContext, useContext, useMemo } from "react";
import type { Dictionary, MessageKey } from "./dictionary.ts";
import type { Language } from "./languages.ts";
import { type MessageParams, translate } from "./translate.ts";

/** A full dictionary in the site; an empty one only when the configuration could not be read. */
export type I18n = { language: Language; dictionary: Partial<Dictionary> };

export const I18nContext = createContext<I18n | null>(null);

export type T = (key: MessageKey, params?: MessageParams) => string;

const EMPTY_I18N: I18n = { language: "nl", dictionary: {} };

export function useT(): { t: T; language: Language } {
  const i18n = useContext(I18nContext) ?? EMPTY_I18N;
  return useMemo(
    () => ({
      language: i18n.language,
      t: (key: MessageKey, params?: MessageParams) => translate(i18n.dictionary, key, params, i18n.language),
    }),
    [i18n],
  );
}
