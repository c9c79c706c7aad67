// The map tile setting (MAP_TILE_URL with {z}/{x}/{y}, MAP_TILE_ATTRIBUTION): one schema, checked by
// server/env.ts at start-up with the rest of the environment (a wrong value stops the server with a clear
// message), and read here by the pages that draw maps.
import { z } from "zod";

const blankIsUnset = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/** The settings' fields, spread into server/env.ts's schema. */
export const MAP_TILE_SETTINGS = {
  /** A https:// or /path tile template with {z}, {x} and {y}; unset: see the two defaults below. */
  MAP_TILE_URL: z.preprocess(
    blankIsUnset,
    z
      .string()
      .trim()
      .regex(
        /^(https:\/\/|\/)[^\s"'<>]*\{z\}[^\s"'<>]*$/,
        "a https:// or /path template with {z}, {x} and {y}",
      )
      .optional(),
  ),
  /** Credit shown on the map; the tile server's host name when unset. */
  MAP_TILE_ATTRIBUTION: z.preprocess(blankIsUnset, z.string().trim().max(300).optional()),
};

const MapTileSettingsSchema = z.object(MAP_TILE_SETTINGS);

export type MapTiles = { url: string; attribution: string; provider: string };

const OPENSTREETMAP_TILES: MapTiles = {
  url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  attribution: "© OpenStreetMap contributors",
  provider: "OpenStreetMap",
};

/** The configured tiles, or null when MAP_TILE_URL is not set. Throws on a value server/env.ts refuses. */
export function configuredMapTiles(source: NodeJS.ProcessEnv): MapTiles | null {
  const settings = MapTileSettingsSchema.parse({
    MAP_TILE_URL: source.MAP_TILE_URL,
    MAP_TILE_ATTRIBUTION: source.MAP_TILE_ATTRIBUTION,
  });
  if (!settings.MAP_TILE_URL) return null;
  const url = settings.MAP_TILE_URL;
  const provider = url.startsWith("/") ? "" : new URL(url.replace(/\{[a-z]\}/g, "0")).hostname;
  return { url, attribution: settings.MAP_TILE_ATTRIBUTION ?? provider, provider };
}

let fromProcess: { tiles: MapTiles | null } | undefined;

function processTiles(): MapTiles | null {
  fromProcess ??= { tiles: configuredMapTiles(process.env) };
  return fromProcess.tiles;
}

/**
 * The property page's map: the configured tiles, else OpenStreetMap's. That map loads only when the
 * visitor asks for it, after a notice naming the provider, so a public default is acceptable there.
 */
export function propertyMapTiles(): MapTiles {
  return processTiles() ?? OPENSTREETMAP_TILES;
}

/** The list page's map frame draws as soon as it is shown, so it loads tiles only when they are configured. */
export function listMapTiles(): MapTiles | null {
  return processTiles();
}

/** The origin tiles may load from, for the Content-Security-Policy's img-src; null for tiles of our own. */
export function mapTileOrigin(): string | null {
  const { url } = propertyMapTiles();
  return url.startsWith("/") ? null : new URL(url.replace(/\{[a-z]\}/g, "0")).origin;
}
