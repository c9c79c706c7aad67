// The demo site's content (spec §1, §2): configuration, page configuration, articles and testimonials.
// Deterministic: the same rows on every run. Called by seed.server.ts inside its transaction.
import type { Database } from "../client.server.ts";
import {
  articles,
  footerColumns,
  headerLinks,
  languages,
  menus,
  type PageModule,
  pages,
  siteSettings,
  testimonials,
} from "../schema/content.ts";
import type { LocalizedText } from "../schema/listings.ts";
import {
  CONTACT_INTRO,
  DEMAND_REGISTER_INTRO,
  FREE_VALUATION_INTRO,
  SALES_SPECIALIST,
  SUCCESS_FORMULA,
  type ArticleSeed,
} from "./site-content-articles.ts";
import { FOOTER_COLUMN_ROWS, LANGUAGE_ROWS, SITE_SETTINGS } from "./site-content-config.ts";
import {
  COOKIE_POLICY_BODY,
  COOKIE_POLICY_TITLE,
  DISCLAIMER_BODY,
  DISCLAIMER_TITLE,
} from "./site-content-legal.ts";
import { EPC_ADVICE, REGISTRATION_DUTIES_ADVICE } from "./site-content-advice.ts";
import { HEADER_LINK_ROWS, MENU_ROWS } from "./site-content-menus.ts";
import { PRIVACY_BODY, PRIVACY_TITLE } from "./site-content-privacy.ts";

// The legal pages and the original paths of spec §2's route table.
const LEGAL_PAGES: { path: string; article: ArticleSeed }[] = [
  {
    path: "/privacy/",
    article: { slug: "privacy", title: PRIVACY_TITLE, bodyHtml: PRIVACY_BODY, imageKey: null },
  },
  {
    path: "/Disclaimer/",
    article: { slug: "disclaimer", title: DISCLAIMER_TITLE, bodyHtml: DISCLAIMER_BODY, imageKey: null },
  },
  {
    path: "/Cookie-policy/",
    article: {
      slug: "cookie-policy",
      title: COOKIE_POLICY_TITLE,
      bodyHtml: COOKIE_POLICY_BODY,
      imageKey: null,
    },
  },
];

const ARTICLES: ArticleSeed[] = [
  SUCCESS_FORMULA,
  SALES_SPECIALIST,
  ...LEGAL_PAGES.map((legal) => legal.article),
  CONTACT_INTRO,
  DEMAND_REGISTER_INTRO,
  FREE_VALUATION_INTRO,
  EPC_ADVICE,
  REGISTRATION_DUTIES_ADVICE,
];

// Spec §2 "Page configuration": modules span sm/md/lg 12/12/10 or 12.
const FULL = { sm: 12, md: 12, lg: 12 };
const TEXT = { sm: 12, md: 12, lg: 10 };
const article = (position: number, articleSlug: string, view: "card" | "plain" = "plain"): PageModule => ({
  position,
  relation: "article",
  col: TEXT,
  articleSlug,
  view,
});
const contactModule = (position: number, backgroundImageKey?: string): PageModule => ({
  position,
  relation: "contact",
  col: FULL,
  ...(backgroundImageKey ? { backgroundImageKey } : {}),
});

type PageSeed = {
  name: string;
  path: string;
  title: LocalizedText;
  description: LocalizedText;
  modules: PageModule[];
  ogImageKey?: string;
};

