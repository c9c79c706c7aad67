// The description of a listing in nl, fr and en, written from its facts the way Belgian agencies write
// them: an opening line, the layout, the garden, comfort and energy, the location, the legal mentions.
import { formatPrice } from "../../domain/money.ts";
import type { LocalizedText, RiskDetails } from "../schema/listings.ts";
import type { ListingFacts } from "./listing-facts.ts";
import { type Phrase, bedroomsPhrase, floorPhrase, join, phrase } from "./phrases.ts";
import type { Random } from "./random.ts";
import type { HeatingCode } from "./vocabulary.ts";
import {
  HEATING_INLINE,
  KIND_NOUNS,
  LOCATIONS,
  lowerFirst,
  oriented,
  upperFirst,
} from "./description-phrases.ts";

export type DescriptionContext = {
  facts: ListingFacts;
  place: string;
  headline: Phrase;
  heating: HeatingCode | null;
  kitchen: LocalizedText | undefined;
  gardenOrientation: LocalizedText | undefined;
  risks: RiskDetails;
  projectName: string | null;
  takeover: boolean;
  /** Sold as a life annuity: the price is the lump sum, a monthly annuity comes on top. */
  viager: boolean;
};

function opening(
  random: Random,
  { facts, place, projectName, takeover, viager }: DescriptionContext,
): Phrase {
  const noun = KIND_NOUNS[facts.kind];
  if (viager) {
    return phrase(
      `Verkoop op lijfrente: ${noun.nl} in ${place} wordt verkocht met voorbehoud van levenslang gebruik. De vraagprijs is het boeket; daarbovenop komt een maandelijkse rente.`,
      `Vente en viager avec réserve d'usage à vie : ${noun.fr} à ${place}. Le prix demandé est le bouquet, auquel s'ajoute une rente mensuelle.`,
      `Sold as a life annuity (viager): ${noun.en} in ${place} is sold with a lifelong right of use reserved. The asking price is the lump sum; a monthly annuity comes on top.`,
    );
  }
  if (projectName) {
    return phrase(
      `In nieuwbouwproject ${projectName} in ${place} bieden wij ${noun.nl} aan, kwalitatief afgewerkt en energiezuinig.`,
      `Dans le nouveau projet ${projectName} à ${place}, nous proposons ${noun.fr}, aux finitions soignées et économe en énergie.`,
      `In the new ${projectName} development in ${place} we offer ${noun.en}, carefully finished and energy-efficient.`,
    );
  }
  if (takeover) {
    return phrase(
      `Uitgelezen kans: deze goed draaiende zaak in het centrum van ${place} wordt overgelaten wegens pensioen.`,
      `Belle opportunité : ce commerce en activité au centre de ${place} est à remettre pour cause de retraite.`,
      `A rare opportunity: this running business in the centre of ${place} is for takeover as the owner retires.`,
    );
  }
  const options: Phrase[] = [
    phrase(
      `Wij bieden u ${noun.nl} aan in ${place}.`,
      `Nous vous proposons ${noun.fr} à ${place}.`,
      `We are pleased to offer ${noun.en} in ${place}.`,
    ),
    phrase(
      `Op zoek naar vastgoed in ${place}? Dan is dit uw kans!`,
      `Vous cherchez un bien à ${place} ? Voici votre chance !`,
      `Looking for property in ${place}? This is your chance!`,
    ),
  ];
  if (facts.bedrooms !== null) {
    options.push(
      phrase(
        `${upperFirst(noun.nl)} combineert een rustige ligging met alle comfort.`,
        `${upperFirst(noun.fr)} allie une situation calme à tout le confort.`,
        `${upperFirst(noun.en)} combines a quiet location with every comfort.`,
      ),
    );
  }
  return random.pick(options);
}

