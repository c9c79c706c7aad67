// Schemas of the forms that subscribe or publish (spec §3, §5): demand register (search alert),
// newsletter sign-up and testimonial.
import { z } from "zod";
import { foldForSearch } from "../../../domain/accents.ts";
import { ALERT_FREQUENCIES } from "../../../domain/alert-frequency.ts";
import {
  checkbox,
  crossFieldCheck,
  optionalText,
  optionalUrl,
  optionalWholeNumber,
  privacyConsent,
  requiredChoice,
  requiredEmail,
  requiredLongText,
  requiredText,
} from "./fields.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../accounts/account-rules.ts";
import { personFields } from "./person-fields.ts";
import { checkSearchArea, searchAreaFields } from "./search-area-fields.ts";
import { searchAreaOf } from "./search-area-values.ts";

export const ALERT_GOALS = ["buy", "rent"] as const;

/** The zones of a search alert typed as "2800, Mechelen; 2500": postal codes and town names. */
export type AlertZones = { zips: string[]; towns: string[] };

const TOWN_PATTERN = /^[\p{L}][\p{L}\p{M} '’.-]{1,59}$/u;

export function parseZones(text: string): AlertZones | null {
  const parts = text
    .split(/[,;\n]+/)
    .map((part) => part.trim())
    .filter((part) => part !== "");
  const zips: string[] = [];
  const towns: string[] = [];
  for (const part of parts) {
    if (/^\d{4}$/.test(part)) zips.push(part);
    else if (TOWN_PATTERN.test(part)) towns.push(part);
    else return null;
  }
  return { zips: [...new Set(zips)], towns: [...new Set(towns)] };
}

// Spec §5: at least one property type and one geographic zone (a zip code, a town or the map area).
const typeIds = z.preprocess(
  (value) => (value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value]),
  z
    .array(
      z
        .string()
        .regex(/^\d{1,3}$/, { error: "LEAD_ERROR_TYPES" })
        .transform(Number),
      {
        error: "LEAD_ERROR_TYPES",
      },
    )
    .min(1, { error: "LEAD_ERROR_TYPES" })
    .max(20, { error: "LEAD_ERROR_TYPES" })
    .transform((ids) => [...new Set(ids)]),
);

const zones = z.preprocess(
  (value) => (value === undefined || value === null ? "" : value),
  z
    .string()
    .max(1000, { error: "LEAD_ERROR_TOO_LONG" })
    .transform((text) => parseZones(text))
    .refine((parsed) => parsed !== null, { error: "LEAD_ERROR_ZONES" })
    .refine((parsed) => parsed === null || parsed.zips.length + parsed.towns.length <= 30, {
      error: "LEAD_ERROR_ZONES",
    }),
);

// The accounts' length rules; a common password is refused on the server (handle-submission.server.ts),
// by the accounts' one list, too large to send to the browser.
const password = z.preprocess(
  (value) => (typeof value === "string" ? value : ""),
  z
    .string()
    .min(1, { error: "LEAD_ERROR_REQUIRED" })
    .min(PASSWORD_MIN_LENGTH, { error: "LEAD_ERROR_PASSWORD_SHORT" })
    .max(PASSWORD_MAX_LENGTH, { error: "LEAD_ERROR_TOO_LONG" }),
);

/** At once unless the subscriber chose a digest (a form sent without the choice gets at once). */
const frequency = z.preprocess(
  (value) => (value === undefined || value === "" ? "instant" : value),
  z.enum(ALERT_FREQUENCIES, { error: "LEAD_ERROR_CHOICE" }),
);

/** What a search alert looks for and how often it mails: the demand register's and the manage page's. */
export const alertCriteriaFields = {
  goal: requiredChoice(ALERT_GOALS, "LEAD_ERROR_REQUIRED"),
  types: typeIds,
  zones,
  ...searchAreaFields,
  minPrice: optionalWholeNumber(0, 100_000_000),
  maxPrice: optionalWholeNumber(0, 100_000_000),
  minBedrooms: optionalWholeNumber(0, 50),
  maxBedrooms: optionalWholeNumber(0, 50),
  minBathrooms: optionalWholeNumber(0, 20),
  minGarages: optionalWholeNumber(0, 20),
  minParkings: optionalWholeNumber(0, 50),
  terrace: checkbox,
  garden: checkbox,
  frequency,
};

type AlertRanges = {
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  minBedrooms?: number | undefined;
  maxBedrooms?: number | undefined;
};

