import type { MessageTable } from "../message-table.ts";

// Search alerts that are sent (ADR 0019): the frequency choice, the alert e-mail and its listing cards,
// the page that manages an address's alerts, and the list page's "keep me informed" link.
export const searchAlertMessages = {
  LEAD_LABEL_FREQUENCY: {
    nl: "Hoe vaak wilt u nieuws ontvangen?",
    fr: "À quelle fréquence souhaitez-vous être informé ?",
    en: "How often would you like to hear from us?",
  },
  ALERT_FREQUENCY_INSTANT: {
    nl: "Meteen, bij elk nieuw pand",
    fr: "Immédiatement, à chaque nouveau bien",
    en: "At once, for every new property",
  },
  ALERT_FREQUENCY_DAILY: {
    nl: "Eén overzicht per dag",
    fr: "Un résumé par jour",
    en: "One digest a day",
  },
  ALERT_FREQUENCY_WEEKLY: {
    nl: "Eén overzicht per week",
    fr: "Un résumé par semaine",
    en: "One digest a week",
  },
  ALERT_MAIL_SUBJECT_ONE: {
    nl: "Een pand dat bij uw zoekopdracht past",
    fr: "Un bien correspond à votre recherche",
    en: "A property matches your search alert",
  },
  ALERT_MAIL_SUBJECT_MANY: {
    nl: "{count} panden die bij uw zoekopdracht passen",
    fr: "{count} biens correspondent à votre recherche",
    en: "{count} properties match your search alert",
  },
  ALERT_MAIL_INTRO: {
    nl: "Deze panden passen bij uw zoekopdracht:",
    fr: "Ces biens correspondent à votre recherche :",
    en: "These properties match your search alert:",
  },
  ALERT_MAIL_GREETING: { nl: "Beste,", fr: "Bonjour,", en: "Hello," },
  ALERT_CARD_NEW: { nl: "Nieuw", fr: "Nouveau", en: "New" },
  ALERT_CARD_PRICE_DROPPED: {
    nl: "Prijsdaling (was {price})",
    fr: "Baisse de prix (avant {price})",
    en: "Price lowered (was {price})",
  },
  ALERT_CARD_AVAILABLE_AGAIN: {
    nl: "Opnieuw beschikbaar",
    fr: "De nouveau disponible",
    en: "Available again",
  },
  ALERT_FACT_SURFACE: {
    nl: "{surface} m² bewoonbaar",
    fr: "{surface} m² habitables",
    en: "{surface} m² living space",
  },
  ALERT_MAIL_MANAGE_TEXT: {
    nl: "Uw zoekopdrachten wijzigen, pauzeren of verwijderen:",
    fr: "Modifier, suspendre ou supprimer vos recherches :",
    en: "Change, pause or delete your search alerts:",
  },
  ALERT_MAIL_MANAGE_LINK: {
    nl: "Mijn zoekopdrachten beheren",
    fr: "Gérer mes recherches",
    en: "Manage my search alerts",
  },
  ALERT_MANAGE_TITLE: { nl: "Mijn zoekopdrachten", fr: "Mes recherches", en: "My search alerts" },
  ALERT_MANAGE_INTRO: {
    nl: "De zoekopdrachten van {email}.",
    fr: "Les recherches de {email}.",
    en: "The search alerts of {email}.",
  },
  ALERT_MANAGE_NONE: {
    nl: "Er zijn geen zoekopdrachten meer voor dit adres.",
    fr: "Il n'y a plus de recherche pour cette adresse.",
    en: "There are no search alerts left for this address.",
  },
  ALERT_MANAGE_INVALID: {
    nl: "Deze link is niet (meer) geldig. Gebruik de link uit uw meest recente e-mail.",
    fr: "Ce lien n'est pas (ou plus) valable. Utilisez le lien de votre e-mail le plus récent.",
    en: "This link is not (or no longer) valid. Please use the link in your most recent e-mail.",
  },
  ALERT_MANAGE_BAD_REQUEST: {
    nl: "Deze vraag kon niet worden verwerkt. Herlaad de pagina en probeer opnieuw.",
    fr: "Cette demande n'a pas pu être traitée. Rechargez la page et réessayez.",
    en: "This request could not be handled. Please reload the page and try again.",
  },
  ALERT_STATE_ACTIVE: { nl: "Actief", fr: "Active", en: "Active" },
  ALERT_STATE_PAUSED: { nl: "Gepauzeerd", fr: "Suspendue", en: "Paused" },
  ALERT_STATE_UNCONFIRMED: {
    nl: "Wacht op bevestiging",
    fr: "En attente de confirmation",
    en: "Awaiting confirmation",
  },
  ALERT_STATE_UNSUBSCRIBED: { nl: "Uitgeschreven", fr: "Désinscrite", en: "Unsubscribed" },
  ALERT_ACTION_SAVE: { nl: "Wijzigingen opslaan", fr: "Enregistrer", en: "Save changes" },
  ALERT_ACTION_PAUSE: { nl: "Pauzeren", fr: "Suspendre", en: "Pause" },
  ALERT_ACTION_RESUME: { nl: "Hervatten", fr: "Reprendre", en: "Resume" },
  ALERT_ACTION_DELETE: {
    nl: "Deze zoekopdracht verwijderen",
    fr: "Supprimer cette recherche",
    en: "Delete this search alert",
  },
  ALERT_ACTION_DELETE_ALL: {
    nl: "Al mijn gegevens verwijderen",
    fr: "Supprimer toutes mes données",
    en: "Delete all my data",
  },
  ALERT_DELETE_ALL_TEXT: {
    nl: "Dit verwijdert uw zoekopdrachten, uw aanvragen, uw inschrijving op de nieuwsbrief en de e-mails die we u stuurden. Dit kan niet ongedaan worden gemaakt.",
    fr: "Ceci supprime vos recherches, vos demandes, votre inscription à la newsletter et les e-mails que nous vous avons envoyés. C'est irréversible.",
    en: "This deletes your search alerts, your requests, your newsletter subscription and the e-mails we sent you. It cannot be undone.",
  },
  ALERT_CONFIRMED_SIGN_IN: {
    nl: "U kunt uw zoekopdrachten voortaan beheren door u aan te melden met uw e-mailadres en wachtwoord.",
    fr: "Vous pouvez désormais gérer vos recherches en vous connectant avec votre adresse e-mail et votre mot de passe.",
    en: "From now on you can manage your search alerts by signing in with your e-mail address and password.",
  },
  ALERT_DELETE_ALL_ACCOUNT_TEXT: {
    nl: "Dit verwijdert uw account, uw zoekopdrachten, uw aanvragen, uw inschrijving op de nieuwsbrief en de e-mails die we u stuurden. Dit kan niet ongedaan worden gemaakt.",
    fr: "Ceci supprime votre compte, vos recherches, vos demandes, votre inscription à la newsletter et les e-mails que nous vous avons envoyés. C'est irréversible.",
    en: "This deletes your account, your search alerts, your requests, your newsletter subscription and the e-mails we sent you. It cannot be undone.",
  },
  ALERT_DONE_SAVED: {
    nl: "Uw zoekopdracht is opgeslagen.",
    fr: "Votre recherche est enregistrée.",
    en: "Your search alert was saved.",
  },
  ALERT_DONE_PAUSED: {
    nl: "Uw zoekopdracht is gepauzeerd.",
    fr: "Votre recherche est suspendue.",
    en: "Your search alert is paused.",
  },
  ALERT_DONE_RESUMED: {
    nl: "Uw zoekopdracht is opnieuw actief.",
    fr: "Votre recherche est de nouveau active.",
    en: "Your search alert is active again.",
  },
  ALERT_DONE_DELETED: {
    nl: "Uw zoekopdracht is verwijderd.",
    fr: "Votre recherche est supprimée.",
    en: "Your search alert was deleted.",
  },
  ALERT_DONE_DELETED_ALL: {
    nl: "Al uw gegevens zijn verwijderd.",
    fr: "Toutes vos données ont été supprimées.",
    en: "All your data was deleted.",
  },
  LISTINGS_KEEP_ME_INFORMED: {
    nl: "Hou me op de hoogte van nieuwe panden zoals deze",
    fr: "Tenez-moi informé des nouveaux biens comme ceux-ci",
    en: "Keep me informed of new properties like these",
  },
  // The map area of a search alert (spec §3 demand register).
  ALERT_AREA_LEGEND: {
    nl: "Of een gebied op de kaart",
    fr: "Ou une zone sur la carte",
    en: "Or an area on the map",
  },
  ALERT_AREA_HINT: {
    nl: "Klik op de kaart om het middelpunt te kiezen en kies een straal, of vul de coördinaten in. Laat leeg voor geen gebied.",
    fr: "Cliquez sur la carte pour choisir le centre et choisissez un rayon, ou saisissez les coordonnées. Laissez vide pour aucune zone.",
    en: "Click on the map to choose the centre and pick a radius, or type the coordinates. Leave empty for no area.",
  },
  ALERT_AREA_LATITUDE: {
    nl: "Breedtegraad van het middelpunt",
    fr: "Latitude du centre",
    en: "Centre latitude",
  },
  ALERT_AREA_LONGITUDE: {
    nl: "Lengtegraad van het middelpunt",
    fr: "Longitude du centre",
    en: "Centre longitude",
  },
  ALERT_AREA_RADIUS: { nl: "Straal (km)", fr: "Rayon (km)", en: "Radius (km)" },
  ALERT_AREA_SHOW_MAP: { nl: "Kaart tonen", fr: "Afficher la carte", en: "Show the map" },
  ALERT_AREA_MAP_LABEL: {
    nl: "Kaart: klik om het middelpunt van het gebied te kiezen",
    fr: "Carte : cliquez pour choisir le centre de la zone",
    en: "Map: click to choose the centre of the area",
  },
  ALERT_AREA_CLEAR: { nl: "Gebied wissen", fr: "Effacer la zone", en: "Clear the area" },
  ALERT_AREA_SUMMARY: {
    nl: "{radius} km rond {latitude}, {longitude}",
    fr: "{radius} km autour de {latitude}, {longitude}",
    en: "{radius} km around {latitude}, {longitude}",
  },
  ALERT_AREA_NONE: {
    nl: "Geen gebied op de kaart",
    fr: "Aucune zone sur la carte",
    en: "No area on the map",
  },
} satisfies MessageTable;
