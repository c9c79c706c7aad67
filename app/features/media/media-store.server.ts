// Rendered image variants, kept so each is drawn once: in memory (least recently used goes first) and on
// disk under DATA_DIR/media-cache, so a restart does not redraw them. Renders of one variant requested
// at once share one promise.
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ImageKey } from "./image-key.ts";
import type { MediaFormat, MediaWidth } from "./media-url.ts";
import { renderImage } from "./render-image.server.ts";

/** Bumped whenever a scene is drawn differently, so caches and ETags of the old drawings lapse. */
export const RENDERER_VERSION = "3";

export type MediaStore = {
  get: (image: ImageKey, width: MediaWidth, format: MediaFormat) => Promise<Buffer>;
};

export type MediaStoreOptions = {
  /** Where rendered files are kept; none keeps them in memory only. */
  cacheDir?: string;
  /** Memory budget for rendered images, in bytes. */
  memoryBytes?: number;
  render?: typeof renderImage;
};

export function variantName(image: ImageKey, width: MediaWidth, format: MediaFormat): string {
  return `${image.key}/${width}.${format}`;
}

export function createMediaStore(options: MediaStoreOptions = {}): MediaStore {
  const { cacheDir, memoryBytes = 64 * 1024 * 1024, render = renderImage } = options;
  const memory = new Map<string, Buffer>();
  const pending = new Map<string, Promise<Buffer>>();
  let bytes = 0;

  function remember(name: string, body: Buffer): void {
    const previous = memory.get(name);
    if (previous) {
      bytes -= previous.length;
      memory.delete(name);
    }
    memory.set(name, body);
    bytes += body.length;
    for (const [oldest, buffer] of memory) {
      if (bytes <= memoryBytes) break;
      memory.delete(oldest);
      bytes -= buffer.length;
    }
  }

  async function fromDiskOrRender(name: string, image: ImageKey, width: MediaWidth, format: MediaFormat) {
    const file = cacheDir ? path.join(cacheDir, RENDERER_VERSION, name) : null;
    if (file) {
      try {
        return await readFile(file);
      } catch {
        // Not rendered yet.
      }
    }
    const body = await render(image, width, format);
    if (file) {
      // Written beside, then renamed: a reader never sees half a file. A read-only disk only costs speed.
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      try {
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(temporary, body);
        await rename(temporary, file);
      } catch (error) {
        console.warn(`media cache: could not store ${name}: ${String(error)}`);
      }
    }
    return body;
  }

  return {
    async get(image, width, format) {
      const name = variantName(image, width, format);
      const hit = memory.get(name);
      if (hit) {
        remember(name, hit);
        return hit;
      }
      const inFlight = pending.get(name);
      if (inFlight) return inFlight;
      const promise = fromDiskOrRender(name, image, width, format).finally(() => pending.delete(name));
      pending.set(name, promise);
      const body = await promise;
      remember(name, body);
      return body;
    },
  };
}
