// Map tiles come from a configurable server (MAP_TILE_URL, with {z}/{x}/{y}); OpenStreetMap by default.
// Nothing is fetched until a visitor opens the map (see location-map.tsx).
import type { MapTiles } from "./build-property-view.ts";

const DEFAULT_TILES: MapTiles = {
  url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  attribution: "© OpenStreetMap contributors",
  provider: "OpenStreetMap",
};

export function mapTiles(env: NodeJS.ProcessEnv = process.env): MapTiles {
  const url = env.MAP_TILE_URL?.trim();
  if (!url) return DEFAULT_TILES;
  let provider = url;
  try {
    provider = new URL(url.replace(/\{[a-z]\}/g, "0")).hostname;
  } catch {
    // Not a URL: name it as written.
  }
  return { url, attribution: env.MAP_TILE_ATTRIBUTION?.trim() || provider, provider };
}

/** The origin map tiles load from, for the Content-Security-Policy's img-src; null when not a URL. */
export function mapTileOrigin(env: NodeJS.ProcessEnv = process.env): string | null {
  try {
    return new URL(mapTiles(env).url.replace(/\{[a-z]\}/g, "0")).origin;
  } catch {
    return null;
  }
}
