// Projects as the pages show them, translated and formatted on the server.
import { formatPrice } from "../../domain/money.ts";
import { withCountry } from "../../domain/country.ts";
import { placeName } from "../../domain/place-name.ts";
import { sanitizeHtml } from "../../domain/sanitize-html.ts";
import type { MessageKey } from "../../i18n/dictionary.ts";
import type { Language } from "../../i18n/languages.ts";
import { type LocalizedText, localizedText } from "../../i18n/localized-text.ts";
import { projectPath, propertyPath } from "../../i18n/route-table.ts";
import type { T } from "../../i18n/use-t.ts";
// Project photos are drawn exactly like a property's: one responsive-picture rule for the site.
import { photoView } from "../property/photo-views.ts";
import type { PhotoView } from "../property/property-view.ts";
import type { ProjectRecord, ProjectSummary, UnitRow, UnitSummary } from "./projects.server.ts";

export type ProjectCardView = {
  id: number;
  href: string;
  name: string;
  place: string;
  delivery: string | null;
  priceRange: string | null;
  bedroomRange: string | null;
  availability: string;
  soldOut: boolean;
  photo: PhotoView | null;
};

export type UnitView = {
  id: number;
  unit: string;
  floor: string;
  bedrooms: string;
  surface: string;
  price: string;
  status: UnitRow["status"];
  statusText: string;
  href: string | null;
};

export type ProjectView = Omit<ProjectCardView, "href" | "photo"> & {
  address: string;
  description: string | null;
  photos: PhotoView[];
  units: UnitView[];
  externalUrl: string | null;
  summary: string;
};

const STATUS_KEYS: Record<UnitRow["status"], MessageKey> = {
  available: "PROJECT_STATUS_AVAILABLE",
  under_option: "PROJECT_STATUS_UNDER_OPTION",
  sold: "PROJECT_STATUS_SOLD",
};

function localized(text: LocalizedText | null | undefined, language: Language): string | null {
  return localizedText(text, language) || null;
}

function range(t: T, min: string | null, max: string | null, key: MessageKey): string | null {
  if (min === null || max === null) return null;
  return min === max ? min : t(key, { min, max });
}

function rangesOf(units: UnitSummary, t: T) {
  const price = (value: number | null) => (value !== null && value > 0 ? formatPrice(value) : null);
  const count = (value: number | null) => (value !== null ? String(value) : null);
  const soldOut = units.total > 0 && units.available === 0;
  return {
    priceRange: range(t, price(units.minPrice), price(units.maxPrice), "PROJECT_PRICE_FROM_TO"),
    bedroomRange: range(t, count(units.minBedrooms), count(units.maxBedrooms), "PROJECT_RANGE"),
    soldOut,
    availability: soldOut
      ? t("PROJECT_SOLD_OUT")
      : t("PROJECT_UNITS_AVAILABLE", { available: units.available, total: units.total }),
  };
}

export function projectCardView(summary: ProjectSummary, language: Language, t: T): ProjectCardView {
  const { project } = summary;
  return {
    id: project.id,
    href: projectPath(project, language),
    name: project.name,
    place: placeName(project.city),
    delivery: localized(project.delivery, language),
    ...rangesOf(summary.units, t),
    photo: summary.photo ? photoView(summary.photo, project.name) : null,
  };
}

export function projectView(record: ProjectRecord, language: Language, t: T): ProjectView {
  const { project } = record;
  const place = placeName(project.city);
  const street =
    project.publicAddress && project.street ? `${project.street} ${project.houseNumber ?? ""}`.trim() : "";
  const description = localized(project.description, language);
  return {
    id: project.id,
    name: project.name,
    place,
    address: withCountry(
      street ? `${street}, ${project.zip} ${place}` : `${project.zip} ${place}`,
      project,
      language,
    ),
    delivery: localized(project.delivery, language),
    ...rangesOf(record.summary, t),
    description: description ? sanitizeHtml(description) : null,
    summary: t("PROJECT_META_DESCRIPTION", {
      name: project.name,
      place,
      units: record.summary.total,
      delivery: localized(project.delivery, language) ?? "-",
    }),
    photos: record.photos.map((photo, index) =>
      photoView(photo, t("PROPERTY_PHOTO_ALT", { title: project.name, n: index + 1 })),
    ),
    units: record.units.map((unit) => unitView(unit, language, t)),
    externalUrl: project.externalUrl,
  };
}

function unitView(unit: UnitRow, language: Language, t: T): UnitView {
  const listing = unit.listing;
  return {
    id: unit.id,
    unit: unit.unit,
    floor: unit.floor === null ? "–" : unit.floor === 0 ? t("PROJECT_GROUND_FLOOR") : String(unit.floor),
    bedrooms: unit.bedrooms === null ? "–" : String(unit.bedrooms),
    surface: unit.surface === null ? "–" : t("PROPERTY_UNIT_M2", { value: unit.surface }),
    price: unit.price === null || unit.price <= 0 ? t("PRICE_ON_DEMAND") : formatPrice(unit.price),
    status: unit.status,
    statusText: t(STATUS_KEYS[unit.status]),
    href: listing ? propertyPath(listing, language) : null,
  };
}
