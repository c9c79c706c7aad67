// The layers of docs/architecture.md as eslint-plugin-boundaries settings and policies (ADR 0013).

/** Files of a feature that other features may import: the feature's public entries (no barrel files). */
const PUBLIC_FEATURE_ENTRIES = [
  // Image URLs of the media pipeline, for every picture of the site.
  "app/features/media/media-url.ts",
  // Keys of imported photos: the import API's photo fetcher stores what the media route serves.
  "app/features/media/imported-image-key.ts",
  // Drawn keys know their size: a testimonial's photo on the home page is sized from its key.
  "app/features/media/image-key.ts",
  // Staff see a testimonial's uploaded photo before approving it, drawn by the pipeline's renderer; a
  // privacy erase removes the photo's resized copies from the media cache.
  "app/features/media/render-imported-image.server.ts",
  "app/features/media/cached-variants.server.ts",
  // A project's photos are drawn exactly like a property's.
  "app/features/property/photo-gallery.tsx",
  "app/features/property/photo-views.ts",
  "app/features/property/property-view.ts",
  "app/features/property/responsive-picture.tsx",
  // The search index reuses the list's headline and first-photo query.
  "app/features/listings/listing-extras.server.ts",
  // The back office's screens are staff pages of the accounts: the same session, roles and page frame.
  "app/features/accounts/account-context.ts",
  "app/features/accounts/account-page.server.ts",
  // The cookie banner is part of every page's shell, built with it once per language.
  "app/features/consent/consent-banner.server.tsx",
  // The home page reads its modules from the one cached site configuration, and its totals and latest
  // listings, drawn as the list's cards, from the listings (home-content.server.ts).
  "app/features/site-shell/site-config.server.ts",
  "app/features/listings/listings.server.ts",
  "app/features/listings/listing-results.server.tsx",
  // Passwords are hashed and checked in one place, for the accounts and the demand register alike.
  "app/features/accounts/password-hash.server.ts",
  "app/features/accounts/password-policy.server.ts",
  // A confirmed search alert gives its address a searcher's account (ADR 0026).
  "app/features/accounts/searcher-account.server.ts",
  "app/features/accounts/account-rules.ts",
  // Every back-office change writes its audit entry in its own transaction.
  "app/features/accounts/audit-log.server.ts",
  // Cross-origin POSTs are refused by one rule, for the lead forms and the sign-in and admin forms.
  "app/features/leads/guard/origin-check.ts",
  // Account and alert forms are read within the lead forms' bounds.
  "app/features/leads/guard/read-submission.server.ts",
  // Account e-mails (reset, invitation) go out through the leads' transactional outbox.
  "app/features/leads/outbox/outbox-signal.server.ts",
  "app/features/leads/mail/mail-layout.ts",
  // Reset requests are counted per client like the lead forms' requests.
  "app/features/leads/guard/rate-limiter.server.ts",
  // The owner portal and the staff screens show a property's statistics and history as their features
  // read, draw and write them.
  "app/features/owner-statistics/property-statistics.server.ts",
  // The portal shows how many stored search alerts a property matches ("interested buyers").
  "app/features/search-alerts/alert-matching.server.ts",
  // An alert mail shows a listing's price as its card on the site does.
  "app/features/listings/listing-card-view.ts",
  "app/features/owner-statistics/views-graph.tsx",
  "app/features/property-history/history-queries.server.ts",
  "app/features/property-history/history-labels.ts",
  "app/features/property-history/property-history.server.ts",
  "app/features/property-history/history-result.ts",
  "app/features/property-history/history-fields.ts",
  // Search alerts sign their links, mail through the outbox and share the alert form's fields with the
  // lead forms (ADR 0019).
  "app/features/leads/guard/signed-token.server.ts",
  "app/features/leads/guard/unsubscribe-token.server.ts",
  "app/features/leads/guard/site-secret.server.ts",
  "app/features/leads/schemas/subscription-forms.ts",
  "app/features/leads/schemas/field-errors.ts",
  "app/features/leads/components/lead-fields.tsx",
  "app/features/leads/components/alert-fields.ts",
  // The back office names a lead's form as its agency e-mail does.
  "app/features/leads/forms/lead-form-mail.server.ts",
  // The back office's site configuration and content screens write their changes with an audit entry, in
  // the back office's frame, and preview a page exactly as the public site builds it.
  "app/features/accounts/account-forms.server.ts",
  "app/features/accounts/account-route.ts",
  "app/features/back-office/back-office-page.server.ts",
  "app/features/back-office/back-office-screens.ts",
  "app/features/site-shell/page-content.server.ts",
  // The content screens with a lead form read their configured page as every content screen does.
  "app/features/site-shell/page-loader.server.ts",
  // The back office's listings write through the import's schema, upsert and photo check, and read its
  // ad rules' facts; its users screen reuses the accounts' invitation, sessions, forms and audit log.
  "app/features/import/import-listing.server.ts",
  "app/features/import/withdraw-listing.server.ts",
  "app/features/import/listing-payload.ts",
  "app/features/import/listing-row.ts",
  "app/features/import/photo-fetcher.server.ts",
  "app/features/import/api-keys.server.ts",
  "app/features/accounts/account-invitation.server.ts",
  "app/features/accounts/account-languages.ts",
  "app/features/accounts/sessions.server.ts",
];

