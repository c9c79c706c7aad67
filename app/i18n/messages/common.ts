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
  // Answers of the server itself, before any page is rendered (server/request-gate.ts).
  REQUEST_BAD_HOST: {
    nl: "Ongeldige aanvraag: deze site is niet bereikbaar onder die naam.",
    fr: "Requête invalide : ce site n'est pas accessible sous ce nom.",
    en: "Bad request: this site does not answer to that name.",
  },
  REQUEST_BAD_ADDRESS: {
    nl: "Ongeldige aanvraag: het adres bevat tekens die niet toegelaten zijn.",
    fr: "Requête invalide : l'adresse contient des caractères non autorisés.",
    en: "Bad request: the address contains characters that are not allowed.",
  },
  REQUEST_FOREIGN_ORIGIN: {
    nl: "Geweigerd: dit formulier werd vanaf een andere website verstuurd. Open de pagina op onze site en verstuur het opnieuw.",
    fr: "Refusé : ce formulaire a été envoyé depuis un autre site. Ouvrez la page sur notre site et renvoyez-le.",
    en: "Refused: this form was sent from another website. Open the page on our site and send it again.",
  },
  REQUEST_UNAVAILABLE: {
    nl: "De site is even niet bereikbaar. Probeer het over enkele seconden opnieuw.",
    fr: "Le site est momentanément indisponible. Réessayez dans quelques secondes.",
    en: "The site is briefly unavailable. Please try again in a few seconds.",
  },
  REQUEST_BAD_METHOD: {
    nl: "Deze methode wordt niet ondersteund.",
    fr: "Cette méthode n'est pas prise en charge.",
    en: "This method is not supported.",
  },
} satisfies MessageTable;
