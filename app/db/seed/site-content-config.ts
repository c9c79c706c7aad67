// The demo agency's site configuration (spec §1, §3): settings, languages and footer columns, as the
// configuration tool would store them.
import type { footerColumns, languages, siteSettings } from "../schema/content.ts";

export const SITE_SETTINGS: typeof siteSettings.$inferInsert = {
  id: 1,
  defaultLanguage: "nl",
  logoImageKey: "/brand/logo.svg",
  banner: {
    type: "image",
    imageKey: "street-16x9-banner",
    title: {
      nl: "Thuis in Mechelen en omgeving",
      fr: "Chez vous à Malines et environs",
      en: "At home in and around Mechelen",
    },
    description: {
      nl: "Verkoop, verhuur en gratis schatting door makelaars die uw buurt kennen.",
      fr: "Vente, location et estimation gratuite par des agents qui connaissent votre quartier.",
      en: "Sales, lettings and free valuations by agents who know your neighbourhood.",
    },
    showLogo: true,
    showLogoAtStart: false,
  },
  searchBlock: {
    title: {
      public: true,
      text: { nl: "Vind uw droomwoning", fr: "Trouvez le bien de vos rêves", en: "Find your dream home" },
    },
    // Spec §2: FOR_SALE_TOTAL and FOR_RENT_TOTAL are replaced by the counts of properties.
    descriptionFirst: {
      public: true,
      text: {
        nl: "<p><strong>FOR_SALE_TOTAL</strong> panden te koop</p>",
        fr: "<p><strong>FOR_SALE_TOTAL</strong> biens à vendre</p>",
        en: "<p><strong>FOR_SALE_TOTAL</strong> properties for sale</p>",
      },
    },
    descriptionSecond: {
      public: "true",
      text: {
        nl: "<p><strong>FOR_RENT_TOTAL</strong> panden te huur</p>",
        fr: "<p><strong>FOR_RENT_TOTAL</strong> biens à louer</p>",
        en: "<p><strong>FOR_RENT_TOTAL</strong> properties for rent</p>",
      },
    },
    showSearchInput: true,
    showSearchButton: true,
    showSearchCount: true,
    showCountProperty: true,
  },
  displayOptions: { showHomeMenu: false, showFreeEvaluation: true },
  siteInformation: {
    name: "Dijlestad Vastgoed",
    legalName: "Dijlestad Vastgoed BV",
    vatNumber: "BE 0712.345.678",
    biv: "512 345",
    street: "Bruul 52",
    zip: "2800",
    city: "Mechelen",
    countryCode: "BE",
    phone: "015203040",
    email: "info@dijlestadvastgoed.be",
    latitude: 51.0263,
    longitude: 4.4787,
    openingHours: {
      nl: "Maandag tot vrijdag 9.00–12.30 en 13.30–18.00, zaterdag 10.00–12.00, en op afspraak",
      fr: "Du lundi au vendredi de 9 h à 12 h 30 et de 13 h 30 à 18 h, le samedi de 10 h à 12 h, et sur rendez-vous",
      en: "Monday to Friday 9:00–12:30 and 13:30–18:00, Saturday 10:00–12:00, and by appointment",
    },
    analytics: { googleTagManagerId: "", googleAnalyticsId: "", facebookPixelId: "" },
    socialLinks: [{ kind: "facebook", url: "https://www.facebook.com/dijlestadvastgoed" }],
  },
  copyright: {
    nl: "© Dijlestad Vastgoed BV. Alle rechten voorbehouden.",
    fr: "© Dijlestad Vastgoed SRL. Tous droits réservés.",
    en: "© Dijlestad Vastgoed BV. All rights reserved.",
  },
  updatedAt: new Date("2025-01-06T08:00:00Z"),
};

export const LANGUAGE_ROWS: (typeof languages.$inferInsert)[] = [
  { code: "nl", use: true, sort: 1 },
  { code: "fr", use: true, sort: 2 },
  { code: "en", use: true, sort: 3 },
  // Spec §1: German exists, its dictionary is empty; it is not offered.
  { code: "de", use: false, sort: 4 },
];

const links = (items: [string, string][]) =>
  `<ul>${items.map(([href, label]) => `<li><a href="${href}">${label}</a></li>`).join("")}</ul>`;

