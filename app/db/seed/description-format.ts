// Descriptions arrive the way the agency's CRM sends them: some as plain text with blank lines, some as
// HTML paragraphs with <br>, some with a bold title, a bullet list and character entities.
import type { Random } from "./random.ts";

export type DescriptionFormat = "plain" | "paragraphs" | "rich";

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  é: "&eacute;",
  è: "&egrave;",
  ê: "&ecirc;",
  ë: "&euml;",
  à: "&agrave;",
  â: "&acirc;",
  ç: "&ccedil;",
  î: "&icirc;",
  ï: "&iuml;",
  ô: "&ocirc;",
  û: "&ucirc;",
  ù: "&ugrave;",
  "€": "&euro;",
  "²": "&sup2;",
  "'": "&#39;",
  "<": "&lt;",
  ">": "&gt;",
};

/** HTML-escapes text the way older CRMs do: every accented letter as a named entity. */
export function entityEncode(text: string): string {
  return text.replace(/[&éèêëàâçîïôûù€²'<>]/g, (char) => ENTITIES[char] ?? char);
}

/** Only the markup-significant characters escaped; accents stay as UTF-8. */
export function minimalEscape(text: string): string {
  return text.replace(/[&<>]/g, (char) => ENTITIES[char] ?? char);
}

export function chooseFormat(random: Random): DescriptionFormat {
  return random.weighted<DescriptionFormat>([
    ["plain", 4],
    ["paragraphs", 3],
    ["rich", 3],
  ]);
}

/** One language's description in `format`; `facts` are the short bullet lines of the rich format. */
export function formatDescription(
  format: DescriptionFormat,
  title: string,
  paragraphs: readonly string[],
  facts: readonly string[],
): string {
  if (format === "plain") return paragraphs.join("\n\n");
  if (format === "paragraphs") {
    // Layout and outdoor lines share a paragraph, separated by a line break, as typed in a CRM editor.
    const [first, second, third, ...rest] = paragraphs.map(minimalEscape);
    const grouped = [first, [second, third].filter(Boolean).join("<br>"), ...rest].filter(Boolean);
    return grouped.map((paragraph) => `<p>${paragraph}</p>`).join("");
  }
  const [opening, ...rest] = paragraphs.map(entityEncode);
  const list =
    facts.length > 0 ? `<ul>${facts.map((fact) => `<li>${entityEncode(fact)}</li>`).join("")}</ul>` : "";
  return [
    `<p><strong>${entityEncode(title)}</strong></p>`,
    opening ? `<p>${opening}</p>` : "",
    list,
    ...rest.map((paragraph) => `<p>${paragraph}</p>`),
  ].join("\n");
}
