import type { MessageTable } from "../message-table.ts";

// Texts of the cookie banner and its settings (spec §4 cookie consent), the footer's settings link and
// the embeds' "always allow". The categories carry the names spec §4 gives them; each description says
// which Google Consent Mode type, or which content, the switch governs.
export const consentMessages = {
  CONSENT_SETTINGS_LINK: { nl: "Cookie-instellingen", fr: "Paramètres des cookies", en: "Cookie settings" },
  CONSENT_BANNER_TITLE: {
    nl: "Uw keuze over cookies",
    fr: "Votre choix en matière de cookies",
    en: "Your choice about cookies",
  },
  CONSENT_BANNER_TEXT: {
    nl: "Zonder uw toestemming laadt deze site niets van andere sites. Met uw toestemming meten we bezoeken (Google), tonen we onze advertenties (Google, Meta) en laden we kaarten en video's van andere sites. U kunt uw keuze altijd wijzigen via “Cookie-instellingen” onderaan elke pagina.",
    fr: "Sans votre accord, ce site ne charge rien d'autres sites. Avec votre accord, nous mesurons les visites (Google), diffusons nos annonces (Google, Meta) et chargeons des cartes et vidéos d'autres sites. Vous pouvez modifier votre choix à tout moment via « Paramètres des cookies » en bas de chaque page.",
    en: "Without your consent this site loads nothing from other sites. With it, we measure visits (Google), show our adverts (Google, Meta) and load maps and videos from other sites. You can change your choice at any time through “Cookie settings” at the bottom of every page.",
  },
  CONSENT_POLICY_LINK: {
    nl: "Lees het cookiebeleid",
    fr: "Lire la politique de cookies",
    en: "Read the cookie policy",
  },
  CONSENT_AGREE_ALL: { nl: "Alles accepteren", fr: "Tout accepter", en: "Agree to all" },
  CONSENT_DECLINE: { nl: "Weigeren", fr: "Refuser", en: "Decline" },
  CONSENT_CHANGE_SETTINGS: {
    nl: "Instellingen aanpassen",
    fr: "Modifier les paramètres",
    en: "Change settings",
  },
  CONSENT_AGREE_PARTLY: { nl: "Mijn keuze bewaren", fr: "Enregistrer mon choix", en: "Save my choice" },
  CONSENT_SETTINGS_TITLE: { nl: "Cookie-instellingen", fr: "Paramètres des cookies", en: "Cookie settings" },
  CONSENT_SETTINGS_INTRO: {
    nl: "Kies wat u toestaat. Niets staat aan tot u het aanzet; uw keuze geldt zes maanden.",
    fr: "Choisissez ce que vous autorisez. Rien n'est activé tant que vous ne l'activez pas ; votre choix vaut six mois.",
    en: "Choose what you allow. Nothing is on until you switch it on; your choice holds for six months.",
  },
  CONSENT_CLOSE: { nl: "Sluiten", fr: "Fermer", en: "Close" },
  CONSENT_ALWAYS_ON: { nl: "Altijd actief", fr: "Toujours actif", en: "Always on" },
  CONSENT_EMBED_NOTICE: {
    nl: "Deze inhoud wordt geladen van {provider}. Die dienst kan daarbij cookies plaatsen.",
    fr: "Ce contenu est chargé depuis {provider}, qui peut déposer des cookies.",
    en: "This content is loaded from {provider}, which may set cookies.",
  },
  CONSENT_EMBED_ALWAYS: { nl: "Altijd toestaan", fr: "Toujours autoriser", en: "Always allow" },
  CONSENT_CATEGORY_NECESSARY: {
    nl: "Strikt noodzakelijk",
    fr: "Strictement nécessaires",
    en: "Strictly necessary",
  },
  CONSENT_CATEGORY_NECESSARY_TEXT: {
    nl: "Uw taal, de bescherming van formulieren tegen misbruik en het onthouden van deze keuze.",
    fr: "Votre langue, la protection des formulaires contre les abus et la mémorisation de ce choix.",
    en: "Your language, protecting forms against abuse and remembering this choice.",
  },
  CONSENT_CATEGORY_ANALYTICS: { nl: "Analyse", fr: "Analyse", en: "Analytics" },
  CONSENT_CATEGORY_ANALYTICS_TEXT: {
    nl: "Google Analytics mag bezoeken meten en daarvoor cookies plaatsen (analytics_storage).",
    fr: "Google Analytics peut mesurer les visites et placer des cookies à cette fin (analytics_storage).",
    en: "Google Analytics may measure visits and set cookies to do so (analytics_storage).",
  },
  CONSENT_CATEGORY_MARKETING: { nl: "Marketing", fr: "Marketing", en: "Marketing" },
  CONSENT_CATEGORY_MARKETING_TEXT: {
    nl: "Google en Meta mogen cookies voor advertenties plaatsen (ad_storage).",
    fr: "Google et Meta peuvent placer des cookies publicitaires (ad_storage).",
    en: "Google and Meta may set advertising cookies (ad_storage).",
  },
  CONSENT_CATEGORY_SOCIAL: { nl: "Sociale media", fr: "Réseaux sociaux", en: "Social media" },
  CONSENT_CATEGORY_SOCIAL_TEXT: {
    nl: "Google en Meta (Facebook, Instagram) mogen gegevens over uw bezoek ontvangen voor advertenties (ad_user_data). Met “Marketing” laadt dit de Meta-pixel.",
    fr: "Google et Meta (Facebook, Instagram) peuvent recevoir des données sur votre visite à des fins publicitaires (ad_user_data). Avec « Marketing », cela charge le pixel Meta.",
    en: "Google and Meta (Facebook, Instagram) may receive data about your visit for advertising (ad_user_data). Together with “Marketing” this loads the Meta pixel.",
  },
  CONSENT_CATEGORY_UNCLASSIFIED: { nl: "Niet geclassificeerd", fr: "Non classés", en: "Unclassified" },
  CONSENT_CATEGORY_UNCLASSIFIED_TEXT: {
    nl: "Google mag uw bezoek gebruiken om advertenties te personaliseren (ad_personalization).",
    fr: "Google peut utiliser votre visite pour personnaliser les annonces (ad_personalization).",
    en: "Google may use your visit to personalise adverts (ad_personalization).",
  },
  CONSENT_CATEGORY_EMBEDS: {
    nl: "Inhoud van andere sites",
    fr: "Contenu d'autres sites",
    en: "Content from other sites",
  },
  CONSENT_CATEGORY_EMBEDS_TEXT: {
    nl: "Kaarten, video's (YouTube, Vimeo, Facebook) en virtuele rondleidingen laden meteen; die sites kunnen cookies plaatsen.",
    fr: "Les cartes, vidéos (YouTube, Vimeo, Facebook) et visites virtuelles se chargent directement ; ces sites peuvent placer des cookies.",
    en: "Maps, videos (YouTube, Vimeo, Facebook) and virtual tours load at once; those sites may set cookies.",
  },
} satisfies MessageTable;
