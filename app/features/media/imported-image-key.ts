// Keys of photos fetched by the import API: "upload-<24 characters of the content's SHA-256>". Unlike the
// drawn scenes' keys (image-key.ts) they name stored originals (table media_originals). Content-addressed:
// one photo sent for two listings, or twice, is stored once. Pure: the fetcher and the media route agree.
import { createHash } from "node:crypto";
import { isPhotoKey } from "./media-url.ts";

export type ImportedImageKey = { key: string };

/** Decoding stops beyond this many pixels (a decompression bomb is refused, not rendered). */
export const MAX_INPUT_PIXELS = 50_000_000;

const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";

/** The key of an original with these bytes. */
export function importedImageKey(bytes: Uint8Array): string {
  const digest = createHash("sha256").update(bytes).digest();
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of digest) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < 24) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return `upload-${out}`;
}

export function parseImportedImageKey(key: string): ImportedImageKey | null {
  return isPhotoKey(key) ? { key } : null;
}
