import type { MessageTable } from "../message-table.ts";

// Validation texts of the lead forms (spec §5).
export const leadErrorMessages = {
  LEAD_ERROR_REQUIRED: {
    nl: "Dit veld is verplicht",
    fr: "Ce champ est obligatoire",
    en: "This field is required",
  },
  LEAD_ERROR_TOO_LONG: {
    nl: "Deze tekst is te lang",
    fr: "Ce texte est trop long",
    en: "This text is too long",
  },
  LEAD_ERROR_EMAIL: {
    nl: "Vul een geldig e-mailadres in",
    fr: "Veuillez saisir une adresse e-mail valable",
    en: "Please enter a valid e-mail address",
  },
  LEAD_ERROR_FRIEND_EMAIL: {
    nl: "Vul een geldig e-mailadres van uw vriend(in) in",
    fr: "Veuillez saisir une adresse e-mail valable pour votre ami(e)",
    en: "Please enter a valid e-mail address for your friend",
  },
  LEAD_ERROR_PHONE: {
    nl: "Vul een geldig telefoonnummer in",
    fr: "Veuillez saisir un numéro de téléphone valable",
    en: "Please enter a valid phone number",
  },
  LEAD_ERROR_ZIP: {
    nl: "Vul een geldige postcode in (4 cijfers)",
    fr: "Veuillez saisir un code postal valable (4 chiffres)",
    en: "Please enter a valid postal code (4 digits)",
  },
  LEAD_ERROR_CHOICE: {
    nl: "Kies een van de mogelijkheden",
    fr: "Choisissez une des possibilités",
    en: "Please choose one of the options",
  },
  LEAD_ERROR_PRIVACY: {
    nl: "Ga akkoord met de privacyverklaring om verder te gaan",
    fr: "Veuillez accepter la déclaration de confidentialité pour continuer",
    en: "Please accept the privacy statement to continue",
  },
  LEAD_ERROR_CONFIRM: {
    nl: "Bevestig dit om uw bezoek te plannen",
    fr: "Veuillez confirmer ceci pour planifier votre visite",
    en: "Please confirm this to book your visit",
  },
  LEAD_ERROR_PASSWORD_SHORT: {
    nl: "Gebruik minstens 8 tekens",
    fr: "Utilisez au moins 8 caractères",
    en: "Use at least 8 characters",
  },
  LEAD_ERROR_PASSWORD_COMMON: {
    nl: "Dit wachtwoord wordt te vaak gebruikt; kies een ander",
    fr: "Ce mot de passe est trop courant ; choisissez-en un autre",
    en: "This password is too common; please choose another one",
  },
  LEAD_ERROR_PASSWORD_CONFIRM: {
    nl: "Bevestig het wachtwoord",
    fr: "Veuillez confirmer le mot de passe",
    en: "Please confirm the password",
  },
  LEAD_ERROR_TYPES: {
    nl: "Kies minstens één type pand",
    fr: "Choisissez au moins un type de bien",
    en: "Choose at least one property type",
  },
  LEAD_ERROR_ZONES: {
    nl: "Vul minstens één postcode of gemeente in, gescheiden door komma's",
    fr: "Saisissez au moins un code postal ou une commune, séparés par des virgules",
    en: "Enter at least one postal code or town, separated by commas",
  },
  LEAD_ERROR_AREA: {
    nl: "Een punt in België of Luxemburg, straal 1 tot 50 km",
    fr: "Un point en Belgique ou au Luxembourg, rayon de 1 à 50 km",
    en: "A point in Belgium or Luxembourg, radius 1 to 50 km",
  },
  LEAD_ERROR_NUMBER: {
    nl: "Vul een geheel getal in",
    fr: "Veuillez saisir un nombre entier",
    en: "Please enter a whole number",
  },
  LEAD_ERROR_RANGE: {
    nl: "Het maximum mag niet lager zijn dan het minimum",
    fr: "Le maximum ne peut pas être inférieur au minimum",
    en: "The maximum cannot be lower than the minimum",
  },
  LEAD_ERROR_DATE: {
    nl: "Vul een volledige, geldige datum in",
    fr: "Veuillez saisir une date complète et valable",
    en: "Please enter a complete, valid date",
  },
  LEAD_ERROR_END_DATE: {
    nl: "Vul een geldige einddatum in, niet vóór de begindatum",
    fr: "Veuillez saisir une date de fin valable, pas avant la date de début",
    en: "Please enter a valid end date, not before the start date",
  },
  LEAD_ERROR_URL: {
    nl: "Vul een geldig webadres in (https://…)",
    fr: "Veuillez saisir une adresse web valable (https://…)",
    en: "Please enter a valid web address (https://…)",
  },
  LEAD_ERROR_SLOT: {
    nl: "Kies een moment voor uw bezoek",
    fr: "Choisissez un moment pour votre visite",
    en: "Please choose a moment for your visit",
  },
  LEAD_ERROR_KIDS_AGES: {
    nl: "Vul voor elk kind een leeftijd in, gescheiden door komma's",
    fr: "Indiquez un âge par enfant, séparés par des virgules",
    en: "Enter one age per child, separated by commas",
  },
  LEAD_ERROR_CAPTCHA: {
    nl: "De ingevoerde tekens zijn niet geldig",
    fr: "Les caractères saisis ne sont pas valables",
    en: "The entered characters are not valid",
  },
  LEAD_ERROR_CV_TYPE: {
    nl: "Alleen PDF- en Word-bestanden (DOCX) worden aanvaard",
    fr: "Seuls les fichiers PDF et Word (DOCX) sont acceptés",
    en: "Only PDF and Word (DOCX) files are accepted",
  },
  LEAD_ERROR_CV_SIZE: {
    nl: "Het bestand is groter dan 5 MB",
    fr: "Le fichier dépasse 5 Mo",
    en: "The file is larger than 5 MB",
  },
  LEAD_ERROR_IMAGE_TYPE: {
    nl: "Alleen foto's in JPEG, PNG of WebP worden aanvaard",
    fr: "Seules les photos JPEG, PNG ou WebP sont acceptées",
    en: "Only JPEG, PNG or WebP photos are accepted",
  },
  LEAD_ERROR_IMAGE_SIZE: {
    nl: "De foto is groter dan 5 MB",
    fr: "La photo dépasse 5 Mo",
    en: "The photo is larger than 5 MB",
  },
} satisfies MessageTable;
