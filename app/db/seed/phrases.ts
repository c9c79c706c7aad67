// Building blocks for the demo texts: one phrase in the three site languages, so the Dutch, French and
// English descriptions of a listing always say the same thing.

export type TextLanguage = "nl" | "fr" | "en";
export const TEXT_LANGUAGES: readonly TextLanguage[] = ["nl", "fr", "en"];

export type Phrase = Record<TextLanguage, string>;

export function phrase(nl: string, fr: string, en: string): Phrase {
  return { nl, fr, en };
}

/** Joins phrases language by language. */
export function join(parts: readonly Phrase[], separator = " "): Phrase {
  return {
    nl: parts.map((part) => part.nl).join(separator),
    fr: parts.map((part) => part.fr).join(separator),
    en: parts.map((part) => part.en).join(separator),
  };
}

/** "1 slaapkamer", "3 chambres", "2 bedrooms". */
export function counted(n: number, nl: [string, string], fr: [string, string], en: [string, string]): Phrase {
  const form = n === 1 ? 0 : 1;
  return phrase(`${n} ${nl[form]}`, `${n} ${fr[form]}`, `${n} ${en[form]}`);
}

export const bedroomsPhrase = (n: number) =>
  counted(n, ["slaapkamer", "slaapkamers"], ["chambre", "chambres"], ["bedroom", "bedrooms"]);

/** A plot area the way Belgian agencies write it: "8a 40ca" in Dutch, "8 a 40 ca" in French. */
export function areaPhrase(squareMeters: number): Phrase {
  if (squareMeters >= 10_000) {
    const hectares = Math.floor(squareMeters / 10_000);
    const ares = Math.round((squareMeters % 10_000) / 100);
    return phrase(
      `${hectares}ha ${ares}a`,
      `${hectares} ha ${ares} a`,
      `${(squareMeters / 10_000).toFixed(2)} ha`,
    );
  }
  const ares = Math.floor(squareMeters / 100);
  const centiares = squareMeters % 100;
  return phrase(
    centiares ? `${ares}a ${centiares}ca` : `${ares}a`,
    centiares ? `${ares} a ${centiares} ca` : `${ares} a`,
    `${squareMeters} m²`,
  );
}

/** Ordinal floor: "3de verdieping", "3e étage", "3rd floor"; the ground floor by name. */
export function floorPhrase(level: number): Phrase {
  if (level === 0) return phrase("gelijkvloers", "rez-de-chaussée", "ground floor");
  const english = level === 1 ? "1st" : level === 2 ? "2nd" : level === 3 ? "3rd" : `${level}th`;
  const dutch = level === 1 || level === 8 || level >= 20 ? `${level}ste` : `${level}de`;
  const french = level === 1 ? "1er" : `${level}e`;
  return phrase(`${dutch} verdieping`, `${french} étage`, `${english} floor`);
}
