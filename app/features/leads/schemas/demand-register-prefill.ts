// The demand register opened from a list page's "keep me informed" link (issue 17): the list's filters
// arrive as the form's own field names in the query. Only known fields are taken, each only when it is
// well-formed; the form still validates everything when it is sent.
import { z } from "zod";

const number = z.string().regex(/^\d{1,9}$/);

const prefillSchema = z.object({
  goal: z.enum(["buy", "rent"]).optional().catch(undefined),
  types: z
    .array(z.string().regex(/^\d{1,3}$/))
    .max(20)
    .optional()
    .catch(undefined),
  zones: z.string().max(200).optional().catch(undefined),
  minPrice: number.optional().catch(undefined),
  maxPrice: number.optional().catch(undefined),
  minBedrooms: number.optional().catch(undefined),
  minGarages: number.optional().catch(undefined),
  terrace: z.literal("on").optional().catch(undefined),
  garden: z.literal("on").optional().catch(undefined),
});

/** The form's starting values from `params`; every other parameter, and every malformed one, is ignored. */
export function demandRegisterPrefill(params: URLSearchParams): Record<string, string | string[]> {
  const types = params.getAll("types");
  const parsed = prefillSchema.parse({
    ...Object.fromEntries([...params.entries()].filter(([name]) => name !== "types")),
    ...(types.length > 0 ? { types } : {}),
  });
  const prefill: Record<string, string | string[]> = { frequency: "instant" };
  for (const [name, value] of Object.entries(parsed)) {
    if (value !== undefined) prefill[name] = value;
  }
  return prefill;
}
