// Countries of addresses (spec §3, §9): country 10 is Belgium, where the agency works, and is not shown;
// any other country is, so that "8010 Strassen" is not read as a Belgian town. Luxembourg (50) is named in
// the visitor's language; another country keeps the name the listing source sent.
import { BELGIUM_COUNTRY_ID, LUXEMBOURG_COUNTRY_ID } from "./region.ts";

export type AddressCountry = {
  countryId: number | null | undefined;
  countryName?: string | null | undefined;
};

/** The ISO 3166 code of a country the listing source names by id, or null for an unknown id. */
export function countryCode(countryId: number | null | undefined): "BE" | "LU" | null {
  if (countryId === null || countryId === undefined || countryId === BELGIUM_COUNTRY_ID) return "BE";
  return countryId === LUXEMBOURG_COUNTRY_ID ? "LU" : null;
}

/** Luxembourg's name by language: made once each, as a card of a Luxembourg town asks for it every time. */
const luxembourgNames = new Map<string, string>();

function luxembourgIn(language: string): string {
  let name = luxembourgNames.get(language);
  if (name === undefined) {
    name = new Intl.DisplayNames([language], { type: "region" }).of("LU") ?? "Luxembourg";
    luxembourgNames.set(language, name);
  }
  return name;
}

/** The country to show after an address, in `language`; null for Belgium (a missing country is Belgium). */
export function shownCountry(address: AddressCountry, language: string): string | null {
  const code = countryCode(address.countryId);
  if (code === "BE") return null;
  if (code === "LU") return luxembourgIn(language);
  const name = address.countryName?.trim();
  return name ? name : null;
}

/** `place` ("8010 Strassen", "Strassen") followed by the country when it is not Belgium. */
export function withCountry(place: string, address: AddressCountry, language: string): string {
  const country = shownCountry(address, language);
  return country ? `${place}, ${country}` : place;
}
