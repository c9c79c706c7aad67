// Loaded on demand by search-area-field.tsx, once the visitor allows the map's tiles: Leaflet and its
// stylesheet never weigh on the demand register's first load.
import "leaflet/dist/leaflet.css";
import L from "leaflet";
import { SEARCH_AREA_BOUNDS, type SearchArea } from "../../../domain/search-area.ts";
import type { MapTiles } from "../lead-form-state.ts";

export type AreaMap = { show: (area: SearchArea | null) => void; dispose: () => void };

const b = SEARCH_AREA_BOUNDS;
const BOUNDS = L.latLngBounds([b.minLatitude, b.minLongitude], [b.maxLatitude, b.maxLongitude]);

/** Five decimals: about a metre, more than a search area needs. */
const rounded = (degrees: number) => Math.round(degrees * 1e5) / 1e5;

/**
 * Draws Belgium and Luxembourg in `element`; a click chooses the area's centre (`onPick`), `show` draws
 * the area the form's fields give. The view cannot leave the box a centre must lie in.
 */
export function mountAreaMap(
  element: HTMLElement,
  tiles: MapTiles,
  area: SearchArea | null,
  onPick: (latitude: number, longitude: number) => void,
): AreaMap {
  const map = L.map(element, { scrollWheelZoom: false, maxBounds: BOUNDS, minZoom: 7 }).fitBounds(BOUNDS);
  L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
  let circle: L.Circle | null = null;
  const show = (next: SearchArea | null) => {
    circle?.remove();
    circle = null;
    if (!next) return;
    circle = L.circle([next.latitude, next.longitude], {
      radius: next.radiusKm * 1000,
      color: "#0b3d5c",
      fillColor: "#e0a526",
      fillOpacity: 0.25,
    }).addTo(map);
    map.fitBounds(circle.getBounds(), { maxZoom: 13 });
  };
  show(area);
  map.on("click", (event: L.LeafletMouseEvent) =>
    onPick(rounded(event.latlng.lat), rounded(event.latlng.lng)),
  );
  return {
    show,
    dispose: () => {
      map.remove();
    },
  };
}