function layout({ facts, kitchen }: DescriptionContext): Phrase | null {
  const living = facts.surfaceLiving ?? 30;
  const kitchenText = phrase(
    lowerFirst(kitchen?.nl) || "keuken",
    lowerFirst(kitchen?.fr) || "cuisine",
    lowerFirst(kitchen?.en) || "kitchen",
  );
  const beds = bedroomsPhrase(facts.bedrooms ?? 1);
  switch (facts.kind) {
    case "house":
      return phrase(
        `Indeling: inkomhal met vestiaire en apart toilet, ruime living van ${living} m² met veel lichtinval, ${kitchenText.nl} en een handige berging. ${facts.floors === 1 ? "Alles op één niveau" : "Op de verdieping"}: ${beds.nl} en een badkamer${facts.showerRooms ? " en een aparte douchekamer" : " met ligbad en inloopdouche"}.${facts.hasAttic ? " De zolder biedt nog uitbreidingsmogelijkheden." : ""}`,
        `Distribution : hall d'entrée avec vestiaire et WC séparé, séjour spacieux de ${living} m² très lumineux, ${kitchenText.fr} et buanderie. ${facts.floors === 1 ? "Tout de plain-pied" : "À l'étage"} : ${beds.fr} et une salle de bains${facts.showerRooms ? " ainsi qu'une salle de douche" : " avec baignoire et douche à l'italienne"}.${facts.hasAttic ? " Le grenier offre encore des possibilités d'extension." : ""}`,
        `Layout: entrance hall with cloakroom and separate toilet, a spacious ${living} m² living room full of light, ${kitchenText.en} and a utility room. ${facts.floors === 1 ? "All on one level" : "Upstairs"}: ${beds.en} and a bathroom${facts.showerRooms ? " plus a separate shower room" : " with bath and walk-in shower"}.${facts.hasAttic ? " The attic leaves room to expand." : ""}`,
      );
    case "apartment": {
      const floor = floorPhrase(facts.floorLevel ?? 1);
      return phrase(
        `Het appartement ligt op de ${floor.nl}${facts.hasLift ? " (met lift)" : ""} en omvat: inkomhal met vestiaire, apart toilet, lichtrijke leefruimte van ${living} m² met ${kitchenText.nl}, ${beds.nl} en een moderne badkamer.`,
        `L'appartement se situe au ${floor.fr}${facts.hasLift ? " (avec ascenseur)" : ""} et comprend : hall d'entrée avec vestiaire, WC séparé, séjour lumineux de ${living} m² avec ${kitchenText.fr}, ${beds.fr} et une salle de bains moderne.`,
        `The apartment is on the ${floor.en}${facts.hasLift ? " (with lift)" : ""} and comprises: entrance hall with cloakroom, separate toilet, a bright ${living} m² living area with ${kitchenText.en}, ${beds.en} and a modern bathroom.`,
      );
    }
    case "studio":
      return phrase(
        `De studio van ${facts.surfaceHabitable} m² bestaat uit een leef- en slaapruimte, een kitchenette en een douchekamer met toilet.`,
        `Le studio de ${facts.surfaceHabitable} m² comprend un espace de vie et de nuit, une kitchenette et une salle de douche avec WC.`,
        `The ${facts.surfaceHabitable} m² studio has a living and sleeping area, a kitchenette and a shower room with toilet.`,
      );
    case "land":
      return facts.variant.mainTypeName === "Landbouwgrond"
        ? phrase(
            "Vlak perceel in agrarisch gebied, momenteel verpacht.",
            "Parcelle plane en zone agricole, actuellement donnée à bail.",
            "A flat plot in an agricultural zone, currently let to a farmer.",
          )
        : phrase(
            `Het perceel heeft een breedte van ${facts.plotWidth} m aan de straat en is bestemd voor open bebouwing. Vrij van bouwverplichting.`,
            `La parcelle présente une façade de ${facts.plotWidth} m et est destinée à une construction 4 façades. Pas d'obligation de bâtir.`,
            `The plot has a ${facts.plotWidth} m street frontage and is zoned for a detached house. No obligation to build.`,
          );
    case "yield":
      return phrase(
        `Het gebouw telt ${facts.extraRooms} woongelegenheden${facts.surfaceStore ? " boven een handelsgelijkvloers" : ""}, allemaal verhuurd. Ideaal als investering met een mooi rendement.`,
        `L'immeuble compte ${facts.extraRooms} logements${facts.surfaceStore ? " au-dessus d'un rez commercial" : ""}, tous loués. Idéal comme investissement au beau rendement.`,
        `The building has ${facts.extraRooms} flats${facts.surfaceStore ? " above a ground-floor shop" : ""}, all let. An ideal investment with a good yield.`,
      );
    case "commercial":
      return phrase(
        `Winkelruimte van ${facts.surfaceStore} m² met grote etalage, stockageruimte en sanitair.${facts.surfaceHabitable ? ` Boven de winkel: een woonst van ${facts.surfaceHabitable} m².` : ""}`,
        `Surface commerciale de ${facts.surfaceStore} m² avec grande vitrine, réserve et sanitaires.${facts.surfaceHabitable ? ` À l'étage : un logement de ${facts.surfaceHabitable} m².` : ""}`,
        `A ${facts.surfaceStore} m² shop with a large window, storage and toilets.${facts.surfaceHabitable ? ` Above the shop: a ${facts.surfaceHabitable} m² flat.` : ""}`,
      );
    case "industrial":
      return phrase(
        `Magazijn van ${facts.surfaceConstructed} m² met sectionale poorten en vrije hoogte van 7 m, ${facts.surfaceOffice} m² kantoren en ${facts.parkings} parkeerplaatsen.`,
        `Entrepôt de ${facts.surfaceConstructed} m² avec portes sectionnelles et hauteur libre de 7 m, ${facts.surfaceOffice} m² de bureaux et ${facts.parkings} emplacements de parking.`,
        `A ${facts.surfaceConstructed} m² warehouse with sectional doors and 7 m clear height, ${facts.surfaceOffice} m² of offices and ${facts.parkings} parking spaces.`,
      );
    case "office":
      return phrase(
        `Kantoorruimte van ${facts.surfaceOffice} m², flexibel in te delen, met vergaderzaal, kitchenette, sanitair en ${facts.parkings} parkeerplaatsen.`,
        `Bureaux de ${facts.surfaceOffice} m² modulables, avec salle de réunion, kitchenette, sanitaires et ${facts.parkings} emplacements de parking.`,
        `${facts.surfaceOffice} m² of flexible office space with a meeting room, kitchenette, toilets and ${facts.parkings} parking spaces.`,
      );
    default:
      return facts.kind === "garage"
        ? phrase(
            `Garagebox van ${facts.surfaceGround} m² met sectionale poort, ideaal voor wagen of opslag.`,
            `Box de ${facts.surfaceGround} m² avec porte sectionnelle, idéal pour une voiture ou du stockage.`,
            `A ${facts.surfaceGround} m² garage box with a sectional door, ideal for a car or storage.`,
          )
        : null;
  }
}

