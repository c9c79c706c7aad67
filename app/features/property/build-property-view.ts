// Turns a property record into the detail page's view in one language: every text translated, every
// value formatted, every group without data left out.
import { typeIconFor } from "../../domain/property-type.ts";
import { cleanDescription } from "../../domain/description.ts";
import { priceDisplay } from "../../domain/money.ts";
import { epcLabelDisplay, epcLabelFor, renovationObligation } from "../../domain/epc.ts";
import { epcLabelSvg } from "../../domain/epc-label-svg.ts";
import { ribbonFor } from "../../domain/marquee.ts";
import { formatPhone, telHref } from "../../domain/phone.ts";
import { placeName } from "../../domain/place-name.ts";
import { regionOf } from "../../domain/region.ts";
import { countryCode, withCountry } from "../../domain/country.ts";
import { sanitizeHtml } from "../../domain/sanitize-html.ts";
import { recognizeVideoUrl } from "../../domain/video-url.ts";
import { thumbnailVideoOf } from "../../domain/video-thumbnail.ts";
import type { PointOfInterestKind } from "../../db/schema/listings.ts";
import type { MessageKey } from "../../i18n/dictionary.ts";
import type { Language } from "../../i18n/languages.ts";
import type { T } from "../../i18n/use-t.ts";
import { costEstimateView } from "./cost-estimate-view.ts";
import { detailGroups } from "./detail-groups.ts";
import { type DetailRow, rowsWithValues, valueFormatter } from "./detail-values.ts";
import { type PhotoSource, photoView } from "./photo-views.ts";
import { priceText } from "./price-text.ts";
import type { PropertyRecord } from "./property-record.server.ts";
import type { EmbedView, EnergyView, LocationView, PropertyView } from "./property-view.ts";
import { goalOf } from "../../domain/listing-goal.ts";
import { rowInLanguage } from "../../i18n/localized-text.ts";

export type MapTiles = LocationView["tiles"];

export type ViewContext = {
  language: Language;
  t: T;
  /** Where the property's project page lives, when it belongs to one. */
  projectHref: (project: { id: number; name: string }) => string;
  tiles: MapTiles;
  /** The year a buyer would buy in, for the renovation notice (spec §9). */
  currentYear: number;
  /** Our stored stills of the listing's videos by video key (video-thumbnails.server.ts). */
  videoThumbnails?: ReadonlyMap<string, PhotoSource>;
};

const LANGUAGE_NAME_KEYS: Record<Language, MessageKey> = {
  nl: "PROPERTY_LANGUAGE_NL",
  fr: "PROPERTY_LANGUAGE_FR",
  en: "PROPERTY_LANGUAGE_EN",
  de: "PROPERTY_LANGUAGE_DE",
};

const MOBILITY_KEYS = {
  publicTransport: "PROPERTY_MOBILITY_PUBLIC_TRANSPORT",
  education: "PROPERTY_MOBILITY_EDUCATION",
  shops: "PROPERTY_MOBILITY_SHOPS",
  leisure: "PROPERTY_MOBILITY_LEISURE",
  health: "PROPERTY_MOBILITY_HEALTH",
  environment: "PROPERTY_MOBILITY_ENVIRONMENT",
  nearby: "PROPERTY_MOBILITY_NEARBY",
} as const satisfies Record<string, MessageKey>;

const POI_KEYS = {
  public_transport: "PROPERTY_POI_PUBLIC_TRANSPORT",
  school: "PROPERTY_POI_SCHOOL",
  shop: "PROPERTY_POI_SHOP",
  supermarket: "PROPERTY_POI_SUPERMARKET",
  restaurant: "PROPERTY_POI_RESTAURANT",
  sport: "PROPERTY_POI_SPORT",
  park: "PROPERTY_POI_PARK",
  doctor: "PROPERTY_POI_DOCTOR",
  pharmacy: "PROPERTY_POI_PHARMACY",
  hospital: "PROPERTY_POI_HOSPITAL",
  highway: "PROPERTY_POI_HIGHWAY",
} as const satisfies Record<PointOfInterestKind, MessageKey>;

const EMBED_PROVIDERS: Record<string, string> = {
  youtube: "YouTube",
  vimeo: "Vimeo",
  facebook: "Facebook",
  matterport: "Matterport",
  tvl: "TVL",
  yisual: "Yisual",
  file: "",
};

