// "Keep me informed" on a list page (issue 17): the demand register's address with the list's filters
// as the form's own field names, so the alert starts as the search the visitor is looking at.
import type { ListingGoal } from "../../domain/listing-goal.ts";
import type { Language } from "../../i18n/languages.ts";
import { SCREEN_PATHS } from "../../i18n/route-table.ts";
import type { ListingQuery } from "./listing-query.ts";

export function keepMeInformedHref(goal: ListingGoal, query: ListingQuery, language: Language): string {
  const params = new URLSearchParams({ goal: goal === "sale" ? "buy" : "rent" });
  if (query.type !== undefined) params.set("types", String(query.type));
  if (query.city) params.set("zones", query.city);
  if (query.priceMin !== undefined) params.set("minPrice", String(query.priceMin));
  if (query.priceMax !== undefined) params.set("maxPrice", String(query.priceMax));
  if (query.bedrooms !== undefined) params.set("minBedrooms", String(query.bedrooms));
  if (query.garage) params.set("minGarages", "1");
  if (query.terrace) params.set("terrace", "on");
  if (query.garden) params.set("garden", "on");
  return `${SCREEN_PATHS.demandRegister[language]}?${params.toString()}`;
}
