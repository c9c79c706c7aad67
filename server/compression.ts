// Compression of rendered pages per request: fast settings, since every page carries a fresh nonce.
import type { IncomingMessage } from "node:http";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";

const MIN_BYTES = 1024;

export function compressFor(
  req: IncomingMessage,
  body: Buffer,
): { body: Buffer; encoding: "br" | "gzip" | undefined } {
  const accepted = String(req.headers["accept-encoding"] ?? "");
  if (body.length < MIN_BYTES) return { body, encoding: undefined };
  if (/\bbr\b/.test(accepted)) {
    return {
      body: brotliCompressSync(body, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
      encoding: "br",
    };
  }
  if (/\bgzip\b/.test(accepted)) return { body: gzipSync(body, { level: 6 }), encoding: "gzip" };
  return { body, encoding: undefined };
}
