// Dates are shown as day-month-year without padding (spec §9): "5-3-2024".

/** The separator between day, month and year: a hyphen, as in Belgian Dutch and in the spec's examples. */
export const DATE_SEPARATOR = "-";

/** Belgium and Luxembourg share this zone; a stored instant shows as the calendar day there. */
export const SITE_TIME_ZONE = "Europe/Brussels";

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

let dayFormat: Intl.DateTimeFormat | undefined;

function partsInSiteZone(instant: Date): { day: number; month: number; year: number } {
  dayFormat ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: SITE_TIME_ZONE,
    day: "numeric",
    month: "numeric",
    year: "numeric",
  });
  const parts = dayFormat.formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { day: part("day"), month: part("month"), year: part("year") };
}

function isRealDate(year: number, month: number, day: number): boolean {
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/**
 * "5-3-2024". A "YYYY-MM-DD" text is a calendar day and is shown as is; any other date or instant is
 * shown as its day in Brussels. Anything that is not a date gives "".
 */
export function formatDate(date: Date | string | number | null | undefined): string {
  if (date === null || date === undefined || date === "") return "";
  if (typeof date === "string") {
    const calendar = CALENDAR_DATE.exec(date.trim());
    if (calendar) {
      const [year, month, day] = [Number(calendar[1]), Number(calendar[2]), Number(calendar[3])];
      return isRealDate(year, month, day) ? [day, month, year].join(DATE_SEPARATOR) : "";
    }
  }
  const instant = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(instant.getTime())) return "";
  const { day, month, year } = partsInSiteZone(instant);
  return [day, month, year].join(DATE_SEPARATOR);
}
