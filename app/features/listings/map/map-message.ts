// The message the list page posts to its embedded map frame (spec §7: the list of properties, an info
// message, the map type, a custom marker and the marquee ignore list). Shared by both sides; the frame
// checks every field, since any window may post to it.

export type MapListing = {
  id: number;
  latitude: number;
  longitude: number;
  marquee: number;
  /** Card essentials, already translated and formatted by the list page. */
  title: string;
  place: string;
  price: string;
  href: string;
  imageUrl: string | null;
};

export type MapMessage = {
  type: "listings-map";
  properties: MapListing[];
  infoMessage: string;
  mapType: "roadmap";
  customMarker: { color: string } | null;
  /** Listings whose marquee is in this list stay off the map (e.g. sold and rented). */
  marqueeIgnore: number[];
  labels: { viewProperty: string; cluster: string };
};

/** Sent by the frame when its script runs, so a message posted before that is sent again. */
export const MAP_FRAME_READY = "listings-map-ready";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

const isText = (value: unknown): value is string => typeof value === "string" && value.length < 2_000;
const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

function readListing(value: unknown): MapListing | null {
  if (!isRecord(value)) return null;
  const { id, latitude, longitude, marquee, title, place, price, href, imageUrl } = value;
  if (!isNumber(id) || !isNumber(latitude) || !isNumber(longitude) || !isNumber(marquee)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  if (!isText(title) || !isText(place) || !isText(price) || !isText(href)) return null;
  // Links stay on the site: a path, never a scheme such as javascript:.
  if (!href.startsWith("/") || href.startsWith("//")) return null;
  if (imageUrl !== null && !(isText(imageUrl) && imageUrl.startsWith("/") && !imageUrl.startsWith("//"))) {
    return null;
  }
  return { id, latitude, longitude, marquee, title, place, price, href, imageUrl };
}

/** The message when `data` is a well-formed map message; null otherwise. */
export function readMapMessage(data: unknown): MapMessage | null {
  if (!isRecord(data) || data.type !== "listings-map") return null;
  const { properties, infoMessage, customMarker, marqueeIgnore, labels } = data;
  if (!Array.isArray(properties) || !isText(infoMessage) || !Array.isArray(marqueeIgnore)) return null;
  if (!isRecord(labels) || !isText(labels.viewProperty) || !isText(labels.cluster)) return null;
  const listings = properties.map(readListing);
  const valid = listings.filter((listing): listing is MapListing => listing !== null);
  if (valid.length !== listings.length) return null;
  const color =
    isRecord(customMarker) && isText(customMarker.color) && /^#[0-9a-f]{3,8}$/i.test(customMarker.color)
      ? customMarker.color
      : null;
  return {
    type: "listings-map",
    properties: valid,
    infoMessage,
    mapType: "roadmap",
    customMarker: color ? { color } : null,
    marqueeIgnore: marqueeIgnore.filter(isNumber),
    labels: { viewProperty: labels.viewProperty, cluster: labels.cluster },
  };
}