function outdoors({ facts, gardenOrientation }: DescriptionContext): Phrase | null {
  if (facts.hasGarden && facts.surfaceGarden) {
    const way = oriented(gardenOrientation);
    return phrase(
      `De ${way.nl}tuin van ca. ${facts.surfaceGarden} m² biedt veel privacy${facts.hasTerrace ? `, met een terras van ${facts.surfaceTerrace} m²` : ""}.`,
      `Le jardin${way.fr} d'environ ${facts.surfaceGarden} m² offre beaucoup d'intimité${facts.hasTerrace ? `, avec une terrasse de ${facts.surfaceTerrace} m²` : ""}.`,
      `The ${way.en}garden of about ${facts.surfaceGarden} m² offers plenty of privacy${facts.hasTerrace ? `, with a ${facts.surfaceTerrace} m² terrace` : ""}.`,
    );
  }
  if (facts.hasTerrace && facts.surfaceTerrace) {
    return phrase(
      `Het terras van ${facts.surfaceTerrace} m² is heerlijk om buiten te zitten.`,
      `La terrasse de ${facts.surfaceTerrace} m² invite à profiter de l'extérieur.`,
      `The ${facts.surfaceTerrace} m² terrace is perfect for sitting outside.`,
    );
  }
  return null;
}

function comfort({ facts, heating }: DescriptionContext): Phrase | null {
  const parts: Phrase[] = [];
  if (heating) {
    const h = HEATING_INLINE[heating];
    parts.push(phrase(`Verwarming: ${h.nl}.`, `Chauffage : ${h.fr}.`, `Heating: ${h.en}.`));
  }
  if (facts.solarPanels)
    parts.push(phrase("Zonnepanelen aanwezig.", "Panneaux solaires installés.", "Solar panels installed."));
  if (facts.garages > 0)
    parts.push(
      phrase(
        facts.garages > 1 ? `Garage voor ${facts.garages} wagens.` : "Met garage.",
        facts.garages > 1 ? `Garage pour ${facts.garages} voitures.` : "Avec garage.",
        facts.garages > 1 ? `Garage for ${facts.garages} cars.` : "With a garage.",
      ),
    );
  if (facts.hasCellar)
    parts.push(phrase("Volledig onderkelderd.", "Caves sur toute la surface.", "Full cellar."));
  if (facts.energy.value !== null && facts.energy.labelText) {
    const value = facts.energy.value;
    parts.push(
      phrase(
        `EPC: ${value} kWh/m² (label ${facts.energy.labelText}).`,
        `PEB : ${value} kWh/m²/an (classe ${facts.energy.labelText}).`,
        `EPC: ${value} kWh/m²/year (label ${facts.energy.labelText}).`,
      ),
    );
  }
  return parts.length > 0 ? join(parts) : null;
}