type AlertZoneValues = {
  /** Unknown: the cross-field check also runs when a field failed, and then sees its value as sent. */
  zones?: unknown;
  areaLatitude?: unknown;
  areaLongitude?: unknown;
  areaRadius?: unknown;
};

/**
 * No zip code, no town and no map area is refused on the zones' field (the map is an addition; the towns
 * stay the way to say it without one). Part of an area is refused on its missing fields.
 */
function checkAlertZones(values: AlertZoneValues, ctx: z.RefinementCtx): void {
  checkSearchArea(values, ctx);
  const { zones } = values;
  const typed = isAlertZones(zones) ? zones.zips.length + zones.towns.length : 0;
  const anyAreaField =
    values.areaLatitude !== undefined ||
    values.areaLongitude !== undefined ||
    values.areaRadius !== undefined;
  if (zones !== null && typed === 0 && !anyAreaField) {
    ctx.addIssue({ code: "custom", path: ["zones"], message: "LEAD_ERROR_ZONES" });
  }
}

function isAlertZones(value: unknown): value is AlertZones {
  return (
    typeof value === "object" &&
    value !== null &&
    "zips" in value &&
    "towns" in value &&
    Array.isArray(value.zips) &&
    Array.isArray(value.towns)
  );
}

/** A maximum below its minimum is refused on the maximum's field; the zones as checkAlertZones says. */
export function checkAlertCriteria(values: AlertRanges & AlertZoneValues, ctx: z.RefinementCtx): void {
  checkAlertZones(values, ctx);
  for (const [min, max] of [
    ["minPrice", "maxPrice"],
    ["minBedrooms", "maxBedrooms"],
  ] as const) {
    const low = values[min];
    const high = values[max];
    if (typeof low === "number" && typeof high === "number" && high < low) {
      ctx.addIssue({ code: "custom", path: [max], message: "LEAD_ERROR_RANGE" });
    }
  }
}

export const demandRegisterSchema = z
  .object({
    ...personFields,
    ...alertCriteriaFields,
    password,
    passwordConfirm: z.preprocess((value) => (typeof value === "string" ? value : ""), z.string().max(128)),
    newsletter: checkbox,
    privacy: privacyConsent,
  })
  .superRefine((values, ctx) => {
    // Spec §5: "Please confirm the password".
    if (typeof values.password === "string" && values.passwordConfirm !== values.password) {
      ctx.addIssue({ code: "custom", path: ["passwordConfirm"], message: "LEAD_ERROR_PASSWORD_CONFIRM" });
    }
    checkAlertCriteria(values, ctx);
  }, crossFieldCheck);

export const alertCriteriaSchema = z
  .object(alertCriteriaFields)
  .superRefine(checkAlertCriteria, crossFieldCheck);

export type AlertCriteria = z.output<typeof alertCriteriaSchema>;

/**
 * The search alert's columns for its criteria, as the demand register stores them and the manage page
 * changes them; town names are also kept folded (lower case, no accents) for the matching query.
 */
export function alertCriteriaColumns(criteria: AlertCriteria) {
  const zones = criteria.zones ?? { zips: [], towns: [] };
  const area = searchAreaOf(criteria);
  return {
    goal: criteria.goal,
    typeIds: criteria.types,
    zips: zones.zips,
    towns: zones.towns,
    townKeys: zones.towns.map(foldForSearch),
    areaLatitude: area?.latitude ?? null,
    areaLongitude: area?.longitude ?? null,
    areaRadiusKm: area?.radiusKm ?? null,
    minPrice: criteria.minPrice ?? null,
    maxPrice: criteria.maxPrice ?? null,
    minBedrooms: criteria.minBedrooms ?? null,
    maxBedrooms: criteria.maxBedrooms ?? null,
    minBathrooms: criteria.minBathrooms ?? null,
    minGarages: criteria.minGarages ?? null,
    minParkings: criteria.minParkings ?? null,
    terrace: criteria.terrace,
    garden: criteria.garden,
    frequency: criteria.frequency,
  };
}

export const signNewsletterSchema = z.object({
  email: requiredEmail(),
  firstName: optionalText(100),
  lastName: optionalText(100),
  privacy: privacyConsent,
});

/** A testimonial is published only once the agency approves it. */
export const testimonialSchema = z.object({
  name: requiredText(100),
  email: requiredEmail(),
  comment: requiredLongText(2000),
  website: optionalUrl(),
  postedBy: optionalText(100),
  privacy: privacyConsent,
});
