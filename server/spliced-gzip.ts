// Gzip for cached pages without compressing per request. A page is stored as deflate runs of the bytes
// between its nonces, each ended by a full flush (byte-aligned, not final). A response is the gzip
// header, the runs with the fresh nonce between them as stored (uncompressed) deflate blocks, a final
// empty block, and the CRC-32 and length of the bytes sent (RFC 1951 §3.2.4, RFC 1952).
import { promisify } from "node:util";
import { crc32, deflateRaw, constants as zlib } from "node:zlib";

const deflate = promisify(deflateRaw);

export type SplicedGzip = { runs: Buffer[]; gaps: number[]; length: number };

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
  let start = 0;
  for (const offset of [...offsets, body.length]) {
    runs.push(body.subarray(start, offset));
    start = offset + gapLength;
  }
  const compressed = await Promise.all(
    runs.map((run) => deflate(run, { level: 6, finishFlush: zlib.Z_FULL_FLUSH })),
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
