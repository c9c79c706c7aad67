// Where a visitor came from (spec §3 marketing attribution), piece by piece: the column it is stored in
// (`lead_attributions`, whose columns the insert checks these names against), the hidden form field
// that carries it, the label the agency's e-mail gives it, and whether the page's URL parameter of the
// same name gives it. The one list the form's hidden fields, the request's reading of them and the
// agency e-mail's rows are derived from.
export const ATTRIBUTION_FIELDS = [
  { stored: "utmSource", field: "utm_source", label: "utm_source", fromUrl: true },
  { stored: "utmMedium", field: "utm_medium", label: "utm_medium", fromUrl: true },
  { stored: "utmCampaign", field: "utm_campaign", label: "utm_campaign", fromUrl: true },
  { stored: "utmTerm", field: "utm_term", label: "utm_term", fromUrl: true },
  { stored: "utmContent", field: "utm_content", label: "utm_content", fromUrl: true },
  { stored: "gclid", field: "gclid", label: "gclid", fromUrl: true },
  { stored: "fbclid", field: "fbclid", label: "fbclid", fromUrl: true },
  { stored: "landingPage", field: "landing", label: "landing page", fromUrl: false },
  { stored: "referrer", field: "referrer", label: "referrer", fromUrl: false },
] as const;

type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];

/** The hidden fields a form page renders: its campaign parameters and where the visit came from. */
export type AttributionFields = Partial<Record<AttributionField["field"], string>>;

/** The attribution stored with a lead, by column. */
export type Attribution = Partial<Record<AttributionField["stored"], string>>;
