// Gzip for cached pages without compressing per request. A page is stored as deflate runs of the bytes
// between its nonces, each ended by a full flush (byte-aligned, not final). A response is the gzip
// header, the runs with the fresh nonce between them as stored (uncompressed) deflate blocks, a final
// empty block, and the CRC-32 and length of the bytes sent (RFC 1951 §3.2.4, RFC 1952).
//
// Each run after the first is compressed with the page's preceding bytes as its preset dictionary, so it
// may refer back to them as if the page were one stream (the decoder's window is the bytes it has put
// out, whatever blocks they came in). The gaps are written into that dictionary as 0xFF bytes: a byte
// UTF-8 never uses, so no run of the page can match them and no back-reference reaches into a gap, whose
// bytes differ in every response. A body that holds 0xFF anyway is compressed run by run, unprimed.
import { promisify } from "node:util";
import { crc32, deflateRaw, constants as zlib } from "node:zlib";

const deflate = promisify(deflateRaw);

export type SplicedGzip = { runs: Buffer[]; gaps: number[]; length: number };

/** Deflate's window: how far back a run can refer. */
const WINDOW = 32 * 1024;
const GAP_FILLER = 0xff;

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
// BFINAL=1, BTYPE=01 (fixed Huffman), then the end-of-block code: an empty last block.
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

/**
 * Prepares `body`, whose bytes at `offsets` (each `gapLength` long) change per response. The runs are
 * compressed on zlib's thread pool, never on the main thread (docs/decisions/0014-light-pages.md).
 */
export async function prepareSplicedGzip(
  body: Buffer,
  offsets: number[],
  gapLength: number,
): Promise<SplicedGzip> {
  const runs: Buffer[] = [];
  const dictionaries: (Buffer | undefined)[] = [];
  const primed = !body.includes(GAP_FILLER);
  const window = Buffer.from(body);
  for (const offset of offsets) window.fill(GAP_FILLER, offset, offset + gapLength);
  let start = 0;
  for (const offset of [...offsets, body.length]) {
    runs.push(body.subarray(start, offset));
    dictionaries.push(primed && start > 0 ? window.subarray(Math.max(0, start - WINDOW), start) : undefined);
    start = offset + gapLength;
  }
  const compressed = await Promise.all(
    runs.map((run, index) => {
      const dictionary = dictionaries[index];
      return deflate(run, {
        level: 6,
        finishFlush: zlib.Z_FULL_FLUSH,
        ...(dictionary ? { dictionary } : {}),
      });
    }),
  );
  // zlib returns each small result as a view into its 64 KB output chunk: kept as they are, a page of 24
  // runs held 1.5 MB for 30 KB of gzip (ADR 0011). One exact copy, and views into it, hold what is counted.
  // Buffer.alloc, not concat: a result under 32 KB would otherwise be a view into Node's 64 KB pool.
  const packed = Buffer.alloc(compressed.reduce((sum, run) => sum + run.length, 0));
  const packedRuns: Buffer[] = [];
  let at = 0;
  for (const run of compressed) {
    run.copy(packed, at);
    packedRuns.push(packed.subarray(at, at + run.length));
    at += run.length;
  }
  return { runs: packedRuns, gaps: offsets.map(() => gapLength), length: body.length };
}

/** The gzip member for the page with `token` written in every gap, and the plain bytes it encodes. */
export function splicedGzip(page: SplicedGzip, plainRuns: Buffer[], token: Buffer): Buffer[] {
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  page.runs.forEach((run, index) => {
    parts.push(run);
    crc = crc32(plainRuns[index] ?? Buffer.alloc(0), crc);
    if (index < page.gaps.length) {
      const length = token.length;
      // The runs after a gap refer back across it by distance: a token of another length would shift them.
      if (length !== page.gaps[index])
        throw new Error(`A ${page.gaps[index]}-byte gap cannot take ${length} bytes`);
      parts.push(
        Buffer.from([0x00, length & 0xff, length >> 8, ~length & 0xff, (~length >> 8) & 0xff]),
        token,
      );
      crc = crc32(token, crc);
    }
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(page.length >>> 0, 4);
  parts.push(FINAL_EMPTY_BLOCK, trailer);
  return parts;
}