export function buildPropertyView(record: PropertyRecord, context: ViewContext): PropertyView {
  const { language, t } = context;
  const { property } = record;
  const f = valueFormatter(t, language);
  const text = rowInLanguage(record.texts, language);
  const title = text?.typeDescription ?? property.mainTypeName;
  const place = placeName(property.city);
  const region = regionOf(property);
  const energy = energyView(record, context, region);

  const display = priceDisplay(property);
  const groups = detailGroups(property, t, language, energyRows(record, context, energy));
  return {
    id: property.id,
    goal: property.goal,
    language,
    title,
    typeIcon: typeIconFor(property.webId),
    place,
    address: addressOf(record, place, language),
    country: countryCode(property.countryId),
    price: priceText(property, t),
    priceAmount: display.kind === "onDemand" ? null : display.amount,
    ribbon: ribbonText(property, t),
    reference: t("PROPERTY_REFERENCE", { id: property.recordFile }),
    referenceCode: property.recordFile,
    summary: text ? cleanDescription(text.descriptionHtml, { limit: 160 }) : `${title}, ${place}`,
    bedrooms: property.bedrooms,
    livingArea: property.surfaceHabitable,
    keyFacts: rowsWithValues([
      [t("PROPERTY_BEDROOMS"), f.count(property.bedrooms)],
      [t("PROPERTY_BATHROOMS"), f.count(property.bathrooms)],
      [t("PROPERTY_SURFACE_HABITABLE"), f.squareMeters(property.surfaceHabitable)],
      [t("PROPERTY_SURFACE_GROUND"), f.squareMeters(property.surfaceGround)],
      [t("PROPERTY_FACADES"), f.count(property.facades)],
      [t("PROPERTY_EPC_LABEL"), energy.labelText],
    ]),
    photos: record.photos.map((photo, index) =>
      photoView(photo, photo.caption?.[language] ?? t("PROPERTY_PHOTO_ALT", { title, n: index + 1 })),
    ),
    description: text
      ? {
          html: sanitizeHtml(text.descriptionHtml),
          language: isLanguageCode(text.language) ? text.language : language,
          fallbackNote:
            text.language === language || !isLanguageCode(text.language)
              ? null
              : t("PROPERTY_DESCRIPTION_FALLBACK", { language: t(LANGUAGE_NAME_KEYS[text.language]) }),
        }
      : null,
    groups,
    energy,
    costEstimate: goalOf(property.goal) === "sale" ? costEstimateView(property, region, t, language) : null,
    location: locationView(record, context),
    embeds: record.media.flatMap((media): EmbedView[] => {
      const recognized = recognizeVideoUrl(media.url);
      if (!recognized) return [];
      const provider = EMBED_PROVIDERS[recognized.kind] ?? recognized.kind;
      const still = context.videoThumbnails?.get(thumbnailVideoOf(media.url)?.key ?? "");
      return [
        {
          kind: media.kind,
          provider,
          embedUrl: recognized.embedUrl,
          isFile: recognized.kind === "file",
          thumbnail: still ? photoView(still, t("PROPERTY_VIDEO_THUMBNAIL_ALT", { provider, title })) : null,
        },
      ];
    }),
    manager: record.manager
      ? {
          name: `${record.manager.firstName} ${record.manager.lastName}`,
          role: record.manager.role[language] ?? record.manager.role.nl ?? "",
          phone: formatPhone(record.manager.phone),
          phoneHref: telHref(record.manager.phone),
          email: record.manager.email,
          photo: record.manager.photoKey
            ? photoView(
                { imageKey: record.manager.photoKey, width: 400, height: 400 },
                `${record.manager.firstName} ${record.manager.lastName}`,
              )
            : null,
        }
      : null,
    documents: record.documents.map((document) => ({
      title: document.title[language] ?? document.title.nl ?? document.kind,
      size: t("PROPERTY_DOCUMENT_SIZE", {
        size: f.number(Math.max(1, Math.round(document.sizeBytes / 1024))) ?? "",
      }),
    })),
    pointsOfInterest: property.pointsOfInterest.map((poi) => ({
      kind: t(POI_KEYS[poi.kind]),
      name: poi.name,
      distance: t("PROPERTY_DISTANCE", { distance: f.number(poi.distanceMeters) ?? "" }),
    })),
    mobility: mobilityRows(record, t, language),
    project: record.project ? { name: record.project.name, href: context.projectHref(record.project) } : null,
  };
}