const PAGES: PageSeed[] = [
  {
    name: "home",
    path: "/",
    title: {
      nl: "Vastgoed in Mechelen en omgeving",
      fr: "Immobilier à Malines et environs",
      en: "Real estate in Mechelen and around",
    },
    description: {
      nl: "Huizen, appartementen en bouwgrond te koop en te huur in Mechelen, Bonheiden, Sint-Katelijne-Waver en Lier. Gratis schatting van uw woning.",
      fr: "Maisons, appartements et terrains à vendre et à louer à Malines, Bonheiden, Wavre-Sainte-Catherine et Lierre. Estimation gratuite de votre bien.",
      en: "Houses, apartments and building land for sale and for rent in Mechelen, Bonheiden, Sint-Katelijne-Waver and Lier. Free valuation of your home.",
    },
    // Spec §2: the latest properties (4, four per row), the "success formula" article, testimonials
    // (a block fed from outside the page: relation "external", spec §9: 3 of them).
    modules: [
      { position: 1, relation: "property-list", col: FULL, maxItems: 4, perRow: 4 },
      article(2, SUCCESS_FORMULA.slug),
      { position: 3, relation: "external", col: FULL, maxItems: 3 },
    ],
    ogImageKey: "street-16x9-banner",
  },
  {
    name: "for-sale",
    path: "/for-sale/",
    title: { nl: "Te koop", fr: "À vendre", en: "For sale" },
    description: {
      nl: "Ons volledige aanbod woningen, appartementen, grond en handelspanden te koop in Mechelen en omgeving.",
      fr: "Toute notre offre de maisons, appartements, terrains et commerces à vendre à Malines et environs.",
      en: "All our houses, apartments, land and commercial properties for sale in and around Mechelen.",
    },
    modules: [{ position: 1, relation: "property-list", col: FULL, perRow: 4 }],
  },
  {
    name: "for-rent",
    path: "/for-rent/",
    title: { nl: "Te huur", fr: "À louer", en: "For rent" },
    description: {
      nl: "Woningen en appartementen te huur in Mechelen, Bonheiden en Lier.",
      fr: "Maisons et appartements à louer à Malines, Bonheiden et Lierre.",
      en: "Houses and apartments for rent in Mechelen, Bonheiden and Lier.",
    },
    modules: [{ position: 1, relation: "property-list", col: FULL, perRow: 3 }],
  },
  {
    name: "projects",
    path: "/projects/",
    title: { nl: "Nieuwbouwprojecten", fr: "Projets neufs", en: "New-build projects" },
    description: {
      nl: "Nieuwbouwappartementen en -woningen in onze projecten: ligging, units, prijzen en oplevering.",
      fr: "Appartements et maisons neufs dans nos projets : situation, unités, prix et livraison.",
      en: "New-build apartments and houses in our projects: location, units, prices and delivery.",
    },
    modules: [{ position: 1, relation: "property-list", col: FULL, perRow: 3 }],
  },
  {
    name: "contact",
    path: "/contact/",
    title: { nl: "Contact", fr: "Contact", en: "Contact" },
    description: {
      nl: "Bezoek ons kantoor aan de Bruul in Mechelen, bel 015 20 30 40 of mail info@dijlestadvastgoed.be.",
      fr: "Rendez-nous visite au Bruul à Malines, appelez le 015 20 30 40 ou écrivez à info@dijlestadvastgoed.be.",
      en: "Visit our office on the Bruul in Mechelen, call 015 20 30 40 or e-mail info@dijlestadvastgoed.be.",
    },
    modules: [article(1, CONTACT_INTRO.slug), contactModule(2, "street-16x9-contact")],
  },
  {
    name: "demand-register",
    path: "/demand-register/",
    title: { nl: "Hou me op de hoogte", fr: "Tenez-moi informé", en: "Keep me informed" },
    description: {
      nl: "Schrijf u in en ontvang als eerste de panden die aan uw zoekopdracht voldoen.",
      fr: "Inscrivez-vous et recevez en premier les biens qui correspondent à votre recherche.",
      en: "Sign up and be the first to receive the properties that match your search.",
    },
    modules: [article(1, DEMAND_REGISTER_INTRO.slug), contactModule(2)],
  },
  {
    name: "free-valuation",
    path: "/contact-demand/",
    title: { nl: "Gratis schatting", fr: "Estimation gratuite", en: "Free valuation" },
    description: {
      nl: "Vraag een gratis en vrijblijvende schatting van uw woning aan bij een makelaar uit uw buurt.",
      fr: "Demandez une estimation gratuite et sans engagement de votre bien à un agent de votre quartier.",
      en: "Ask a local agent for a free valuation of your home, with no obligation.",
    },
    modules: [article(1, FREE_VALUATION_INTRO.slug), contactModule(2)],
  },
  {
    name: "sales-specialist",
    path: "/Verkoopspecialist/",
    title: SALES_SPECIALIST.title,
    description: {
      nl: "Zo verkopen onze verkoopspecialisten uw woning: van schatting tot akte.",
      fr: "Comment nos spécialistes vendent votre bien : de l'estimation à l'acte.",
      en: "How our sales specialists sell your home: from valuation to deed.",
    },
    // Spec §2: the sales specialist article in card view.
    modules: [article(1, SALES_SPECIALIST.slug, "card")],
    ogImageKey: "office-3x2-specialist",
  },
  ...LEGAL_PAGES.map(({ path, article: legal }): PageSeed => ({
    name: legal.slug,
    path,
    title: legal.title,
    description: {
      nl: `${legal.title.nl} van Dijlestad Vastgoed BV, vastgoedmakelaar in Mechelen.`,
      fr: `${legal.title.fr} de Dijlestad Vastgoed SRL, agent immobilier à Malines.`,
      en: `${legal.title.en} of Dijlestad Vastgoed BV, estate agent in Mechelen.`,
    },
    modules: [article(1, legal.slug)],
  })),
];

