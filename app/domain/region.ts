// Regions decide the EPC scale and the registration duties (spec §9): from the Belgian postal code,
// or Luxembourg by country id.

export type Region = "flanders" | "brussels" | "wallonia" | "luxembourg";

export const REGIONS: readonly Region[] = ["flanders", "brussels", "wallonia", "luxembourg"];

export const BELGIUM_COUNTRY_ID = 10;
export const LUXEMBOURG_COUNTRY_ID = 50;

/** Postal-code ranges per Belgian region, bounds inclusive (spec §9). */
export const POSTAL_CODE_RANGES: readonly (readonly [number, number, Region])[] = [
  [1000, 1299, "brussels"],
  [1300, 1499, "wallonia"],
  [1500, 3999, "flanders"],
  [4000, 7999, "wallonia"],
  [8000, 9999, "flanders"],
];

// Accepts "2800", " 2800 ", "B-2800", "BE 2800" and 2800; anything else is not a Belgian postal code.
const ZIP_PATTERN = /^(?:BE?[-\s]?)?(\d{4})$/i;

function zipNumber(zip: string | number | null | undefined): number | null {
  if (typeof zip === "number") return Number.isInteger(zip) ? zip : null;
  if (typeof zip !== "string") return null;
  const match = ZIP_PATTERN.exec(zip.trim());
  return match?.[1] ? Number(match[1]) : null;
}

/** The Belgian region of a postal code; "" when the code is unknown (spec §8 "unknown region gives empty"). */
export function regionFromZip(zip: string | number | null | undefined): Region | "" {
  const code = zipNumber(zip);
  if (code === null) return "";
  for (const [lower, upper, region] of POSTAL_CODE_RANGES) {
    if (code >= lower && code <= upper) return region;
  }
  return "";
}

/**
 * The region of a property or project. Country 50 is Luxembourg whatever the postal code; a missing
 * country is read as Belgium (the listing source omits it for Belgian items); any other country has no
 * region (spec §9).
 */
export function regionOf(place: {
  zip: string | number | null | undefined;
  countryId: number | null | undefined;
}): Region | "" {
  if (place.countryId === LUXEMBOURG_COUNTRY_ID) return "luxembourg";
  if (place.countryId === null || place.countryId === undefined || place.countryId === BELGIUM_COUNTRY_ID) {
    return regionFromZip(place.zip);
  }
  return "";
}

export function isRegion(value: unknown): value is Region {
  return typeof value === "string" && (REGIONS as readonly string[]).includes(value);
}
