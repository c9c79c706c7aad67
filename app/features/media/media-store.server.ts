// Rendered image variants, kept so each is drawn once: in memory (least recently used goes first) and on
// disk under DATA_DIR/media-cache (disk-cache.server.ts), so a restart does not redraw them. Both caches
// have a byte budget. Renders wait their turn in a bounded queue (render-queue.server.ts); renders of one
// variant requested at once share one promise.
import type { ImageKey } from "./image-key.ts";
import { createDiskCache } from "./disk-cache.server.ts";
import type { MediaFormat, MediaWidth } from "./media-url.ts";
import { renderImage } from "./render-image.server.ts";
import { createRenderQueue, type RenderQueue } from "./render-queue.server.ts";

/** Bumped whenever a scene is drawn differently, so caches and ETags of the old drawings lapse. */
export const RENDERER_VERSION = "4";

/** What the store renders: a drawn scene's key (the default) or another source's, e.g. an imported photo. */
type Renderable = { key: string };

export type MediaStore<K extends Renderable = ImageKey> = {
  /** The encoded variant; rejects with RenderQueueFullError when it must be drawn and the queue is full. */
  get: (image: K, width: MediaWidth, format: MediaFormat) => Promise<Buffer>;
};

export type MediaStoreOptions<K extends Renderable = ImageKey> = {
  /** Where rendered files are kept; none keeps them in memory only. */
  cacheDir?: string;
  /** Disk budget for rendered files, in bytes. */
  diskBytes?: number;
  /** Memory budget for rendered images, in bytes. */
  memoryBytes?: number;
  render?: (image: K, width: MediaWidth, format: MediaFormat) => Promise<Buffer>;
  queue?: RenderQueue;
};

/** Budgets (ADR 0011): a variant weighs 2–150 KB, so these hold the images of every page in use. */
export const MEDIA_MEMORY_BYTES = 24 * 1024 * 1024;
export const MEDIA_DISK_BYTES = 512 * 1024 * 1024;

/**
 * One render at a time: a render of a large image holds some 80 MB while it runs, and a second one at once
 * drew 12 % more images a second for that much more memory at the peak. A page's worth of cold images may
 * wait, a flood may not. The waiting places are the process's, shared out among its `threads` app threads
 * (ADR 0040), each of which renders one image at a time.
 */
export function defaultRenderQueue(threads = 1): RenderQueue {
  return createRenderQueue({ concurrency: 1, maxWaiting: Math.ceil(64 / threads) });
}

export function variantName(image: Renderable, width: MediaWidth, format: MediaFormat): string {
  return `${image.key}.${width}.${format}`;
}

export function createMediaStore(options: MediaStoreOptions = {}): MediaStore {
  return createVariantStore({ ...options, render: options.render ?? renderImage });
}

/** A store of the variants of any source `render` draws: memory, then disk, then one render in the queue. */
export function createVariantStore<K extends Renderable>(
  options: MediaStoreOptions<K> & Required<Pick<MediaStoreOptions<K>, "render">>,
): MediaStore<K> {
  const {
    cacheDir,
    diskBytes = MEDIA_DISK_BYTES,
    memoryBytes = MEDIA_MEMORY_BYTES,
    render,
    queue = defaultRenderQueue(),
  } = options;
  const disk = cacheDir
    ? createDiskCache({ dir: cacheDir, version: RENDERER_VERSION, maxBytes: diskBytes })
    : null;
  const memory = new Map<string, Buffer>();
  const pending = new Map<string, Promise<Buffer>>();
  let bytes = 0;

  function remember(name: string, body: Buffer): void {
    const previous = memory.get(name);
    if (previous) {
      bytes -= previous.length;
      memory.delete(name);
    }
    if (body.length > memoryBytes) return;
    memory.set(name, body);
    bytes += body.length;
    for (const [oldest, buffer] of memory) {
      if (bytes <= memoryBytes) break;
      memory.delete(oldest);
      bytes -= buffer.length;
    }
  }

  async function fromDiskOrRender(name: string, image: K, width: MediaWidth, format: MediaFormat) {
    const stored = disk ? await disk.read(name) : null;
    if (stored) return stored;
    const body = await queue.run(() => render(image, width, format));
    if (disk) await disk.write(name, body);
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