/**
 * What "database code" is: the client, the schema (Drizzle) and the code that runs queries. The demo
 * generator's pure helpers (a seeded random, phrases) are not: the image scenes reuse its random.
 */
const DATABASE_CODE = ["app/db/schema/**", "app/db/**/*.server.ts"];

export const layerSettings = {
  "boundaries/include": ["app/**/*", "server/**/*"],
  "boundaries/elements": [
    { type: "domain", pattern: "app/domain/**", partialMatch: false },
    { type: "db", pattern: "app/db/**", partialMatch: false },
    { type: "i18n", pattern: "app/i18n/**", partialMatch: false },
    { type: "ui", pattern: "app/ui/**", partialMatch: false },
    { type: "feature", pattern: "app/features/*/**", partialMatch: false, capture: ["feature"] },
    { type: "routes", pattern: "app/routes/**", partialMatch: false },
    { type: "app", pattern: "app/*", partialMatch: false },
    { type: "server", pattern: "server/**", partialMatch: false },
  ],
  "boundaries/files": [
    { category: "server-only", pattern: "**/*.server.{ts,tsx}" },
    { category: "test", pattern: ["**/*.test.{ts,tsx}", "**/*.fixture.ts", "**/testing/**"] },
  ],
};

export const layerPolicies = [
  {
    from: { element: { type: "domain" } },
    disallow: { to: { element: { type: "!domain" } } },
    message: "app/domain/ holds pure rules and imports nothing of ours (docs/architecture.md)",
  },
  {
    from: { element: { type: "ui" } },
    disallow: { to: { element: { type: ["feature", "routes", "db", "server", "app"] } } },
    message: "app/ui/ is presentational: it imports no feature, route or database code",
  },
  {
    from: { element: { type: ["db", "i18n"] } },
    disallow: { to: { element: { type: ["feature", "routes", "ui", "server", "app"] } } },
    message: "app/db/ and app/i18n/ sit below the features: they import only domain (and i18n its own)",
  },
  {
    from: { element: { type: "feature" } },
    disallow: {
      to: { element: { type: "feature", captured: { feature: "!{{ from.feature }}" } } },
    },
    message: "a feature imports another feature only through its public entries (eslint.layers.js, ADR 0013)",
  },
  {
    from: { element: { type: "feature" } },
    allow: { to: { file: { path: PUBLIC_FEATURE_ENTRIES } } },
  },
  {
    from: { element: { type: ["feature", "ui", "i18n", "domain"] } },
    disallow: { to: { element: { type: ["routes", "server"] } } },
    message: "nothing below the routes imports a route or the server",
  },
  {
    from: { element: { type: ["feature", "routes", "app", "ui", "i18n", "domain"] } },
    disallow: { to: { file: { path: DATABASE_CODE } } },
    dependency: { kind: "value" },
    message: "database code is imported only by server/ and *.server.ts files (type imports are fine)",
  },
  {
    from: { file: { categories: ["server-only", "test"] } },
    allow: { to: { element: { type: "db" } } },
  },
  // Tests may reach into any feature: they compare a feature with the others (a count with the lists).
  {
    from: { file: { categories: "test" } },
    allow: { to: { element: { type: "feature" } } },
  },
];
