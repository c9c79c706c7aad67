// The home search block's totals (spec §2 "home search block").

export type PropertyTotals = { sale: number; rent: number };

/** FOR_SALE_TOTAL and FOR_RENT_TOTAL in a description become the counts of properties (spec §2). */
export function fillPropertyTotals(text: string, totals: PropertyTotals): string {
  return text
    .replaceAll("FOR_SALE_TOTAL", String(totals.sale))
    .replaceAll("FOR_RENT_TOTAL", String(totals.rent));
}

/** The /for-sale/ and /for-rent/ buttons show their total when showCountProperty is on and it is above 0. */
export function buttonShowsTotal(showCountProperty: boolean, total: number | null | undefined): boolean {
  return showCountProperty && typeof total === "number" && total > 0;
}