function isLanguageCode(code: string): code is Language {
  return code === "nl" || code === "fr" || code === "en" || code === "de";
}

function addressOf(record: PropertyRecord, place: string, language: Language): string {
  const { property } = record;
  const town = `${property.zip} ${place}`;
  const number = [property.houseNumber, property.boxNr ? `/${property.boxNr}` : ""].join("");
  const shown =
    property.publishAddress && property.street ? `${property.street} ${number}`.trim() + `, ${town}` : town;
  return withCountry(shown, property, language);
}

export function ribbonText(listing: Parameters<typeof ribbonFor>[0], t: T): string | null {
  const ribbon = ribbonFor(listing);
  return ribbon ? t(ribbon) : null;
}

function energyView(
  record: PropertyRecord,
  context: ViewContext,
  region: ReturnType<typeof regionOf>,
): EnergyView {
  const { property } = record;
  const label = epcLabelFor(region, property.energyPerformance, property.epcLabelText);
  if (!label) return { region, labelText: property.epcLabelText, labelSvg: null, renovationNotice: null };
  const labelText = epcLabelDisplay(label);
  const obligation = renovationObligation(label, context.currentYear, region);
  return {
    region,
    labelText,
    labelSvg: epcLabelSvg(region, label, context.t("EPC_LABEL_ALT", { label: labelText })) || null,
    renovationNotice: obligation
      ? context.t(obligation.messageKey, {
          years: obligation.years,
          label: epcLabelDisplay(obligation.targetLabel),
        })
      : null,
  };
}

function energyRows(record: PropertyRecord, context: ViewContext, energy: EnergyView): DetailRow[] {
  const { t, language } = context;
  const f = valueFormatter(t, language);
  const { property } = record;
  const e = property.energy;
  const value = f.number(property.energyPerformance);
  const total = f.number(e.totalKwhPerYear);
  const co2 = f.number(e.co2Emission);
  const eLevel = f.number(e.eLevel);
  return rowsWithValues([
    [t("PROPERTY_EPC_LABEL"), energy.labelText],
    [t("PROPERTY_EPC_VALUE"), value === null ? null : t("PROPERTY_UNIT_EPC", { value })],
    [t("PROPERTY_EPC_TOTAL"), total === null ? null : t("PROPERTY_UNIT_KWH_YEAR", { value: total })],
    [t("PROPERTY_CO2"), co2 === null ? null : t("PROPERTY_UNIT_CO2", { value: co2 })],
    [t("PROPERTY_E_LEVEL"), eLevel === null ? null : t("PROPERTY_UNIT_E_LEVEL", { value: eLevel })],
    [t("PROPERTY_EPC_CODE"), f.text(e.certificateCode)],
    [t("PROPERTY_EPC_EXPIRY"), f.date(e.expiryDate)],
  ]);
}

function locationView(record: PropertyRecord, context: ViewContext): LocationView | null {
  const { property } = record;
  if (property.latitude === null || property.longitude === null) return null;
  const place = placeName(property.city);
  // An address the owner keeps private is shown only roughly (about 1 km), without street view.
  const exact = property.publishAddress;
  const latitude = exact ? property.latitude : Math.round(property.latitude * 100) / 100;
  const longitude = exact ? property.longitude : Math.round(property.longitude * 100) / 100;
  return {
    latitude,
    longitude,
    address: addressOf(record, place, context.language),
    streetViewUrl: exact
      ? `https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=${latitude},${longitude}`
      : null,
    tiles: context.tiles,
  };
}

function mobilityRows(record: PropertyRecord, t: T, language: Language): DetailRow[] {
  const f = valueFormatter(t, language);
  const scores = record.property.mobility;
  return rowsWithValues(
    (Object.keys(MOBILITY_KEYS) as (keyof typeof MOBILITY_KEYS)[]).map((category) => {
      const score = scores[category];
      return [
        t(MOBILITY_KEYS[category]),
        typeof score === "number" ? t("PROPERTY_SCORE_OF_TEN", { score: f.number(score) ?? "" }) : null,
      ];
    }),
  );
}
