// TypeDescription: the short headline of a listing, as an agent would write it from the facts.
import type { ListingFacts } from "./listing-facts.ts";
import { type Phrase, areaPhrase, bedroomsPhrase, phrase } from "./phrases.ts";
import type { Random } from "./random.ts";

export type HeadlineContext = {
  facts: ListingFacts;
  place: string;
  projectName: string | null;
  takeover: boolean;
};

function houseHeadlines({ facts, place }: HeadlineContext): Phrase[] {
  const beds = bedroomsPhrase(facts.bedrooms ?? 3);
  const plot = areaPhrase(facts.surfaceGround ?? 400);
  const options: Phrase[] = [];
  if (facts.variant.mainTypeName === "Bungalow") {
    options.push(
      phrase(
        "Gelijkvloerse bungalow met zonnige tuin",
        "Bungalow de plain-pied avec jardin ensoleillé",
        "Single-storey bungalow with a sunny garden",
      ),
      phrase(
        `Bungalow op ${plot.nl} in ${place}`,
        `Bungalow sur ${plot.fr} à ${place}`,
        `Bungalow on ${plot.en} in ${place}`,
      ),
    );
    return options;
  }
  if (facts.variant.mainTypeName === "Bel-étage") {
    return [
      phrase(
        `Bel-étage met ${beds.nl} en inpandige garage`,
        `Bel-étage avec ${beds.fr} et garage intégré`,
        `Bel-étage house with ${beds.en} and built-in garage`,
      ),
    ];
  }
  if (facts.newBuild) {
    return [
      phrase(
        `Energiezuinige nieuwbouwwoning met ${beds.nl}`,
        `Maison neuve basse énergie avec ${beds.fr}`,
        `Energy-efficient new-build house with ${beds.en}`,
      ),
      phrase(
        `Nieuwbouwwoning met ${beds.nl} en ruime tuin`,
        `Maison neuve avec ${beds.fr} et grand jardin`,
        `New-build house with ${beds.en} and a large garden`,
      ),
    ];
  }
  if (facts.condition === "to_renovate") {
    options.push(
      phrase(
        `Te renoveren woning met veel potentieel op ${plot.nl}`,
        `Maison à rénover au beau potentiel sur ${plot.fr}`,
        `House to renovate with great potential on ${plot.en}`,
      ),
      phrase(
        "Op te knappen rijwoning op centrale ligging",
        "Maison mitoyenne à rafraîchir, situation centrale",
        "Terraced house to do up in a central location",
      ),
    );
  } else if (facts.hasGarden) {
    options.push(
      phrase(
        `Instapklare gezinswoning met ${beds.nl} en tuin`,
        `Maison familiale prête à habiter avec ${beds.fr} et jardin`,
        `Move-in ready family home with ${beds.en} and a garden`,
      ),
    );
  }
  if (facts.facades === 4) {
    options.push(
      phrase(
        `Ruime open bebouwing op ${plot.nl}`,
        `Spacieuse villa 4 façades sur ${plot.fr}`,
        `Spacious detached house on ${plot.en}`,
      ),
    );
  } else if (facts.facades === 3) {
    options.push(
      phrase(
        facts.garages > 0
          ? "Charmante halfopen woning met garage"
          : "Charmante halfopen woning in rustige straat",
        facts.garages > 0
          ? "Charmante maison 3 façades avec garage"
          : "Charmante maison 3 façades dans une rue calme",
        facts.garages > 0
          ? "Charming semi-detached house with garage"
          : "Charming semi-detached house on a quiet street",
      ),
    );
  } else {
    options.push(
      phrase(
        `Gezellige stadswoning met ${beds.nl}`,
        `Agréable maison de ville avec ${beds.fr}`,
        `Cosy town house with ${beds.en}`,
      ),
    );
  }
  if (facts.hasPool) {
    options.push(
      phrase(
        "Villa met zwembad in het groen",
        "Villa avec piscine au calme",
        "Villa with swimming pool in green surroundings",
      ),
    );
  }
  return options;
}

function apartmentHeadlines({ facts, projectName }: HeadlineContext): Phrase[] {
  const beds = bedroomsPhrase(facts.bedrooms ?? 2);
  const options: Phrase[] = [];
  if (projectName) {
    options.push(
      phrase(
        `Nieuwbouwappartement met ${beds.nl} in ${projectName}`,
        `Appartement neuf avec ${beds.fr} dans la ${projectName}`,
        `New-build apartment with ${beds.en} in ${projectName}`,
      ),
    );
    return options;
  }
  if (facts.place.profile === "coast") {
    options.push(
      phrase(
        "Appartement met zijdelings zeezicht, vlak bij de Zeedijk",
        "Appartement avec vue latérale sur mer, près de la digue",
        "Apartment with a side sea view, close to the promenade",
      ),
    );
  }
  if (facts.floorLevel === 0 && facts.hasGarden) {
    options.push(
      phrase(
        `Gelijkvloers appartement met tuin en ${beds.nl}`,
        `Appartement rez-de-jardin avec ${beds.fr}`,
        `Ground-floor apartment with garden and ${beds.en}`,
      ),
    );
  }
  if (facts.hasTerrace) {
    options.push(
      phrase(
        `Lichtrijk appartement met ${beds.nl} en terras`,
        `Appartement lumineux avec ${beds.fr} et terrasse`,
        `Bright apartment with ${beds.en} and a terrace`,
      ),
    );
  }
  options.push(
    phrase(
      "Instapklaar appartement op wandelafstand van het centrum",
      "Appartement prêt à habiter à deux pas du centre",
      "Move-in ready apartment within walking distance of the centre",
    ),
  );
  if ((facts.floorLevel ?? 0) >= 5) {
    options.push(
      phrase(
        "Dakappartement met weids uitzicht",
        "Appartement au dernier étage avec vue dégagée",
        "Top-floor apartment with open views",
      ),
    );
  }
  return options;
}