const TESTIMONIALS: (typeof testimonials.$inferInsert)[] = [
  {
    name: "Annelies en Pieter V.",
    language: "nl",
    comment:
      "Onze rijwoning in Muizen was binnen drie weken verkocht, boven de vraagprijs. Heel duidelijke communicatie en altijd bereikbaar, ook 's avonds.",
    postedBy: "Verkopers in Muizen",
    approved: true,
    date: new Date("2024-11-14T10:00:00Z"),
  },
  {
    name: "Sophie D.",
    language: "fr",
    comment:
      "Première acquisition et beaucoup de questions : l'agence a pris le temps de tout expliquer, du compromis jusqu'à l'acte. Je recommande sans hésiter.",
    postedBy: "Acquéreuse à Malines",
    approved: true,
    date: new Date("2024-09-02T10:00:00Z"),
  },
  {
    name: "Mark and Helen T.",
    language: "en",
    comment:
      "Moving to Belgium for work, we rented an apartment in Mechelen entirely remotely. Video viewings, clear paperwork in English and a spotless handover.",
    postedBy: "Tenants in Mechelen",
    website: "https://www.example.org",
    approved: true,
    date: new Date("2024-06-21T10:00:00Z"),
  },
  {
    name: "Test",
    language: "nl",
    comment: "Nog na te kijken: bericht zonder toestemming om te publiceren.",
    approved: false,
    date: new Date("2024-12-01T10:00:00Z"),
  },
];

export async function seedSiteContent(db: Database): Promise<void> {
  await db.insert(siteSettings).values(SITE_SETTINGS);
  await db.insert(languages).values(LANGUAGE_ROWS);
  await db.insert(menus).values(MENU_ROWS);
  await db.insert(headerLinks).values(HEADER_LINK_ROWS);
  await db.insert(footerColumns).values(FOOTER_COLUMN_ROWS);
  const fixedDate = new Date("2025-01-06T08:00:00Z");
  await db.insert(pages).values(
    PAGES.map((page, index) => ({
      id: index + 1,
      parentId: null,
      name: page.name,
      path: page.path,
      status: "Published" as const,
      sort: index + 1,
      title: page.title,
      metadata: {
        title: page.title,
        description: page.description,
        ...(page.ogImageKey ? { ogImageKey: page.ogImageKey } : {}),
      },
      modules: page.modules,
      createDate: fixedDate,
      modifyDate: fixedDate,
    })),
  );
  await db.insert(articles).values(
    ARTICLES.map((entry, index) => ({
      id: index + 1,
      slug: entry.slug,
      category: entry.category ?? null,
      subCategory: null,
      title: entry.title,
      bodyHtml: entry.bodyHtml,
      imageKey: entry.imageKey,
      status: "Published" as const,
      sort: index + 1,
    })),
  );
  await db.insert(testimonials).values(TESTIMONIALS);
}
