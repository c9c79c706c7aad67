// The browser build (build/client), read once into memory with the gzip and brotli copies the build made
// beside each file (`precompressStaticFiles`, run by the build: vite.config.ts), so static requests never
// touch the disk or compress, and a start compresses nothing. Brotli at its best quality took two seconds
// of every start and, beside the embedded database's memory, raised the process's peak by 500 MB (ADR 0011).
import { readdir, readFile, writeFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

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

const PRECOMPRESSED = { gzip: ".gz", brotli: ".br" } as const;
/** Files smaller than this are sent as they are: compression would save less than a packet. */
const MIN_COMPRESSED_BYTES = 512;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

function isCompressedCopy(file: string): boolean {
  return Object.values(PRECOMPRESSED).some((suffix) => file.endsWith(suffix));
}

/** Writes `file.gz` and `file.br` beside every compressible file under `root` (the build's last step). */
export async function precompressStaticFiles(root: string): Promise<void> {
  for (const file of await listFiles(root)) {
    if (!compressible.has(path.extname(file))) continue;
    const body = await readFile(file);
    if (body.length <= MIN_COMPRESSED_BYTES) continue;
    await writeFile(`${file}${PRECOMPRESSED.gzip}`, await gzipAsync(body, { level: 9 }));
    const params = { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length };
    await writeFile(`${file}${PRECOMPRESSED.brotli}`, await brotliAsync(body, { params }));
  }
}

export async function loadStaticFiles(root: string): Promise<Map<string, StaticFile>> {
  const files = new Map<string, StaticFile>();
  // In development Vite serves the browser files and build/client may not exist.
  const paths = await listFiles(root).catch(() => []);
  const present = new Set(paths);
  const copy = async (file: string, suffix: string) =>
    present.has(`${file}${suffix}`) ? await readFile(`${file}${suffix}`) : undefined;
  for (const file of paths) {
    if (isCompressedCopy(file)) continue;
    const ext = path.extname(file);
    const urlPath = "/" + path.relative(root, file).split(path.sep).join("/");
    const gzip = await copy(file, PRECOMPRESSED.gzip);
    const brotli = await copy(file, PRECOMPRESSED.brotli);
    files.set(urlPath, {
      body: await readFile(file),
      ...(gzip && { gzip }),
      ...(brotli && { brotli }),
      type: contentTypes[ext] ?? "application/octet-stream",
      // Vite puts content-hashed files under /assets/.
      immutable: urlPath.startsWith("/assets/"),
    });
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