/** Flemish ads state the planning items and flood scores (quality.md); agencies put them at the end. */
function legalMentions({ risks }: DescriptionContext): Phrase | null {
  if (!risks.floodPScore || !risks.floodGScore) return null;
  // Spec §3: 0 no, 1 yes, 2 on request; -1 (empty) is left out.
  const answer = (value: number | undefined): Phrase | null =>
    value === 1
      ? phrase("ja", "oui", "yes")
      : value === 0
        ? phrase("nee", "non", "no")
        : value === 2
          ? phrase("op aanvraag", "sur demande", "on request")
          : null;
  const permit = answer(risks.buildingPermit);
  const preemption = answer(risks.preemptiveRight);
  const items = [
    permit ? phrase(`vergunning: ${permit.nl}`, `permis : ${permit.fr}`, `permit: ${permit.en}`) : null,
    preemption
      ? phrase(
          `voorkooprecht: ${preemption.nl}`,
          `droit de préemption : ${preemption.fr}`,
          `pre-emption right: ${preemption.en}`,
        )
      : null,
    risks.summons === 0 ? phrase("geen dagvaarding", "pas de citation", "no summons") : null,
  ].filter((item): item is Phrase => item !== null);
  const list = join(items, ", ");
  return phrase(
    `Stedenbouwkundige info: ${list.nl}. Overstromingsgevoeligheid: P-score ${risks.floodPScore}, G-score ${risks.floodGScore}.`,
    `Informations urbanistiques : ${list.fr}. Risque d'inondation : score P ${risks.floodPScore}, score G ${risks.floodGScore}.`,
    `Planning information: ${list.en}. Flood risk: P-score ${risks.floodPScore}, G-score ${risks.floodGScore}.`,
  );
}

function closing(random: Random, { facts }: DescriptionContext): Phrase {
  if (facts.goal === 1) {
    const deposit = formatPrice(facts.price * 3);
    return phrase(
      `Huurprijs ${formatPrice(facts.price)} per maand, huurwaarborg ${deposit} (3 maanden). Bezoek enkel op afspraak.`,
      `Loyer ${formatPrice(facts.price)} par mois, garantie locative ${deposit} (3 mois). Visites uniquement sur rendez-vous.`,
      `Rent ${formatPrice(facts.price)} per month, deposit ${deposit} (3 months). Viewings by appointment only.`,
    );
  }
  return random.pick([
    phrase(
      "Vrij bij akte. Interesse? Neem contact op met ons kantoor voor meer info of een bezoek.",
      "Libre à l'acte. Intéressé ? Contactez notre agence pour plus d'informations ou une visite.",
      "Available at the deed. Interested? Contact our office for more information or a viewing.",
    ),
    phrase(
      "Bezoek enkel op afspraak. Bel ons gerust voor meer informatie.",
      "Visites uniquement sur rendez-vous. N'hésitez pas à nous appeler.",
      "Viewings by appointment only. Feel free to call us for more information.",
    ),
    phrase(
      "Een bezoek overtuigt! Maak vandaag nog een afspraak.",
      "Une visite vous convaincra ! Prenez rendez-vous dès aujourd'hui.",
      "A viewing will convince you! Book one today.",
    ),
  ]);
}

/** The paragraphs of a description, each in the three languages. */
export function descriptionParagraphs(random: Random, context: DescriptionContext): Phrase[] {
  const paragraphs = [
    opening(random, context),
    layout(context),
    outdoors(context),
    comfort(context),
    context.facts.variant.mainTypeName === "Landbouwgrond"
      ? phrase(
          `Gelegen in het landelijke buitengebied van ${context.place}, goed bereikbaar via een verharde weg.`,
          `Situé dans la campagne de ${context.place}, accessible par un chemin asphalté.`,
          `In the open countryside of ${context.place}, reached by a paved road.`,
        )
      : LOCATIONS[context.facts.place.profile](context.place),
    legalMentions(context),
    closing(random, context),
  ];
  return paragraphs.filter((paragraph): paragraph is Phrase => paragraph !== null);
}
