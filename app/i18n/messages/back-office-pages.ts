import type { MessageTable } from "../message-table.ts";

// The back office's pages and articles screen (spec §2 "Page configuration", §3 page config, articles).
export const backOfficePagesMessages = {
  PAGES_ADMIN_TITLE: { nl: "Pagina's en artikels", fr: "Pages et articles", en: "Pages and articles" },
  PAGES_ADMIN_PAGES: { nl: "Pagina's", fr: "Pages", en: "Pages" },
  PAGES_ADMIN_ARTICLES: { nl: "Artikels", fr: "Articles", en: "Articles" },
  PAGES_ADMIN_NEW_PAGE: { nl: "Nieuwe pagina", fr: "Nouvelle page", en: "New page" },
  PAGES_ADMIN_NEW_ARTICLE: { nl: "Nieuw artikel", fr: "Nouvel article", en: "New article" },
  PAGES_ADMIN_CREATE: { nl: "Aanmaken als concept", fr: "Créer en brouillon", en: "Create as draft" },
  PAGES_ADMIN_EDIT: { nl: "Bewerken", fr: "Modifier", en: "Edit" },
  PAGES_ADMIN_PREVIEW: { nl: "Voorbeeld", fr: "Aperçu", en: "Preview" },
  PAGES_ADMIN_PREVIEW_OF: { nl: "Voorbeeld: {title}", fr: "Aperçu : {title}", en: "Preview: {title}" },
  PAGES_ADMIN_PREVIEW_NOTE: {
    nl: "Zo ziet de inhoud eruit op de site. Bezoekers zien hem pas na publicatie.",
    fr: "Voici le contenu tel qu'il apparaîtra sur le site. Les visiteurs ne le voient qu'après publication.",
    en: "This is how the content looks on the site. Visitors see it only once it is published.",
  },
  PAGES_ADMIN_PUBLISH: { nl: "Publiceren", fr: "Publier", en: "Publish" },
  PAGES_ADMIN_UNPUBLISH: { nl: "Publicatie intrekken", fr: "Dépublier", en: "Unpublish" },
  PAGES_ADMIN_BACK_TO_EDIT: {
    nl: "Terug naar bewerken",
    fr: "Retour à la modification",
    en: "Back to editing",
  },
  PAGES_ADMIN_NAME: { nl: "Interne naam", fr: "Nom interne", en: "Internal name" },
  PAGES_ADMIN_SLUG: {
    nl: "Slug (kleine letters en -)",
    fr: "Slug (minuscules et -)",
    en: "Slug (lower case and -)",
  },
  PAGES_ADMIN_CATEGORY: { nl: "Categorie", fr: "Catégorie", en: "Category" },
  PAGES_ADMIN_SUB_CATEGORY: { nl: "Subcategorie", fr: "Sous-catégorie", en: "Sub-category" },
  PAGES_ADMIN_TITLE_IN: { nl: "Titel ({language})", fr: "Titre ({language})", en: "Title ({language})" },
  PAGES_ADMIN_BODY_IN: {
    nl: "Tekst ({language}, HTML)",
    fr: "Texte ({language}, HTML)",
    en: "Text ({language}, HTML)",
  },
  PAGES_ADMIN_BODY_HINT: {
    nl: "Alleen eenvoudige opmaak blijft over (alinea's, lijsten, tabellen, links); de rest wordt verwijderd.",
    fr: "Seule une mise en forme simple est gardée (paragraphes, listes, tableaux, liens) ; le reste est retiré.",
    en: "Only simple formatting is kept (paragraphs, lists, tables, links); everything else is removed.",
  },
  PAGES_ADMIN_SEO_TITLE_IN: {
    nl: "SEO-titel ({language})",
    fr: "Titre SEO ({language})",
    en: "SEO title ({language})",
  },
  PAGES_ADMIN_SEO_DESCRIPTION_IN: {
    nl: "SEO-beschrijving ({language})",
    fr: "Description SEO ({language})",
    en: "SEO description ({language})",
  },
  PAGES_ADMIN_OG_IMAGE: {
    nl: "Deelafbeelding (beeldsleutel)",
    fr: "Image de partage (clé d'image)",
    en: "Sharing image (image key)",
  },
  PAGES_ADMIN_IMAGE: { nl: "Afbeelding (beeldsleutel)", fr: "Image (clé d'image)", en: "Image (image key)" },
  PAGES_ADMIN_MODULES: { nl: "Modules (JSON)", fr: "Modules (JSON)", en: "Modules (JSON)" },
  PAGES_ADMIN_MODULES_HINT: {
    nl: 'Een lijst, bv. [{"position":1,"relation":"article","articleSlug":"privacy","col":{"sm":12,"md":12,"lg":10}}].',
    fr: 'Une liste, p. ex. [{"position":1,"relation":"article","articleSlug":"privacy","col":{"sm":12,"md":12,"lg":10}}].',
    en: 'A list, e.g. [{"position":1,"relation":"article","articleSlug":"privacy","col":{"sm":12,"md":12,"lg":10}}].',
  },
  PAGES_ADMIN_NONE: { nl: "Nog niets.", fr: "Rien pour l'instant.", en: "Nothing yet." },
  PAGES_ADMIN_ERROR_NAME: {
    nl: "Vul een naam in van 1 tot 60 tekens die nog niet gebruikt wordt.",
    fr: "Saisissez un nom de 1 à 60 caractères qui n'est pas encore utilisé.",
    en: "Enter a name of 1 to 60 characters that is not used yet.",
  },
  PAGES_ADMIN_ERROR_SLUG: {
    nl: "Een slug bestaat uit kleine letters, cijfers en koppeltekens (max. 80) en wordt nog niet gebruikt.",
    fr: "Un slug se compose de minuscules, chiffres et tirets (80 max.) et n'est pas encore utilisé.",
    en: "A slug is lower-case letters, digits and hyphens (80 at most) not used yet.",
  },
  PAGES_ADMIN_ERROR_PATH_TAKEN: {
    nl: "Een andere pagina gebruikt dit pad al.",
    fr: "Une autre page utilise déjà ce chemin.",
    en: "Another page already uses this path.",
  },
  PAGES_ADMIN_ERROR_TITLE: {
    nl: "Vul een titel in van hoogstens 120 tekens, in minstens één taal.",
    fr: "Saisissez un titre de 120 caractères au plus, dans au moins une langue.",
    en: "Enter a title of at most 120 characters, in at least one language.",
  },
  PAGES_ADMIN_ERROR_SEO: {
    nl: "Een SEO-titel telt hoogstens 70 tekens, een beschrijving hoogstens 300.",
    fr: "Un titre SEO compte 70 caractères au plus, une description 300 au plus.",
    en: "An SEO title is at most 70 characters, a description at most 300.",
  },
  PAGES_ADMIN_ERROR_BODY: {
    nl: "De tekst is te lang (max. 50 000 tekens).",
    fr: "Le texte est trop long (50 000 caractères max.).",
    en: "The text is too long (50,000 characters at most).",
  },
  PAGES_ADMIN_ERROR_MODULES: {
    nl: "De modules zijn geen geldige lijst (zie het voorbeeld).",
    fr: "Les modules ne forment pas une liste valable (voir l'exemple).",
    en: "The modules are not a valid list (see the example).",
  },
} satisfies MessageTable;
