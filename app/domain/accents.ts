// Accent folding for search and slugs: "Liège" and "LIEGE" must meet (spec §3 "accent-stripped search name").

const LETTERS: Readonly<Record<string, string>> = {
  ß: "ss",
  æ: "ae",
  Æ: "AE",
  œ: "oe",
  Œ: "OE",
  ø: "o",
  Ø: "O",
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
  ð: "d",
  Ð: "D",
  þ: "th",
  Þ: "TH",
  ı: "i",
};

/** "Liège" → "Liege", "Œuvre" → "OEuvre": diacritics removed, case kept. */
export function stripAccents(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .replace(/[ßæÆœŒøØłŁđĐðÐþÞı]/g, (letter) => LETTERS[letter] ?? letter);
}

/** The form two texts are compared in when case and accents must not matter. */
export function foldForSearch(text: string): string {
  return stripAccents(text).toLowerCase().replace(/\s+/g, " ").trim();
}
