// The per-language texts of a listing: its headline (TypeDescription) and its description.
import { chooseFormat, formatDescription } from "./description-format.ts";
import type { DescriptionContext } from "./listing-description.ts";
import { descriptionParagraphs } from "./listing-description.ts";
import type { ListingFacts } from "./listing-facts.ts";
import { type Phrase, TEXT_LANGUAGES, type TextLanguage, bedroomsPhrase, phrase } from "./phrases.ts";
import type { Random } from "./random.ts";

export type ListingText = { language: TextLanguage; typeDescription: string; descriptionHtml: string };

function factLines(facts: ListingFacts): Phrase[] {
  const lines: Phrase[] = [];
  if (facts.surfaceHabitable) {
    lines.push(
      phrase(
        `Bewoonbare oppervlakte: ${facts.surfaceHabitable} m²`,
        `Surface habitable : ${facts.surfaceHabitable} m²`,
        `Living space: ${facts.surfaceHabitable} m²`,
      ),
    );
  }
  if (facts.surfaceGround && facts.kind !== "apartment" && facts.kind !== "studio") {
    lines.push(
      phrase(
        `Perceel: ${facts.surfaceGround} m²`,
        `Terrain : ${facts.surfaceGround} m²`,
        `Plot: ${facts.surfaceGround} m²`,
      ),
    );
  }
  if (facts.bedrooms) {
    const beds = bedroomsPhrase(facts.bedrooms);
    lines.push(beds);
  }
  if (facts.hasGarden && facts.surfaceGarden) {
    lines.push(
      phrase(
        `Tuin van ${facts.surfaceGarden} m²`,
        `Jardin de ${facts.surfaceGarden} m²`,
        `Garden of ${facts.surfaceGarden} m²`,
      ),
    );
  }
  if (facts.hasTerrace && facts.surfaceTerrace) {
    lines.push(
      phrase(
        `Terras van ${facts.surfaceTerrace} m²`,
        `Terrasse de ${facts.surfaceTerrace} m²`,
        `Terrace of ${facts.surfaceTerrace} m²`,
      ),
    );
  }
  if (facts.garages > 0) lines.push(phrase("Garage", "Garage", "Garage"));
  if (facts.solarPanels) lines.push(phrase("Zonnepanelen", "Panneaux solaires", "Solar panels"));
  if (facts.energy.value !== null && facts.energy.labelText) {
    lines.push(
      phrase(
        `EPC ${facts.energy.value} kWh/m² – label ${facts.energy.labelText}`,
        `PEB ${facts.energy.value} kWh/m²/an – classe ${facts.energy.labelText}`,
        `EPC ${facts.energy.value} kWh/m²/year – label ${facts.energy.labelText}`,
      ),
    );
  }
  return lines;
}

export function listingTexts(random: Random, context: DescriptionContext): ListingText[] {
  const paragraphs = descriptionParagraphs(random, context);
  const format = chooseFormat(random);
  const facts = factLines(context.facts);
  return TEXT_LANGUAGES.map((language) => ({
    language,
    typeDescription: context.headline[language],
    descriptionHtml: formatDescription(
      format,
      context.headline[language],
      paragraphs.map((paragraph) => paragraph[language]),
      facts.map((line) => line[language]),
    ),
  }));
}
