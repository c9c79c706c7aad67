// How the portal and the staff screens name a property: its title in the page's language, its city and
// its file reference, so an owner of several recognises each.
import type { Language } from "../../i18n/languages.ts";
import { rowInLanguage } from "../../i18n/localized-text.ts";

export type LabelledProperty = {
  id: number;
  city: string;
  recordFile: string;
  mainTypeName: string;
  texts: readonly { language: string; typeDescription: string }[];
};

export function propertyLabel(property: LabelledProperty, language: Language): string {
  const title = rowInLanguage(property.texts, language)?.typeDescription ?? property.mainTypeName;
  return `${title} – ${property.city} (${property.recordFile})`;
}
