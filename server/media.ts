// Serves the media store: GET /media/<imageKey>/<width>.<avif|webp|jpg|png>. Every variant of a key is
// immutable (a new drawing gets a new renderer version), so browsers and proxies keep it for a year.
// Only keys the database names are served (known-image-keys.server.ts), at the widths and formats of
// media-url.ts; anything else is a 404 that costs no render. Renders wait in a bounded queue: when it is
// full the answer is 503 with Retry-After, never a pile of renders.
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import type { DatabaseConnection } from "../app/db/client.server.ts";
import { parseImageKey } from "../app/features/media/image-key.ts";
import {
  createKnownImageKeys,
  imageKeysInDatabase,
  type KnownImageKeys,
} from "../app/features/media/known-image-keys.server.ts";
import { type ImportedImageKey, parseImportedImageKey } from "../app/features/media/imported-image-key.ts";
import {
  createMediaStore,
  createVariantStore,
  defaultRenderQueue,
  MEDIA_MEMORY_BYTES,
  type MediaStore,
  RENDERER_VERSION,
} from "../app/features/media/media-store.server.ts";
import { importedImageRenderer } from "../app/features/media/render-imported-image.server.ts";
import { isMediaFormat, isMediaWidth } from "../app/features/media/media-url.ts";
import { CONTENT_TYPES } from "../app/features/media/render-image.server.ts";
import { RenderQueueFullError } from "../app/features/media/render-queue.server.ts";

/** Drawn scenes in `store`; photos fetched by the import API in `imported` (ADR 0018). */
export type MediaContext = {
  store: MediaStore;
  imported: MediaStore<ImportedImageKey>;
  keys: KnownImageKeys;
};

/** Seconds a client is asked to wait when the render queue is full. */
const RETRY_AFTER_SECONDS = 2;

/**
 * The media of one app server. Its waiting places and memory budget are the process's, shared out among the
 * process's `threads` app threads (ADR 0040), as the page cache's budget is.
 */
export async function createMediaContext(
  dataDir: string,
  connection: Pick<DatabaseConnection, "db" | "listen">,
  threads = 1,
): Promise<MediaContext> {
  const keys = createKnownImageKeys(() => imageKeysInDatabase(connection.db));
  // The same notification that empties the page cache: a new or removed photo changes the keys.
  await connection.listen("public_content_changed", () => keys.invalidate());
  // One queue for both: renders of scenes and of photos take the same turns.
  const queue = defaultRenderQueue(threads);
  const cacheDir = path.join(dataDir, "media-cache");
  const memoryBytes = Math.floor(MEDIA_MEMORY_BYTES / threads);
  return {
    store: createMediaStore({ cacheDir, queue, memoryBytes }),
    imported: createVariantStore({
      cacheDir,
      queue,
      memoryBytes,
      render: importedImageRenderer(connection.db),
    }),
    keys,
  };
}

const MEDIA_PATH = /^\/media\/([^/]+)\/(\d{1,4})\.([a-z]{3,4})$/;

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function answer(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    ...headers,
  });
  res.end(text);
}

/** Answers a /media/ request and resolves to true; resolves to false for any other path. */
export async function serveMedia(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  ctx: MediaContext,
): Promise<boolean> {
  if (!pathname.startsWith("/media/")) return false;
  if (req.method !== "GET" && req.method !== "HEAD") {
    answer(res, 405, "Method not allowed", { Allow: "GET, HEAD" });
    return true;
  }
  const match = MEDIA_PATH.exec(pathname);
  const key = match?.[1] ? decoded(match[1]) : null;
  const image = key ? parseImageKey(key) : null;
  const imported = key && !image ? parseImportedImageKey(key) : null;
  const width = Number(match?.[2]);
  const format = match?.[3] ?? "";
  const known = image ?? imported;
  if (!known || !isMediaWidth(width) || !isMediaFormat(format) || !(await ctx.keys.has(known.key))) {
    answer(res, 404, "Image not found");
    return true;
  }
  const etag = `"${createHash("sha1").update(`${RENDERER_VERSION}/${known.key}/${width}.${format}`).digest("base64url").slice(0, 20)}"`;
  const headers = {
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
  };
  if (req.headers["if-none-match"] === etag) {
    res.writeHead(304, headers);
    res.end();
    return true;
  }
  try {
    const body = image
      ? await ctx.store.get(image, width, format)
      : await ctx.imported.get(known, width, format);
    res.writeHead(200, { ...headers, "Content-Type": CONTENT_TYPES[format], "Content-Length": body.length });
    res.end(req.method === "HEAD" ? undefined : body);
  } catch (error) {
    if (error instanceof RenderQueueFullError) {
      answer(res, 503, "Busy rendering images, try again shortly", {
        "Retry-After": String(RETRY_AFTER_SECONDS),
      });
      return true;
    }
    console.error(`media: rendering ${pathname} failed`, error);
    if (!res.headersSent) answer(res, 500, "The image could not be rendered");
    else res.end();
  }
  return true;
}
