import type { MessageTable } from "../message-table.ts";

// Texts of the owner's statistics (spec §3 owner statistics, §9 the 30-day graph).
export const ownerStatisticsMessages = {
  OWNER_VIEWS_TODAY: { nl: "Vandaag", fr: "Aujourd'hui", en: "Today" },
  OWNER_VIEWS_WEEK: { nl: "Deze week", fr: "Cette semaine", en: "This week" },
  OWNER_VIEWS_MONTH: { nl: "Deze maand", fr: "Ce mois-ci", en: "This month" },
  OWNER_VIEWS_TOTAL: { nl: "Totaal", fr: "Total", en: "Total" },
  OWNER_VIEWS_HEADING: {
    nl: "Bezoeken van de pagina van uw pand",
    fr: "Consultations de la page de votre bien",
    en: "Views of your property's page",
  },
  OWNER_ENQUIRIES: { nl: "Vragen om informatie", fr: "Demandes d'information", en: "Enquiries" },
  OWNER_VISIT_REQUESTS: { nl: "Bezoekaanvragen", fr: "Demandes de visite", en: "Visit requests" },
  OWNER_INTERESTED_BUYERS: {
    nl: "Geïnteresseerde kopers (zoekopdrachten die bij dit pand passen)",
    fr: "Acheteurs intéressés (recherches enregistrées qui correspondent à ce bien)",
    en: "Interested buyers (saved searches this property matches)",
  },
  OWNER_DOCUMENT_REQUESTS: {
    nl: "Aanvragen van documenten",
    fr: "Demandes de documents",
    en: "Document requests",
  },
  OWNER_VIEWS_GRAPH_TITLE: {
    nl: "Bezoeken per dag, de laatste {days} dagen",
    fr: "Consultations par jour, les {days} derniers jours",
    en: "Views per day, the last {days} days",
  },
  OWNER_VIEWS_GRAPH_SUMMARY: {
    nl: "{total} bezoeken van {from} tot {to}, hoogstens {max} op één dag.",
    fr: "{total} consultations du {from} au {to}, au plus {max} en un jour.",
    en: "{total} views from {from} to {to}, at most {max} on one day.",
  },
  OWNER_VIEWS_GRAPH_NONE: {
    nl: "Nog geen bezoeken in deze periode.",
    fr: "Aucune consultation pendant cette période.",
    en: "No views in this period yet.",
  },
  OWNER_VIEWS_TABLE_SHOW: {
    nl: "Toon de cijfers in een tabel",
    fr: "Afficher les chiffres dans un tableau",
    en: "Show the numbers in a table",
  },
  OWNER_VIEWS_TABLE_DAY: { nl: "Dag", fr: "Jour", en: "Day" },
  OWNER_VIEWS_TABLE_VIEWS: { nl: "Bezoeken", fr: "Consultations", en: "Views" },
} as const satisfies MessageTable;
