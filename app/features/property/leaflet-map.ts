// Loaded on demand by location-map.tsx: Leaflet and its stylesheet never weigh on the first load.
import "leaflet/dist/leaflet.css";
import L from "leaflet";
import type { LocationView } from "./property-view.ts";

const ZOOM = 15;

/** Draws the map with the property's marker in `element`; returns a function that removes it. */
export function mountMap(element: HTMLElement, location: LocationView, title: string): () => void {
  const center: L.LatLngTuple = [location.latitude, location.longitude];
  const map = L.map(element, { scrollWheelZoom: false }).setView(center, ZOOM);
  L.tileLayer(location.tiles.url, { attribution: location.tiles.attribution, maxZoom: 19 }).addTo(map);
  L.circleMarker(center, { radius: 10, color: "#0b3d5c", fillColor: "#e0a526", fillOpacity: 0.9 })
    .bindTooltip(title)
    .addTo(map);
  return () => {
    map.remove();
  };
}
