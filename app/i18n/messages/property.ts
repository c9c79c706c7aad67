import type { MessageTable } from "../message-table.ts";

// Texts of the property detail page (spec §3, §4, §8, §9) other than the detail-group labels.
export const propertyMessages = {
  PROPERTY_NOT_FOUND: { nl: "Pand niet gevonden", fr: "Bien introuvable", en: "Property Not Found" },
  PROPERTY_NOT_FOUND_TEXT: {
    nl: "Dit pand bestaat niet (meer). Bekijk ons actuele aanbod.",
    fr: "Ce bien n'existe pas (ou plus). Découvrez notre offre actuelle.",
    en: "This property does not exist (any more). Have a look at our current offer.",
  },
  PROPERTY_SOLD: { nl: "Pand verkocht", fr: "Bien vendu", en: "Property Sold" },
  PROPERTY_SOLD_TEXT: {
    nl: "Dit pand is verkocht. Misschien vindt u hieronder iets dat u bevalt.",
    fr: "Ce bien est vendu. Vous trouverez peut-être votre bonheur ci-dessous.",
    en: "This property has been sold. You may like one of the properties below.",
  },
  PROPERTY_RENTED: {
    nl: "Het pand dat u zocht is verhuurd",
    fr: "Le bien que vous recherchez est loué",
    en: "The property you requested has been rented",
  },
  PROPERTY_RENTED_TEXT: {
    nl: "Misschien vindt u hieronder een ander pand dat u bevalt.",
    fr: "Vous trouverez peut-être un autre bien ci-dessous.",
    en: "You may like one of the properties below.",
  },
  PROPERTY_SIMILAR: { nl: "Vergelijkbare panden", fr: "Biens similaires", en: "Similar properties" },
  PROPERTY_VIEW_ALL_SALE: {
    nl: "Bekijk alle panden te koop",
    fr: "Voir tous les biens à vendre",
    en: "See all properties for sale",
  },
  PROPERTY_VIEW_ALL_RENT: {
    nl: "Bekijk alle panden te huur",
    fr: "Voir tous les biens à louer",
    en: "See all properties for rent",
  },

  PROPERTY_REFERENCE: { nl: "Ref: {id}", fr: "Réf : {id}", en: "Ref: {id}" },
  PROPERTY_PER_MONTH: { nl: "{price} per maand", fr: "{price} par mois", en: "{price} per month" },
  PROPERTY_KEY_FACTS: { nl: "Kenmerken in het kort", fr: "En bref", en: "Key facts" },

  PROPERTY_PHOTOS: { nl: "Foto's", fr: "Photos", en: "Photos" },
  PROPERTY_PHOTO_ALT: { nl: "{title}, foto {n}", fr: "{title}, photo {n}", en: "{title}, photo {n}" },
  PROPERTY_PHOTO_COUNTER: { nl: "{n} van {m}", fr: "{n} sur {m}", en: "{n} of {m}" },
  PROPERTY_ALL_PHOTOS: {
    nl: "Alle {m} foto's bekijken",
    fr: "Voir les {m} photos",
    en: "View all {m} photos",
  },
  PROPERTY_OPEN_PHOTO: { nl: "Foto {n} vergroten", fr: "Agrandir la photo {n}", en: "Enlarge photo {n}" },
  PROPERTY_NO_PHOTO: {
    nl: "Er werd geen foto gevonden",
    fr: "Aucune photo n'a été trouvée",
    en: "No photo was found",
  },
  PROPERTY_LIGHTBOX: { nl: "Fotoweergave", fr: "Visionneuse de photos", en: "Photo viewer" },
  PROPERTY_LIGHTBOX_CLOSE: { nl: "Sluiten", fr: "Fermer", en: "Close" },
  PROPERTY_LIGHTBOX_PREVIOUS: { nl: "Vorige foto", fr: "Photo précédente", en: "Previous photo" },
  PROPERTY_LIGHTBOX_NEXT: { nl: "Volgende foto", fr: "Photo suivante", en: "Next photo" },

  PROPERTY_DESCRIPTION: { nl: "Beschrijving", fr: "Description", en: "Description" },
  PROPERTY_DESCRIPTION_FALLBACK: {
    nl: "Deze beschrijving is niet beschikbaar in het Nederlands; hieronder staat de {language} versie.",
    fr: "Cette description n'est pas disponible en français ; voici la version en {language}.",
    en: "This description is not available in English; the {language} version is shown.",
  },
  PROPERTY_LANGUAGE_NL: { nl: "Nederlandse", fr: "néerlandais", en: "Dutch" },
  PROPERTY_LANGUAGE_FR: { nl: "Franse", fr: "français", en: "French" },
  PROPERTY_LANGUAGE_EN: { nl: "Engelse", fr: "anglais", en: "English" },
  PROPERTY_LANGUAGE_DE: { nl: "Duitse", fr: "allemand", en: "German" },

  PROPERTY_COST_ESTIMATE: {
    nl: "Schatting van de aankoopkosten",
    fr: "Estimation des frais d'achat",
    en: "Estimate of the buyer's costs",
  },
  PROPERTY_COST_ESTIMATE_INTRO: {
    nl: "Een indicatieve schatting van de registratierechten in {region}. Uw notaris berekent het juiste bedrag.",
    fr: "Une estimation indicative des droits d'enregistrement en {region}. Votre notaire calcule le montant exact.",
    en: "An indicative estimate of the registration duties in {region}. Your notary calculates the exact amount.",
  },
  PROPERTY_COST_SITUATION: { nl: "Uw situatie", fr: "Votre situation", en: "Your situation" },
  PROPERTY_ONLY_OWN_HOME: {
    nl: "Dit wordt mijn enige eigen woning",
    fr: "Ce sera mon unique habitation propre",
    en: "This will be my only own home",
  },
  PROPERTY_OTHER_PURCHASE: {
    nl: "Tweede woning of investering",
    fr: "Seconde résidence ou investissement",
    en: "Second home or investment",
  },
  PROPERTY_COST_PRICE: { nl: "Vraagprijs", fr: "Prix demandé", en: "Asking price" },
  PROPERTY_COST_DUTIES: {
    nl: "Registratierechten ({rate})",
    fr: "Droits d'enregistrement ({rate})",
    en: "Registration duties ({rate})",
  },
  PROPERTY_COST_ABATEMENT: {
    nl: "Abattement: eerste {amount} vrijgesteld",
    fr: "Abattement : premiers {amount} exonérés",
    en: "Abatement: first {amount} exempt",
  },
  PROPERTY_COST_CREDIT: {
    nl: "Belastingkrediet Bëllegen Akt ({amount} per koper)",
    fr: "Crédit d'impôt Bëllegen Akt ({amount} par acheteur)",
    en: "Bëllegen Akt tax credit ({amount} per buyer)",
  },
  PROPERTY_COST_TOTAL: {
    nl: "Prijs + registratierechten",
    fr: "Prix + droits d'enregistrement",
    en: "Price + registration duties",
  },
  PROPERTY_COST_EXCLUDED: {
    nl: "Niet inbegrepen: notariskosten, ereloon, btw bij nieuwbouw en kosten van een lening.",
    fr: "Non compris : frais et honoraires de notaire, TVA sur les constructions neuves et frais de crédit.",
    en: "Not included: notary fees, VAT on new builds and the costs of a loan.",
  },
  PROPERTY_COST_RATES_DATE: {
    nl: "Tarieven van {date}. Bronnen:",
    fr: "Taux en vigueur au {date}. Sources :",
    en: "Rates as of {date}. Sources:",
  },

  PROPERTY_LOCATION: { nl: "Ligging", fr: "Situation", en: "Location" },
  PROPERTY_SHOW_MAP: { nl: "Kaart tonen", fr: "Afficher la carte", en: "Show the map" },
  PROPERTY_MAP_LABEL: {
    nl: "Kaart met de ligging van het pand",
    fr: "Carte situant le bien",
    en: "Map of the property's location",
  },
  PROPERTY_STREET_VIEW: {
    nl: "Bekijk in Google Street View",
    fr: "Voir dans Google Street View",
    en: "View in Google Street View",
  },
  PROPERTY_NEW_TAB: {
    nl: "(opent in een nieuw tabblad)",
    fr: "(s'ouvre dans un nouvel onglet)",
    en: "(opens in a new tab)",
  },
  PROPERTY_VIDEO: { nl: "Video", fr: "Vidéo", en: "Video" },
  PROPERTY_VIRTUAL_TOUR: { nl: "Virtueel bezoek", fr: "Visite virtuelle", en: "Virtual tour" },
  PROPERTY_EMBED_LOAD_VIDEO: { nl: "Video laden", fr: "Charger la vidéo", en: "Load the video" },
  PROPERTY_VIDEO_THUMBNAIL_ALT: {
    nl: "Beeld uit de {provider}-video van {title}",
    fr: "Image de la vidéo {provider} : {title}",
    en: "Still from the {provider} video of {title}",
  },
  PROPERTY_EMBED_LOAD_TOUR: {
    nl: "Virtueel bezoek laden",
    fr: "Charger la visite virtuelle",
    en: "Load the virtual tour",
  },

  PROPERTY_AGENT: { nl: "Uw contactpersoon", fr: "Votre interlocuteur", en: "Your contact" },
  PROPERTY_AGENT_PHONE: { nl: "Telefoon", fr: "Téléphone", en: "Phone" },
  PROPERTY_AGENT_EMAIL: { nl: "E-mail", fr: "E-mail", en: "E-mail" },
  PROPERTY_PRINT: { nl: "Afdrukken", fr: "Imprimer", en: "Print" },
  PROPERTY_META_TITLE: { nl: "{title} – {place}", fr: "{title} – {place}", en: "{title} – {place}" },
} satisfies MessageTable;
