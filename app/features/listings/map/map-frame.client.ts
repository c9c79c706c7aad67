// The map frame's own script (spec §7): Leaflet and supercluster draw the listings the list page posts.
// It is bundled on its own (see routes/map-frame.ts), so none of it weighs on the list page.
import L from "leaflet";
import Supercluster from "supercluster";
import { MAP_FRAME_READY, type MapListing, type MapMessage, readMapMessage } from "./map-message.ts";

type ListingProperties = { listing: MapListing };

const container = document.getElementById("map");
const info = document.getElementById("map-info");
if (container && info) startMap(container, info);

function startMap(container: HTMLElement, info: HTMLElement) {
  // Belgium and Luxembourg, until the listings are known.
  const map = L.map(container, { zoomControl: true, attributionControl: true }).setView([50.85, 4.6], 8);
  const tileUrl = container.dataset.tileUrl;
  if (tileUrl) {
    L.tileLayer(tileUrl, { attribution: container.dataset.tileAttribution ?? "", maxZoom: 19 }).addTo(map);
  }
  const markers = L.layerGroup().addTo(map);
  const index = new Supercluster<ListingProperties>({ radius: 60, maxZoom: 17 });
  let current: MapMessage | null = null;

  function pinDot(color: string | undefined): HTMLElement {
    const dot = document.createElement("span");
    // Through the CSSOM: a style attribute in the pin's markup would be refused by the content security policy.
    if (color) dot.style.background = color;
    return dot;
  }

  function marker(listing: MapListing, message: MapMessage): L.Marker {
    const color = message.customMarker?.color;
    const icon = L.divIcon({
      className: "map-pin",
      html: pinDot(color),
      iconSize: [24, 24],
      iconAnchor: [12, 24],
      popupAnchor: [0, -22],
    });
    return L.marker([listing.latitude, listing.longitude], {
      icon,
      title: `${listing.title}, ${listing.place}`,
      alt: `${listing.title}, ${listing.place}`,
      keyboard: true,
    }).bindPopup(() => popup(listing, message));
  }

  function cluster(id: number, count: number, latitude: number, longitude: number, message: MapMessage) {
    const label = message.labels.cluster.replace("{count}", String(count));
    const size = count < 10 ? 34 : count < 100 ? 40 : 48;
    const icon = L.divIcon({
      className: "map-cluster",
      html: `<span>${count}</span>`,
      iconSize: [size, size],
    });
    return L.marker([latitude, longitude], { icon, title: label, alt: label, keyboard: true }).on(
      "click",
      () => map.flyTo([latitude, longitude], Math.min(index.getClusterExpansionZoom(id), 18)),
    );
  }

  function draw() {
    const message = current;
    if (!message) return;
    const bounds = map.getBounds();
    const box: [number, number, number, number] = [
      bounds.getWest(),
      bounds.getSouth(),
      bounds.getEast(),
      bounds.getNorth(),
    ];
    markers.clearLayers();
    for (const feature of index.getClusters(box, Math.round(map.getZoom()))) {
      const [longitude, latitude] = feature.geometry.coordinates;
      if (longitude === undefined || latitude === undefined) continue;
      const props = feature.properties;
      if ("cluster" in props && props.cluster) {
        markers.addLayer(cluster(props.cluster_id, props.point_count, latitude, longitude, message));
      } else if ("listing" in props) {
        markers.addLayer(marker(props.listing, message));
      }
    }
  }

  function show(message: MapMessage) {
    current = message;
    info.textContent = message.infoMessage;
    info.hidden = message.infoMessage === "";
    const ignored = new Set(message.marqueeIgnore);
    const shown = message.properties.filter((listing) => !ignored.has(listing.marquee));
    index.load(
      shown.map((listing) => ({
        type: "Feature" as const,
        geometry: { type: "Point" as const, coordinates: [listing.longitude, listing.latitude] },
        properties: { listing },
      })),
    );
    container.dataset.markers = String(shown.length);
    if (shown.length > 0) {
      const bounds = L.latLngBounds(shown.map((listing) => [listing.latitude, listing.longitude]));
      map.fitBounds(bounds, { padding: [32, 32], maxZoom: 15 });
    }
    draw();
  }

  map.on("moveend", draw);
  window.addEventListener("message", (event: MessageEvent<unknown>) => {
    if (event.origin !== window.location.origin) return;
    const message = readMapMessage(event.data);
    if (message) show(message);
  });
  if (window.parent !== window) {
    window.parent.postMessage({ type: MAP_FRAME_READY }, window.location.origin);
  }
}

function popup(listing: MapListing, message: MapMessage): HTMLElement {
  const root = document.createElement("div");
  root.className = "map-popup";
  if (listing.imageUrl) {
    const image = document.createElement("img");
    image.src = listing.imageUrl;
    image.alt = "";
    image.width = 250;
    root.append(image);
  }
  const title = document.createElement("strong");
  title.textContent = listing.title;
  const place = document.createElement("span");
  place.textContent = listing.place;
  const price = document.createElement("span");
  price.className = "map-popup-price";
  price.textContent = listing.price;
  const link = document.createElement("a");
  link.href = listing.href;
  // The detail page replaces the whole list page, not just the frame.
  link.target = "_top";
  link.textContent = message.labels.viewProperty;
  root.append(title, place, price, link);
  return root;
}
