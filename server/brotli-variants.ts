// Brotli for cached pages. A brotli stream cannot be spliced like gzip's stored blocks (its literals are
// coded in the context of the bytes before them, so a new nonce would change how the rest decodes), so a
// cached page keeps a few whole variants, each compressed ahead with a nonce of its own that is sent
// once. They are made when a brotli client asks for a cached page (not for every page rendered once), on
// zlib's thread pool, one at a time for the whole process, never on a request's path; a hit that finds
// none ready is answered with the spliced gzip (docs/decisions/0014-light-pages.md).
import { promisify } from "node:util";
import { brotliCompress, constants as zlib } from "node:zlib";

const compress = promisify(brotliCompress);

/** Variants kept per page: enough for a page asked a few times a second, bounded for memory. */
export const BROTLI_VARIANTS = 2;
// Quality 5: a 95 KB page in about 5 ms for 14.5 KB; 9 saves 1 % for ten times the work.
const QUALITY = 5;

export type BrotliVariant = { nonce: string; body: Buffer };

export type BrotliShelf = { ready: BrotliVariant[]; filling: boolean; dropped: boolean };

export function emptyShelf(): BrotliShelf {
  return { ready: [], filling: false, dropped: false };
}

let queue: Promise<void> = Promise.resolve();

/** Fills the shelf up to BROTLI_VARIANTS in the background; `page` gives the page's bytes with a nonce. */
export function fillShelf(
  shelf: BrotliShelf,
  page: (nonce: string) => Buffer[],
  newNonce: () => string,
): void {
  if (shelf.filling || shelf.dropped || shelf.ready.length >= BROTLI_VARIANTS) return;
  shelf.filling = true;
  queue = queue
    .then(async () => {
      while (!shelf.dropped && shelf.ready.length < BROTLI_VARIANTS) {
        const nonce = newNonce();
        const plain = Buffer.concat(page(nonce));
        const compressed = await compress(plain, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: plain.length },
        });
        // An exact copy: what the cache counts is what it holds (ADR 0011).
        const body = Buffer.alloc(compressed.length);
        compressed.copy(body);
        shelf.ready.push({ nonce, body });
      }
    })
    .catch((error: unknown) => console.error(error))
    .finally(() => {
      shelf.filling = false;
    });
}

/** A ready variant, taken off the shelf (each nonce goes out once), or none. */
export function takeVariant(shelf: BrotliShelf): BrotliVariant | undefined {
  return shelf.ready.shift();
}

/** Resolves once every variant asked for so far is made (tests). */
export function brotliSettled(): Promise<void> {
  return queue;
}