export const FOOTER_COLUMN_ROWS: (typeof footerColumns.$inferInsert)[] = [
  {
    id: 1,
    sort: 1,
    title: {
      public: true,
      text: { nl: "Dijlestad Vastgoed", fr: "Dijlestad Vastgoed", en: "Dijlestad Vastgoed" },
    },
    introText: {
      public: true,
      text: {
        nl: "<p>Uw vastgoedkantoor in hartje Mechelen, voor verkoop, verhuur en schatting.</p>",
        fr: "<p>Votre agence immobilière au cœur de Malines, pour la vente, la location et l'estimation.</p>",
        en: "<p>Your estate agency in the heart of Mechelen, for sales, lettings and valuations.</p>",
      },
    },
    // Kept for the editors; not public.
    fullText: {
      public: false,
      text: { nl: "<p>Opgericht in 2003.</p>", fr: "<p>Fondée en 2003.</p>", en: "<p>Founded in 2003.</p>" },
    },
    imageKeys: ["office-4x3-agency"],
    col: { sm: 12, md: 6, lg: 3 },
  },
  {
    id: 2,
    sort: 2,
    title: { public: true, text: { nl: "Contact", fr: "Contact", en: "Contact" } },
    introText: { public: false, text: {} },
    fullText: {
      public: "true",
      text: {
        nl: '<p>Bruul 52<br>2800 Mechelen</p><p><a href="tel:+3215203040">015 20 30 40</a><br><a href="mailto:info@dijlestadvastgoed.be">info@dijlestadvastgoed.be</a></p><p>Ma–vr 9.00–18.00<br>Za 10.00–12.00</p>',
        fr: '<p>Bruul 52<br>2800 Malines</p><p><a href="tel:+3215203040">015 20 30 40</a><br><a href="mailto:info@dijlestadvastgoed.be">info@dijlestadvastgoed.be</a></p><p>Lu–ve 9 h–18 h<br>Sa 10 h–12 h</p>',
        en: '<p>Bruul 52<br>2800 Mechelen</p><p><a href="tel:+3215203040">015 20 30 40</a><br><a href="mailto:info@dijlestadvastgoed.be">info@dijlestadvastgoed.be</a></p><p>Mon–Fri 9:00–18:00<br>Sat 10:00–12:00</p>',
      },
    },
    imageKeys: [],
    col: { sm: 12, md: 6, lg: 3 },
  },
  {
    id: 3,
    sort: 3,
    title: { public: true, text: { nl: "Snel naar", fr: "Accès rapide", en: "Quick links" } },
    introText: { public: false, text: {} },
    fullText: {
      public: true,
      text: {
        nl: links([
          ["/nl/te-koop/", "Te koop"],
          ["/nl/te-huur/", "Te huur"],
          ["/nl/nieuwbouw/", "Nieuwbouw"],
          ["/nl/gratis-schatting/", "Gratis schatting"],
          ["/nl/hou-me-op-de-hoogte/", "Hou me op de hoogte"],
        ]),
        fr: links([
          ["/fr/a-vendre/", "À vendre"],
          ["/fr/a-louer/", "À louer"],
          ["/fr/projets-neufs/", "Projets neufs"],
          ["/fr/estimation-gratuite/", "Estimation gratuite"],
          ["/fr/tenez-moi-informe/", "Tenez-moi informé"],
        ]),
        en: links([
          ["/en/for-sale/", "For sale"],
          ["/en/for-rent/", "For rent"],
          ["/en/new-builds/", "New builds"],
          ["/en/free-valuation/", "Free valuation"],
          ["/en/keep-me-informed/", "Keep me informed"],
        ]),
      },
    },
    imageKeys: [],
    col: { sm: 12, md: 6, lg: 3 },
  },
  {
    id: 4,
    sort: 4,
    title: { public: true, text: { nl: "Juridisch", fr: "Mentions légales", en: "Legal" } },
    introText: { public: false, text: {} },
    fullText: {
      public: true,
      text: {
        nl: links([
          ["/nl/privacy-statement/", "Privacyverklaring"],
          ["/nl/disclaimer/", "Disclaimer"],
          ["/nl/cookiebeleid/", "Cookiebeleid"],
          ["https://www.biv.be", "Beroepsinstituut van Vastgoedmakelaars"],
        ]),
        fr: links([
          ["/fr/declaration-de-confidentialite/", "Déclaration de confidentialité"],
          ["/fr/avertissement/", "Avertissement"],
          ["/fr/politique-de-cookies/", "Politique de cookies"],
          ["https://www.ipi.be", "Institut professionnel des agents immobiliers"],
        ]),
        en: links([
          ["/en/privacy-statement/", "Privacy statement"],
          ["/en/disclaimer/", "Disclaimer"],
          ["/en/cookie-policy/", "Cookie policy"],
          ["https://www.biv.be", "Professional Institute of Real Estate Agents"],
        ]),
      },
    },
    imageKeys: [],
    col: { sm: 12, md: 6, lg: 3 },
  },
];