function otherHeadlines({ facts, place, takeover }: HeadlineContext): Phrase[] {
  const m2 = (value: number | null) => `${value ?? 0} m²`;
  switch (facts.kind) {
    case "studio":
      return [
        phrase(
          "Gezellige studio, ideaal als investering",
          "Studio agréable, idéal comme investissement",
          "Cosy studio, ideal as an investment",
        ),
        phrase(
          "Instapklare studio vlak bij het station",
          "Studio prêt à habiter près de la gare",
          "Move-in ready studio near the station",
        ),
      ];
    case "land": {
      const plot = areaPhrase(facts.surfaceGround ?? 600);
      return facts.variant.mainTypeName === "Landbouwgrond"
        ? [phrase(`Landbouwgrond van ${plot.nl}`, `Terre agricole de ${plot.fr}`, `Farmland of ${plot.en}`)]
        : [
            phrase(
              `Bouwgrond voor open bebouwing (${plot.nl})`,
              `Terrain à bâtir pour maison 4 façades (${plot.fr})`,
              `Building plot for a detached house (${plot.en})`,
            ),
            phrase(
              `Goed gelegen bouwgrond in ${place}`,
              `Terrain à bâtir bien situé à ${place}`,
              `Well-located building plot in ${place}`,
            ),
          ];
    }
    case "yield": {
      const units = facts.extraRooms ?? 2;
      return facts.surfaceStore
        ? [
            phrase(
              `Opbrengsteigendom met handelsgelijkvloers en ${units} woongelegenheden`,
              `Immeuble de rapport avec commerce et ${units} logements`,
              `Investment property with a shop and ${units} flats`,
            ),
          ]
        : [
            phrase(
              `Opbrengsteigendom met ${units} verhuurde appartementen`,
              `Immeuble de rapport avec ${units} appartements loués`,
              `Investment property with ${units} let apartments`,
            ),
          ];
    }
    case "commercial":
      return takeover
        ? [
            phrase(
              "Goed draaiende handelszaak ter overname",
              "Commerce en activité à remettre",
              "Running business for takeover",
            ),
          ]
        : [
            phrase(
              `Handelspand van ${m2(facts.surfaceStore)} op commerciële ligging`,
              `Surface commerciale de ${m2(facts.surfaceStore)} sur un axe commerçant`,
              `Retail premises of ${m2(facts.surfaceStore)} on a busy street`,
            ),
          ];
    case "industrial":
      return [
        phrase(
          `Bedrijfsgebouw van ${m2(facts.surfaceConstructed)} met kantoren`,
          `Bâtiment industriel de ${m2(facts.surfaceConstructed)} avec bureaux`,
          `Industrial building of ${m2(facts.surfaceConstructed)} with offices`,
        ),
      ];
    case "office":
      return [
        phrase(
          `Moderne kantoorruimte van ${m2(facts.surfaceOffice)}`,
          `Bureaux modernes de ${m2(facts.surfaceOffice)}`,
          `Modern office space of ${m2(facts.surfaceOffice)}`,
        ),
      ];
    case "garage":
      return [
        phrase(
          `Gesloten garagebox in ${place}`,
          `Box de garage fermé à ${place}`,
          `Closed garage box in ${place}`,
        ),
        phrase(
          "Ruime garagebox, vlot bereikbaar",
          "Grand box de garage, facile d'accès",
          "Spacious garage box with easy access",
        ),
      ];
    default:
      return facts.parkings > 0
        ? [
            phrase(
              "Ondergrondse staanplaats in residentie",
              "Emplacement de parking souterrain en résidence",
              "Underground parking space in a residence",
            ),
          ]
        : [
            phrase(
              `Buitenstaanplaats nabij het centrum van ${place}`,
              `Emplacement extérieur près du centre de ${place}`,
              `Outdoor parking space near the centre of ${place}`,
            ),
          ];
  }
}

export function headline(random: Random, context: HeadlineContext): Phrase {
  const { kind } = context.facts;
  const options =
    kind === "house"
      ? houseHeadlines(context)
      : kind === "apartment"
        ? apartmentHeadlines(context)
        : otherHeadlines(context);
  return random.pick(options);
}
