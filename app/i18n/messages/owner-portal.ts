import type { MessageTable } from "../message-table.ts";

// The owner portal (spec §1, §2: choose property, statistics, history, communications, online media,
// visits) and the staff screens that feed it.
export const ownerPortalMessages = {
  OWNER_PORTAL_TITLE: { nl: "Eigenaarsportaal", fr: "Portail propriétaire", en: "Owner portal" },
  OWNER_CHOOSE_PROPERTY: { nl: "Kies een pand", fr: "Choisissez un bien", en: "Choose a property" },
  OWNER_NO_PROPERTIES: {
    nl: "Er is nog geen pand aan uw account gekoppeld. Neem contact op met het kantoor.",
    fr: "Aucun bien n'est encore lié à votre compte. Contactez l'agence.",
    en: "No property is linked to your account yet. Please contact the agency.",
  },
  OWNER_ALL_PROPERTIES: { nl: "Al mijn panden", fr: "Tous mes biens", en: "All my properties" },
  OWNER_STATISTICS: { nl: "Statistieken", fr: "Statistiques", en: "Statistics" },
  ADMIN_TITLE: { nl: "Beheer", fr: "Administration", en: "Administration" },
  ADMIN_INVITE_TITLE: { nl: "Eigenaar uitnodigen", fr: "Inviter un propriétaire", en: "Invite an owner" },
  ADMIN_DISPLAY_NAME: { nl: "Naam", fr: "Nom", en: "Name" },
  ADMIN_LANGUAGE: { nl: "Taal", fr: "Langue", en: "Language" },
  ADMIN_PROPERTY_IDS: {
    nl: "Pandnummers (gescheiden door komma's)",
    fr: "Numéros des biens (séparés par des virgules)",
    en: "Property numbers (separated by commas)",
  },
  ADMIN_INVITE_BUTTON: { nl: "Uitnodiging versturen", fr: "Envoyer l'invitation", en: "Send the invitation" },
  ADMIN_INVITED: {
    nl: "De uitnodiging staat klaar om verstuurd te worden.",
    fr: "L'invitation est prête à être envoyée.",
    en: "The invitation is on its way.",
  },
  ADMIN_LINKED: {
    nl: "De panden zijn aan de eigenaar gekoppeld.",
    fr: "Les biens sont liés au propriétaire.",
    en: "The properties are linked to the owner.",
  },
  ADMIN_SAVED: { nl: "Opgeslagen.", fr: "Enregistré.", en: "Saved." },
  ADMIN_OPEN_PROPERTY: { nl: "Pand openen", fr: "Ouvrir un bien", en: "Open a property" },
  ADMIN_PROPERTY_ID: { nl: "Pandnummer", fr: "Numéro du bien", en: "Property number" },
  ADMIN_OPEN_BUTTON: { nl: "Openen", fr: "Ouvrir", en: "Open" },
  ADMIN_OWNERS: { nl: "Eigenaars", fr: "Propriétaires", en: "Owners" },
  ADMIN_NO_OWNERS: { nl: "Nog geen eigenaar.", fr: "Pas encore de propriétaire.", en: "No owner yet." },
  ADMIN_WAITING_FOR_PASSWORD: {
    nl: "(uitgenodigd, nog geen wachtwoord)",
    fr: "(invité, pas encore de mot de passe)",
    en: "(invited, no password yet)",
  },
  ADMIN_UNLINK: { nl: "Ontkoppelen", fr: "Délier", en: "Unlink" },
  ADMIN_ERROR_PROPERTY: {
    nl: "Vul bestaande pandnummers in.",
    fr: "Indiquez des numéros de biens existants.",
    en: "Enter the numbers of existing properties.",
  },
  ADMIN_ERROR_OWNER: {
    nl: "Deze eigenaar bestaat niet.",
    fr: "Ce propriétaire n'existe pas.",
    en: "This owner does not exist.",
  },
  ADMIN_ERROR_NOT_OWNER: {
    nl: "Dit adres hoort bij een medewerker, niet bij een eigenaar.",
    fr: "Cette adresse appartient à un membre de l'équipe, pas à un propriétaire.",
    en: "This address belongs to a member of staff, not to an owner.",
  },
  ADMIN_ERROR_TOO_LONG: {
    nl: "Deze tekst is te lang.",
    fr: "Ce texte est trop long.",
    en: "This text is too long.",
  },
  ADMIN_ERROR_FORM: {
    nl: "Controleer de velden in het rood.",
    fr: "Vérifiez les champs en rouge.",
    en: "Check the fields in red.",
  },
  ADMIN_SEE_AS_OWNER: {
    nl: "Zoals de eigenaar het ziet",
    fr: "Tel que le propriétaire le voit",
    en: "As the owner sees it",
  },
  ADMIN_RECORD_VISIT: { nl: "Bezoek registreren", fr: "Enregistrer une visite", en: "Record a visit" },
  ADMIN_POST_COMMUNICATION: { nl: "Bericht plaatsen", fr: "Publier un message", en: "Post a message" },
  ADMIN_ADD_MEDIA: { nl: "Online link toevoegen", fr: "Ajouter un lien en ligne", en: "Add an online link" },
  ADMIN_SAVE: { nl: "Opslaan", fr: "Enregistrer", en: "Save" },
  ADMIN_HISTORY: { nl: "Geschiedenis bijwerken", fr: "Mettre à jour l'historique", en: "Update the history" },
  OWNER_SECTIONS: { nl: "Op deze pagina", fr: "Sur cette page", en: "On this page" },
  OWNER_FIGURES: { nl: "Cijfers", fr: "Chiffres", en: "Figures" },
} satisfies MessageTable;
