// Compression of pages that are not answered from the cache: on zlib's thread pool, never synchronously
// on the main thread, with fast settings, since each is compressed for one answer.
import type { IncomingMessage } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const MIN_BYTES = 1024;

export type Encoding = "br" | "gzip";

/** The encoding the client takes that the site sends: brotli first, then gzip. */
export function acceptedEncoding(req: IncomingMessage): Encoding | undefined {
  if (/\bbr\b/.test(String(req.headers["accept-encoding"] ?? ""))) return "br";
  return takesGzip(req) ? "gzip" : undefined;
}

/** Whether the client takes gzip, whichever it prefers: what a page from the cache can always be sent as. */
export function takesGzip(req: IncomingMessage): boolean {
  return /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
}

/**
 * A freshly rendered answer compressed for its client: gzip whenever the client takes it, brotli only for a
 * client that takes brotli and not gzip. A render is compressed for one answer, and brotli costs several
 * times gzip's CPU (ADR 0036, 0046); a page asked for again gets its brotli from the page cache.
 */
export async function compressFor(
  req: IncomingMessage,
  body: Buffer,
): Promise<{ body: Buffer; encoding: Encoding | undefined }> {
  const encoding = takesGzip(req) ? "gzip" : acceptedEncoding(req);
  if (body.length < MIN_BYTES || !encoding) return { body, encoding: undefined };
  if (encoding === "br") {
    const params = { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length };
    return { body: await brotli(body, { params }), encoding };
  }
  return { body: await gzipAsync(body, { level: 6 }), encoding };
}
