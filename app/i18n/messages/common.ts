import type { MessageTable } from "../message-table.ts";

// Texts used across screens. Keys are the spec's translation keys where it names one.
export const commonMessages = {
  PAGE_NOT_FOUND: { nl: "Pagina niet gevonden", fr: "Page introuvable", en: "Page not found" },
  PAGE_NOT_FOUND_TEXT: {
    nl: "Oeps, deze pagina bestaat niet meer",
    fr: "Oups, cette page n'existe plus",
    en: "Oops, this page no longer exists",
  },
  API_ERROR: { nl: "API-fout", fr: "Erreur d'API", en: "API ERROR" },
  API_ERROR_TEXT: {
    nl: "Er is een fout opgetreden in de API",
    fr: "Une erreur s'est produite dans l'API",
    en: "There is an error in the API",
  },
} satisfies MessageTable;
