// Place names as shown: the listing source writes them in capitals (spec §3 City), the site title-cases
// them (spec §5 "place names").

// Words kept lower case inside a name: "Kapelle-op-den-Bos", "Heist-op-den-Berg", "Braine-le-Comte",
// "Esch-sur-Alzette", "Sint-Job-in-'t-Goor", "'s-Gravenwezel".
const PARTICLES = new Set([
  "op",
  "den",
  "de",
  "der",
  "het",
  "ten",
  "ter",
  "te",
  "aan",
  "in",
  "'t",
  "'s",
  "van",
  "sur",
  "sous",
  "la",
  "le",
  "les",
  "lez",
  "lès",
  "en",
  "du",
  "des",
  "aux",
  "à",
  "au",
]);

/** Names the particle rule would get wrong, as their municipality writes them. */
export const PLACE_NAME_EXCEPTIONS: Readonly<Record<string, string>> = {
  "kapelle-op-den-bos": "Kapelle-op-den-Bos",
};

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function titleWord(word: string, first: boolean): string {
  if (PARTICLES.has(word) && (!first || word.startsWith("'"))) return word;
  // Elided articles: "l'alleud" → "l'Alleud" inside a name, "L'Écluse" at its start.
  const elided = /^([ld]')(.+)$/.exec(word);
  if (elided?.[1] && elided[2]) return `${first ? capitalize(elided[1]) : elided[1]}${capitalize(elided[2])}`;
  return capitalize(word);
}

/** "SINT-KATELIJNE-WAVER" → "Sint-Katelijne-Waver", "KAPELLE-OP-DEN-BOS" → "Kapelle-op-den-Bos". */
export function placeName(city: string | null | undefined): string {
  if (typeof city !== "string") return "";
  const lower = city.trim().replace(/\s+/g, " ").toLowerCase();
  const exception = PLACE_NAME_EXCEPTIONS[lower];
  if (exception) return exception;
  let index = 0;
  return lower.replace(/[^\s\-()/]+/g, (word) => titleWord(word, index++ === 0));
}
