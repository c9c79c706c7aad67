// Where the map frame loads its background tiles from. None by default (tests and the demo load no
// tiles: the frame draws the markers on a plain background); set MAP_TILE_URL to a tile template such as
// https://tiles.example.be/{z}/{x}/{y}.png (server/security-headers.ts then allows its origin in img-src).
import { z } from "zod";

const TileConfigSchema = z.object({
  MAP_TILE_URL: z
    .string()
    .regex(/^(https:\/\/|\/)[^\s"'<>]*\{z\}[^\s"'<>]*$/, "a https:// or /path template with {z}, {x} and {y}")
    .optional(),
  MAP_TILE_ATTRIBUTION: z.string().max(300).default(""),
});

export type TileConfig = { url: string | null; attribution: string };

let config: TileConfig | undefined;

export function mapTiles(): TileConfig {
  if (!config) {
    const parsed = TileConfigSchema.safeParse({
      MAP_TILE_URL: process.env.MAP_TILE_URL || undefined,
      MAP_TILE_ATTRIBUTION: process.env.MAP_TILE_ATTRIBUTION,
    });
    if (!parsed.success) {
      // A wrong setting must not take the list pages down: the map then shows no tiles, and the log says why.
      console.error(`MAP_TILE_URL ignored: ${parsed.error.issues.map((issue) => issue.message).join("; ")}`);
    }
    config = parsed.success
      ? { url: parsed.data.MAP_TILE_URL ?? null, attribution: parsed.data.MAP_TILE_ATTRIBUTION }
      : { url: null, attribution: "" };
  }
  return config;
}
