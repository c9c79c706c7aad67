// Gzip for cached pages without compressing per request. A page is stored as deflate runs of the bytes
// between its nonces, each ended by a flush (byte-aligned, not final). A response is the gzip
// header, the runs with the fresh nonce between them as stored (uncompressed) deflate blocks, a final
// empty block, and the CRC-32 and length of the bytes sent (RFC 1951 §3.2.4, RFC 1952).
//
// The page goes through one deflate stream: each run is followed by a sync flush (byte-aligned, history
// kept), then the gap's length of 0xFF bytes, whose compressed output is thrown away. A run may so refer back
// to every byte before it as if the page were one stream, at the distances the decoder sees (its window is
// the bytes it has put out, whatever blocks they came in). 0xFF is a byte UTF-8 never uses, so no run can
// match the filler and no back-reference reaches into a gap, whose bytes differ in every response. A body
// that holds 0xFF anyway ends each run with a full flush instead, which forgets the history.
//
// The plain bytes are not kept: the trailer's CRC-32 is joined from each run's CRC, taken once, and the
// fresh token's (zlib's crc32_combine), and the plain runs are inflated back when a client takes no gzip.
import { crc32, createDeflateRaw, inflateRawSync, constants as zlib } from "node:zlib";

export type SplicedGzip = {
  /** The deflate runs, each ended by a flush. */
  runs: Buffer[];
  /** Each gap's length, between run i and run i + 1. */
  gaps: number[];
  /** Each run's plain length and CRC-32, and what its length does to the CRC of the bytes before it. */
  plainLengths: number[];
  crcs: number[];
  shifts: number[];
  /** The length of the whole plain page. */
  length: number;
};

const GAP_FILLER = 0xff;

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
// BFINAL=1, BTYPE=01 (fixed Huffman), then the end-of-block code: an empty last block.
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

/**
 * Prepares `body`, whose bytes at `offsets` (each `gapLength` long) change per response. The runs are
 * compressed on zlib's thread pool, never on the main thread (docs/decisions/0014-light-pages.md), by one
 * stream: a stream's start and a preset dictionary cost the main thread about 0.1 ms each.
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
  const primed = !body.includes(GAP_FILLER);
  const filler = Buffer.alloc(gapLength, GAP_FILLER);
  const pieces = runs.flatMap((run, index) => (primed && index < offsets.length ? [run, filler] : [run]));
  const deflated = await deflatePieces(pieces, primed ? zlib.Z_SYNC_FLUSH : zlib.Z_FULL_FLUSH);
  const compressed = primed ? deflated.filter((_, index) => index % 2 === 0) : deflated;
  // zlib hands out its output as views into 16 KB chunks: kept as they are, a page of 24 runs held far more
  // than its 30 KB of gzip (ADR 0011). One exact copy, and views into it, hold what is counted.
  // Buffer.alloc, not concat: a result under 32 KB would otherwise be a view into Node's 64 KB pool.
  const packed = Buffer.alloc(compressed.reduce((sum, run) => sum + run.length, 0));
  const packedRuns: Buffer[] = [];
  let at = 0;
  for (const run of compressed) {
    run.copy(packed, at);
    packedRuns.push(packed.subarray(at, at + run.length));
    at += run.length;
  }
  return {
    runs: packedRuns,
    gaps: offsets.map(() => gapLength),
    plainLengths: runs.map((run) => run.length),
    crcs: runs.map((run) => crc32(run)),
    shifts: runs.map((run) => zeroBytesOperator(run.length)),
    length: body.length,
  };
}

/** Each piece's deflate output, one stream for all, each piece ended by a `flush` of that kind. */
function deflatePieces(pieces: Buffer[], flush: number): Promise<Buffer[]> {
  return new Promise((resolve, reject) => {
    // The flush is the stream's own for every write: one call into zlib per piece.
    const stream = createDeflateRaw({ level: 6, flush });
    const outputs: Buffer[] = [];
    let chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.once("error", reject);
    // A write's callback runs once its output has been handed out: what came since the last one is its piece's.
    for (const piece of pieces) {
      stream.write(piece, () => {
        outputs.push(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks));
        chunks = [];
        if (outputs.length === pieces.length) {
          resolve(outputs);
          // Closed once this write is done with: a stream closed inside a write's callback makes an error
          // object (ERR_STREAM_DESTROYED) for nobody, whose stack costs more than the close.
          setImmediate(() => stream.close());
        }
      });
    }
  });
}

