// What the lead action and loader read from a request's context: the database, the visitor's address,
// DATA_DIR, and the site request (language, texts, settings, origin) set by the root middleware.
import path from "node:path";
import type { RouterContextProvider } from "react-router";
import { appContext } from "../../context.server.ts";
import type { Database } from "../../db/client.server.ts";
import { isLanguage, type Language } from "../../i18n/languages.ts";
import { siteContext } from "../../site-context.server.ts";
import { leadClientContext } from "./guard/lead-client.server.ts";
import { type Attribution, ATTRIBUTION_FIELDS, type AttributionFields } from "./attribution-fields.ts";

export type LeadRequestContext = {
  db: Database;
  clientAddress: string;
  /** The first-party client value tickets are bound to (guard/lead-client.server.ts). */
  client: string;
  dataDir: string;
  language: Language;
  agencyLanguage: Language;
  origin: string;
  agency: { name: string; email: string };
};

export function leadRequestContext(context: Readonly<RouterContextProvider>): LeadRequestContext {
  const app = context.get(appContext);
  const site = context.get(siteContext);
  const client = context.get(leadClientContext);
  // Every page with lead forms installs the middleware that sets it (lead-page-middleware.server.ts).
  if (!client) throw new Error("Lead forms need the leadFormsNotShared middleware on their route");
  const info = site.settings.siteInformation;
  return {
    db: app.db,
    clientAddress: app.clientAddress,
    client: client.value,
    dataDir: app.dataDir ?? path.resolve("data"),
    language: site.language,
    agencyLanguage: isLanguage(site.defaultLanguage) ? site.defaultLanguage : "nl",
    origin: site.origin,
    agency: { name: info.name, email: info.email },
  };
}

function bounded(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const clean = value
    .replace(/[\p{Cc}\s]+/gu, " ")
    .trim()
    .slice(0, 300);
  return clean || undefined;
}

/** The attribution a form page renders as hidden fields: its campaign parameters and where the visit came from. */
export function attributionFieldsOf(request: Request, origin: string): AttributionFields {
  const url = new URL(request.url);
  const fields: AttributionFields = {};
  for (const { field, fromUrl } of ATTRIBUTION_FIELDS) {
    const value = fromUrl ? bounded(url.searchParams.get(field)) : undefined;
    if (value) fields[field] = value;
  }
  fields.landing = bounded(`${url.pathname}${url.search}`);
  const referrer = bounded(request.headers.get("Referer"));
  if (referrer && !referrer.startsWith(origin) && !referrer.startsWith(url.origin))
    fields.referrer = referrer;
  return fields;
}

/** The attribution a submitted form carries back, bounded like any field. */
export function attributionOf(fields: Record<string, string | string[]>): Attribution {
  const read = (name: keyof AttributionFields) => {
    const value = fields[name];
    return bounded(typeof value === "string" ? value : undefined);
  };
  const attribution: Attribution = {};
  for (const { stored, field } of ATTRIBUTION_FIELDS) {
    const value = read(field);
    if (value) attribution[stored] = value;
  }
  return attribution;
}
