// Every path of the localized route table (app/i18n/route-table.ts) registered with its route module.
// A route id is `<screen>.<language|original>`, so a loader knows its screen and language from it.
import { type RouteConfig, route } from "@react-router/dev/routes";
import { backOfficePath, backOfficeRoutes } from "./features/back-office/back-office-screens.ts";
import { LANGUAGES } from "./i18n/languages.ts";
import {
  ACCOUNT_PAGE_PATHS,
  FEEDBACK_PREFIX,
  LEAD_PAGE_PATHS,
  LEAD_PAGES,
  SCREEN_PATHS,
  SCREEN_ROUTE_FILES,
  type Screen,
} from "./i18n/route-table.ts";

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

const feedbackRoutes = variants.map((variant) =>
  route(`${FEEDBACK_PREFIX[variant]}:form/`, "routes/feedback.tsx", { id: `feedback.${variant}` }),
);

// The lead forms' own pages (newsletter, testimonial, unsubscribe) in every language, and the captcha.
const leadPageRoutes = LEAD_PAGES.flatMap((page) =>
  variants.map((variant) =>
    route(LEAD_PAGE_PATHS[page][variant], `routes/${page}.tsx`, { id: `${page}.${variant}` }),
  ),
);

// Sign-in, password links, the owner portal, the staff screens and a signed-in person's search alerts,
// each property under its portal path.
const ACCOUNT_ROUTE_FILES = {
  login: "routes/login.tsx",
  forgotPassword: "routes/forgot-password.tsx",
  setPassword: "routes/set-password.tsx",
  owner: "routes/owner.tsx",
  admin: "routes/admin.tsx",
  alerts: "routes/account-alerts.tsx",
} as const;
const accountRoutes = (Object.keys(ACCOUNT_ROUTE_FILES) as (keyof typeof ACCOUNT_ROUTE_FILES)[]).flatMap(
  (page) =>
    variants.map((variant) =>
      route(ACCOUNT_PAGE_PATHS[page][variant], ACCOUNT_ROUTE_FILES[page], { id: `${page}.${variant}` }),
    ),
);
const accountPropertyRoutes = (["owner", "admin"] as const).flatMap((page) =>
  variants.map((variant) =>
    route(`${ACCOUNT_PAGE_PATHS[page][variant]}:propertyId/`, `routes/${page}-property.tsx`, {
      id: `${page}-property.${variant}`,
    }),
  ),
);

// The back office's screens under the staff screens' path (features/back-office/back-office-screens.ts).
const backOfficeScreenRoutes = backOfficeRoutes().map(({ screen, variant, path }) =>
  route(path, `routes/back-office-${screen}.tsx`, { id: `back-office-${screen}.${variant}` }),
);

// The leads inbox's CSV export, a lead's detail page and a privacy request's export, under their
// screens' paths in every language.
const backOfficeLeadRoutes = variants.flatMap((variant) => [
  route(`${backOfficePath("leads", variant)}export.csv`, "routes/back-office-leads-csv.ts", {
    id: `back-office-leads-csv.${variant}`,
  }),
  route(`${backOfficePath("leads", variant)}:leadId/`, "routes/back-office-lead.tsx", {
    id: `back-office-lead.${variant}`,
  }),
  route(`${backOfficePath("privacy", variant)}export.json`, "routes/back-office-privacy-export.ts", {
    id: `back-office-privacy-export.${variant}`,
  }),
]);

// The site configuration's sub-pages, and a page's or an article's edit and preview pages.
const backOfficeContentRoutes = variants.flatMap((variant) => [
  route(`${backOfficePath("site", variant)}:section/`, "routes/back-office-site-section.tsx", {
    id: `back-office-site-section.${variant}`,
  }),
  route(`${backOfficePath("pages", variant)}:kind/:itemId/`, "routes/back-office-page-edit.tsx", {
    id: `back-office-page-edit.${variant}`,
  }),
  route(`${backOfficePath("pages", variant)}preview/:kind/:itemId/`, "routes/back-office-page-preview.tsx", {
    id: `back-office-page-preview.${variant}`,
  }),
]);

// One listing of the back office's listings screen: its form ("new" for a new one) and its photos.
const backOfficeListingRoutes = variants.map((variant) =>
  route(`${backOfficePath("listings", variant)}:listingId/`, "routes/back-office-listing.tsx", {
    id: `back-office-listing.${variant}`,
  }),
);

export default [
  ...screenRoutes,
  ...propertyRoutes,
  ...projectRoutes,
  ...feedbackRoutes,
  ...leadPageRoutes,
  ...accountRoutes,
  ...accountPropertyRoutes,
  ...backOfficeScreenRoutes,
  ...backOfficeLeadRoutes,
  ...backOfficeContentRoutes,

  ...backOfficeListingRoutes,
  route("/captcha/:ticket", "routes/captcha.ts", { id: "captcha" }),
  route("/captcha-ticket/:form", "routes/captcha-ticket.ts", { id: "captcha-ticket" }),
  route("/lead-form-errors", "routes/lead-form-errors.ts", { id: "lead-form-errors" }),
  route("/map-frame/", "routes/map-frame.ts", { id: "map-frame" }),
  route("/search-index.json", "routes/search-index.ts", { id: "search-index" }),
  route("/sitemap.xml", "routes/sitemap.ts", { id: "sitemap" }),
  route("/robots.txt", "routes/robots.ts", { id: "robots" }),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
