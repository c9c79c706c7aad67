import type { MessageTable } from "../message-table.ts";

// Texts of the new-build project list and detail (spec §3 "Project", §8).
export const projectMessages = {
  PROJECTS_TITLE: { nl: "Nieuwbouwprojecten", fr: "Projets neufs", en: "New-build projects" },
  PROJECTS_INTRO: {
    nl: "Ontdek onze nieuwbouwprojecten: appartementen en woningen in aanbouw of net opgeleverd.",
    fr: "Découvrez nos projets neufs : appartements et maisons en construction ou fraîchement livrés.",
    en: "Discover our new-build projects: apartments and houses under construction or just completed.",
  },
  PROJECTS_NONE: {
    nl: "Er zijn momenteel geen projecten beschikbaar.",
    fr: "Aucun projet n'est disponible pour le moment.",
    en: "No projects are currently available.",
  },
  PROJECT_NOT_FOUND: {
    nl: "Er werd geen project gevonden",
    fr: "Aucun projet n'a été trouvé",
    en: "No construction was found",
  },
  PROJECT_NOT_FOUND_TEXT: {
    nl: "Dit project bestaat niet (meer). Bekijk onze andere nieuwbouwprojecten.",
    fr: "Ce projet n'existe pas (ou plus). Découvrez nos autres projets neufs.",
    en: "This project does not exist (any more). Have a look at our other new-build projects.",
  },
  PROJECT_ADDRESS: { nl: "Adres", fr: "Adresse", en: "Address" },
  PROJECT_DELIVERY: { nl: "Oplevering", fr: "Livraison", en: "Delivery" },
  PROJECT_PRICE_RANGE: { nl: "Prijs", fr: "Prix", en: "Price" },
  PROJECT_PRICE_FROM_TO: { nl: "{min} tot {max}", fr: "de {min} à {max}", en: "{min} to {max}" },
  PROJECT_BEDROOM_RANGE: { nl: "Slaapkamers", fr: "Chambres", en: "Bedrooms" },
  PROJECT_RANGE: { nl: "{min} tot {max}", fr: "{min} à {max}", en: "{min} to {max}" },
  PROJECT_UNITS_AVAILABLE: {
    nl: "{available} van {total, plural, one {# unit} other {# units}} beschikbaar",
    fr: "{available, plural, one {# unité disponible} other {# unités disponibles}} sur {total}",
    en: "{available} of {total, plural, one {# unit} other {# units}} available",
  },
  PROJECT_SOLD_OUT: { nl: "Uitverkocht", fr: "Complet", en: "Sold out" },
  PROJECT_UNITS: { nl: "Units", fr: "Unités", en: "Units" },
  PROJECT_UNIT: { nl: "Unit", fr: "Unité", en: "Unit" },
  PROJECT_FLOOR: { nl: "Verdieping", fr: "Étage", en: "Floor" },
  PROJECT_GROUND_FLOOR: { nl: "Gelijkvloers", fr: "Rez-de-chaussée", en: "Ground floor" },
  PROJECT_BEDROOMS: { nl: "Slaapkamers", fr: "Chambres", en: "Bedrooms" },
  PROJECT_SURFACE: { nl: "Oppervlakte", fr: "Surface", en: "Surface" },
  PROJECT_PRICE: { nl: "Prijs", fr: "Prix", en: "Price" },
  PROJECT_STATUS: { nl: "Status", fr: "Statut", en: "Status" },
  PROJECT_STATUS_AVAILABLE: { nl: "Beschikbaar", fr: "Disponible", en: "Available" },
  PROJECT_STATUS_UNDER_OPTION: { nl: "In optie", fr: "Sous option", en: "Under option" },
  PROJECT_STATUS_SOLD: { nl: "Verkocht", fr: "Vendu", en: "Sold" },
  PROJECT_VIEW_UNIT: { nl: "Bekijk unit {unit}", fr: "Voir l'unité {unit}", en: "View unit {unit}" },
  PROJECT_VIEW: { nl: "Bekijk project {name}", fr: "Voir le projet {name}", en: "View project {name}" },
  PROJECT_MORE_INFO: {
    nl: "Meer informatie op de projectwebsite",
    fr: "Plus d'informations sur le site du projet",
    en: "More information on the project website",
  },
  PROJECT_META_DESCRIPTION: {
    nl: "Nieuwbouwproject {name} in {place}: {units, plural, one {# unit} other {# units}}, oplevering {delivery}.",
    fr: "Projet neuf {name} à {place} : {units, plural, one {# unité} other {# unités}}, livraison {delivery}.",
    en: "New-build project {name} in {place}: {units, plural, one {# unit} other {# units}}, delivery {delivery}.",
  },
} satisfies MessageTable;
