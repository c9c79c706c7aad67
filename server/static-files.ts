// The browser build (build/client), read once into memory with gzip and brotli copies made ahead,
// so static requests never touch the disk or compress on the fly.
import { readdir, readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";

type StaticFile = { body: Buffer; gzip?: Buffer; brotli?: Buffer; type: string; immutable: boolean };

const contentTypes: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".html": "text/html; charset=utf-8",
};
const compressible = new Set([".js", ".css", ".svg", ".json", ".txt", ".xml", ".webmanifest", ".html"]);

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

export async function loadStaticFiles(root: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  // In development Vite serves the browser files and build/client may not exist.
  const paths = await listFiles(root).catch(() => []);
  for (const file of paths) {
    const ext = path.extname(file);
    const urlPath = "/" + path.relative(root, file).split(path.sep).join("/");
    const body = await readFile(file);
    const entry: StaticFile = {
      body,
      type: contentTypes[ext] ?? "application/octet-stream",
      // Vite puts content-hashed files under /assets/.
      immutable: urlPath.startsWith("/assets/"),
    };
    if (compressible.has(ext) && body.length > 512) {
      entry.gzip = gzipSync(body, { level: 9 });
      entry.brotli = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
    }
    files.set(urlPath, entry);
  }
  return files;
}

/** Answers the request from `files` and returns true, or returns false when it is not a static file. */
export function serveStaticFile(
  files: Map<string, StaticFile>,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
): boolean {
  const file = files.get(pathname);
  if (!file || (req.method !== "GET" && req.method !== "HEAD")) return false;
  const accept = String(req.headers["accept-encoding"] ?? "");
  let body = file.body;
  if (file.brotli && /\bbr\b/.test(accept)) {
    body = file.brotli;
    res.setHeader("Content-Encoding", "br");
  } else if (file.gzip && /\bgzip\b/.test(accept)) {
    body = file.gzip;
    res.setHeader("Content-Encoding", "gzip");
  }
  if (file.gzip) res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("Content-Type", file.type);
  res.setHeader("Content-Length", body.length);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader(
    "Cache-Control",
    file.immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
  );
  res.end(req.method === "HEAD" ? undefined : body);
  return true;
}
