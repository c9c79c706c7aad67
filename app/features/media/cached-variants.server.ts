// The rendered variants of an image kept on disk (DATA_DIR/media-cache, disk-cache.server.ts names them
// "<key>.<width>.<format>" under a version folder): found by key, so erasing an uploaded photo (a privacy
// erase of a testimonial's sender) takes its resized copies with it.
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";

export async function cachedVariantFiles(dataDir: string, imageKeys: readonly string[]): Promise<string[]> {
  const root = path.join(dataDir, "media-cache");
  if (imageKeys.length === 0 || !existsSync(root)) return [];
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && imageKeys.some((key) => entry.name.startsWith(`${key}.`)))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
