// Every path of the localized route table (app/i18n/route-table.ts) registered with its route module.
// A route id is `<screen>.<language|original>`, so a loader knows its screen and language from it.
import { type RouteConfig, route } from "@react-router/dev/routes";
import { LANGUAGES } from "./i18n/languages.ts";
import { SCREEN_PATHS, SCREEN_ROUTE_FILES, type Screen } from "./i18n/route-table.ts";
import { LEAD_PAGE_PATHS, LEAD_PAGES } from "./i18n/route-table.ts";

const variants = ["original", ...LANGUAGES] as const;
const screens = Object.keys(SCREEN_PATHS) as Screen[];

const screenRoutes = screens.flatMap((screen) =>
  variants.map((variant) =>
    route(SCREEN_PATHS[screen][variant], SCREEN_ROUTE_FILES[screen], { id: `${screen}.${variant}` }),
  ),
);

const propertyRoutes = [
  route("/property/:id/", "routes/property.tsx", { id: "property.original" }),
  ...LANGUAGES.flatMap((language) => [
    route(`${SCREEN_PATHS.forSale[language]}:city/:slug/:id/`, "routes/property.tsx", {
      id: `property.${language}.sale`,
    }),
    route(`${SCREEN_PATHS.forRent[language]}:city/:slug/:id/`, "routes/property.tsx", {
      id: `property.${language}.rent`,
    }),
  ]),
];

const projectRoutes = [
  route("/projects/:id/", "routes/project.tsx", { id: "project.original" }),
  ...LANGUAGES.map((language) =>
    route(`${SCREEN_PATHS.projects[language]}:slug/:id/`, "routes/project.tsx", {
      id: `project.${language}`,
    }),
  ),
];

const feedbackRoutes = [
  route("/feedback/:form/", "routes/feedback.tsx", { id: "feedback.original" }),
  route("/nl/bedankt/:form/", "routes/feedback.tsx", { id: "feedback.nl" }),
  route("/fr/merci/:form/", "routes/feedback.tsx", { id: "feedback.fr" }),
  route("/en/thank-you/:form/", "routes/feedback.tsx", { id: "feedback.en" }),
  route("/de/danke/:form/", "routes/feedback.tsx", { id: "feedback.de" }),
];

// The lead forms' own pages (newsletter, testimonial, unsubscribe) in every language, and the captcha.
const leadPageRoutes = LEAD_PAGES.flatMap((page) =>
  variants.map((variant) =>
    route(LEAD_PAGE_PATHS[page][variant], `routes/${page}.tsx`, { id: `${page}.${variant}` }),
  ),
);

export default [
  ...screenRoutes,
  ...propertyRoutes,
  ...projectRoutes,
  ...feedbackRoutes,
  ...leadPageRoutes,
  route("/captcha/:ticket", "routes/captcha.ts", { id: "captcha" }),
  route("/captcha-ticket/:form", "routes/captcha-ticket.ts", { id: "captcha-ticket" }),
  route("/map-frame/", "routes/map-frame.ts", { id: "map-frame" }),
  route("/search-index.json", "routes/search-index.ts", { id: "search-index" }),
  route("/sitemap.xml", "routes/sitemap.ts", { id: "sitemap" }),
  route("/robots.txt", "routes/robots.ts", { id: "robots" }),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
