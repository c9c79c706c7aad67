// The map area of a search alert (spec §3 demand register; domain/search-area.ts): its centre and radius
// as three form fields, filled by the map or typed. All three or none; the centre inside Belgium and
// Luxembourg's box, a whole radius within the range. Used in the browser and on the server.
import { z } from "zod";
import { SEARCH_AREA_BOUNDS, SEARCH_AREA_RADIUS_KM } from "../../../domain/search-area.ts";
import type { AreaValues } from "./search-area-values.ts";

const blank = (value: unknown) => value === undefined || value === null || value === "";

/** A decimal in degrees, with a point or a comma: "50.8503" or "50,8503"; blank is absent. */
function optionalDegrees(min: number, max: number) {
  return z.preprocess(
    (value) =>
      blank(value) ? undefined : typeof value === "string" ? value.trim().replace(",", ".") : value,
    z
      .string({ error: "LEAD_ERROR_AREA" })
      .regex(/^-?\d{1,3}(\.\d{1,8})?$/, { error: "LEAD_ERROR_AREA" })
      .transform(Number)
      .pipe(z.number().min(min, { error: "LEAD_ERROR_AREA" }).max(max, { error: "LEAD_ERROR_AREA" }))
      .optional(),
  );
}

const b = SEARCH_AREA_BOUNDS;

export const searchAreaFields = {
  areaLatitude: optionalDegrees(b.minLatitude, b.maxLatitude),
  areaLongitude: optionalDegrees(b.minLongitude, b.maxLongitude),
  areaRadius: z.preprocess(
    (value) => (blank(value) ? undefined : typeof value === "string" ? value.trim() : value),
    z
      .string({ error: "LEAD_ERROR_AREA" })
      .regex(/^\d{1,3}$/, { error: "LEAD_ERROR_AREA" })
      .transform(Number)
      .pipe(
        z
          .number()
          .min(SEARCH_AREA_RADIUS_KM.min, { error: "LEAD_ERROR_AREA" })
          .max(SEARCH_AREA_RADIUS_KM.max, { error: "LEAD_ERROR_AREA" }),
      )
      .optional(),
  ),
};

const AREA_FIELDS = ["areaLatitude", "areaLongitude", "areaRadius"] as const;

/** Part of an area is refused on each missing field: a centre without a radius says nothing. */
export function checkSearchArea(values: AreaValues, ctx: z.RefinementCtx): void {
  const given = AREA_FIELDS.filter((field) => values[field] !== undefined);
  if (given.length === 0 || given.length === AREA_FIELDS.length) return;
  for (const field of AREA_FIELDS) {
    if (values[field] === undefined)
      ctx.addIssue({ code: "custom", path: [field], message: "LEAD_ERROR_AREA" });
  }
}
