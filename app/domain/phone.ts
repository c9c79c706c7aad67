// Phone numbers as shown on the site (spec §5 helper rules).

/**
 * Digits only; 10 digits show as 4-2-2-2 ("0475 12 34 56"), 9 digits as 3-2-2-2 ("015 12 34 56");
 * any other number is shown unchanged (spec §5).
 */
export function formatPhone(raw: string | null | undefined): string {
  if (typeof raw !== "string") return "";
  const digits = raw.replace(/\D/g, "");
  if (digits.length === 10)
    return `${digits.slice(0, 4)} ${digits.slice(4, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}`;
  if (digits.length === 9)
    return `${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5, 7)} ${digits.slice(7)}`;
  return raw;
}

/** A `tel:` link for the number: its digits, with the leading "+" of an international number kept. */
export function telHref(raw: string | null | undefined): string {
  if (typeof raw !== "string") return "";
  const digits = raw.replace(/\D/g, "");
  if (!digits) return "";
  return `tel:${raw.trim().startsWith("+") ? "+" : ""}${digits}`;
}
