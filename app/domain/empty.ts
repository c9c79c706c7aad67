// The empty check used to hide fields without a value (spec §5 "null and blank text count as empty").

/**
 * True for null, undefined, text that is blank (spaces, tabs, no-break spaces), NaN and an empty list.
 * 0 and false are values, not empty.
 */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value.trim() === "";
  if (typeof value === "number") return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  return false;
}
