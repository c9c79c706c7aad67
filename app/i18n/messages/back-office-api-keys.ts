import type { MessageTable } from "../message-table.ts";

// The back office's API keys screen: the import API's integrations and their keys (ADR 0018).
export const backOfficeApiKeyMessages = {
  BO_API_KEYS_TITLE: { nl: "API-sleutels", fr: "Clés API", en: "API keys" },
  BO_API_KEYS_NAME: { nl: "Naam van de koppeling", fr: "Nom de l'intégration", en: "Integration name" },
  BO_API_KEYS_NAME_HINT: {
    nl: "Letters, cijfers, spaties en . _ -; tot 64 tekens.",
    fr: "Lettres, chiffres, espaces et . _ - ; 64 caractères au plus.",
    en: "Letters, digits, spaces and . _ -; up to 64 characters.",
  },
  BO_API_KEYS_CREATE: { nl: "Sleutel aanmaken", fr: "Créer une clé", en: "Create key" },
  BO_API_KEYS_CREATE_TITLE: { nl: "Nieuwe sleutel", fr: "Nouvelle clé", en: "New key" },
  BO_API_KEYS_CREATED: {
    nl: "De sleutel voor {name} staat hieronder. Hij wordt maar één keer getoond: bewaar hem nu in de instellingen van de koppeling.",
    fr: "La clé pour {name} figure ci-dessous. Elle n'est affichée qu'une fois : enregistrez-la maintenant dans les réglages de l'intégration.",
    en: "The key for {name} is below. It is shown this once only: store it in the integration's settings now.",
  },
  BO_API_KEYS_KEY: { nl: "Sleutel", fr: "Clé", en: "Key" },
  BO_API_KEYS_STATE: { nl: "Toestand", fr: "État", en: "State" },
  BO_API_KEYS_LIVE: { nl: "Actief", fr: "Active", en: "Live" },
  BO_API_KEYS_REVOKED_STATE: { nl: "Ingetrokken", fr: "Révoquée", en: "Revoked" },
  BO_API_KEYS_CREATED_AT: { nl: "Aangemaakt", fr: "Créée", en: "Created" },
  BO_API_KEYS_LAST_USED: { nl: "Laatst gebruikt", fr: "Dernière utilisation", en: "Last used" },
  BO_API_KEYS_NEVER: { nl: "Nooit", fr: "Jamais", en: "Never" },
  BO_API_KEYS_REVOKE: { nl: "Intrekken", fr: "Révoquer", en: "Revoke" },
  BO_API_KEYS_NONE: { nl: "Nog geen sleutels.", fr: "Pas encore de clés.", en: "No keys yet." },
  BO_API_KEYS_REVOKED: {
    nl: "De sleutel is ingetrokken; de koppeling heeft geen toegang meer.",
    fr: "La clé est révoquée ; l'intégration n'a plus accès.",
    en: "The key was revoked; the integration has no access any more.",
  },
  BO_API_KEYS_ERROR_NAME: {
    nl: "Geef een naam van 1 tot 64 letters, cijfers, spaties en . _ -.",
    fr: "Donnez un nom de 1 à 64 lettres, chiffres, espaces et . _ -.",
    en: "Give a name of 1 to 64 letters, digits, spaces and . _ -.",
  },
  BO_API_KEYS_ERROR_TAKEN: {
    nl: "Er bestaat al een sleutel met deze naam; kies een andere naam.",
    fr: "Une clé porte déjà ce nom ; choisissez-en un autre.",
    en: "A key with this name exists already; choose another name.",
  },
  BO_API_KEYS_ERROR_UNKNOWN: {
    nl: "Er is geen actieve sleutel met deze naam.",
    fr: "Il n'y a pas de clé active de ce nom.",
    en: "There is no live key with this name.",
  },
} satisfies MessageTable;