/** The gzip member for the page with `token` written in every gap. */
export function splicedGzip(page: SplicedGzip, token: Buffer): Buffer[] {
  const parts: Buffer[] = [GZIP_HEADER];
  const tokenCrc = crc32(token);
  const tokenShift = zeroBytesOperator(token.length);
  let crc = 0;
  page.runs.forEach((run, index) => {
    parts.push(run);
    crc = multiplyModulo(page.shifts[index] ?? 0, crc) ^ (page.crcs[index] ?? 0);
    if (index < page.gaps.length) {
      parts.push(storedBlock(page, index, token), token);
      crc = multiplyModulo(tokenShift, crc) ^ tokenCrc;
    }
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(page.length >>> 0, 4);
  parts.push(FINAL_EMPTY_BLOCK, trailer);
  return parts;
}

/** The page's plain runs, inflated from its deflate runs (for a client that takes no compression). */
export function plainRuns(page: SplicedGzip): Buffer[] {
  const filler = Buffer.alloc(page.gaps[0] ?? 0, GAP_FILLER);
  const stream: Buffer[] = [];
  page.runs.forEach((run, index) => {
    stream.push(run);
    if (index < page.gaps.length) stream.push(storedBlock(page, index, filler), filler);
  });
  stream.push(FINAL_EMPTY_BLOCK);
  const plain = inflateRawSync(Buffer.concat(stream));
  const runs: Buffer[] = [];
  let start = 0;
  page.plainLengths.forEach((length, index) => {
    runs.push(plain.subarray(start, start + length));
    start += length + (page.gaps[index] ?? 0);
  });
  return runs;
}

/** The header of the stored (uncompressed) deflate block that carries gap `index`'s token. */
function storedBlock(page: SplicedGzip, index: number, token: Buffer): Buffer {
  const length = token.length;
  // The runs after a gap refer back across it by distance: a token of another length would shift them.
  if (length !== page.gaps[index])
    throw new Error(`A ${page.gaps[index]}-byte gap cannot take ${length} bytes`);
  return Buffer.from([0x00, length & 0xff, length >> 8, ~length & 0xff, (~length >> 8) & 0xff]);
}

// CRC-32 arithmetic (zlib's crc32_combine): a CRC is a polynomial over GF(2), reflected in 32 bits.
const CRC_POLYNOMIAL = 0xedb88320;

/** a·b modulo the CRC polynomial. */
function multiplyModulo(a: number, b: number): number {
  let product = 0;
  let factor = b;
  for (let bit = 0x80000000; bit !== 0; bit >>>= 1) {
    if (a & bit) product ^= factor;
    factor = factor & 1 ? (factor >>> 1) ^ CRC_POLYNOMIAL : factor >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the CRC polynomial, for k = 0..31 (x itself is 1 << 30 when reflected). */
const SQUARINGS: number[] = [];
for (let power = 1 << 30, k = 0; k < 32; k++, power = multiplyModulo(power, power)) SQUARINGS.push(power);

/** x^(8·bytes) modulo the CRC polynomial: what appending `bytes` zero bytes does to a CRC. */
function zeroBytesOperator(bytes: number): number {
  let operator = 0x80000000; // x^0
  for (let n = bytes, k = 3; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2 === 1) operator = multiplyModulo(SQUARINGS[k % 32] ?? 0, operator);
  }
  return operator;
}

/** The CRC-32 of A followed by B, from the CRC-32 of A, the CRC-32 of B and B's length. */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return (multiplyModulo(zeroBytesOperator(lengthB), crcA) ^ crcB) >>> 0;
}
