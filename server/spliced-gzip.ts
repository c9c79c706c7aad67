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
//
// The plain bytes are not kept: the trailer's CRC-32 is joined from each run's CRC, taken once, and the
// fresh token's (zlib's crc32_combine), and the plain runs are inflated back when a client takes no gzip.
// Joining is linear over GF(2), so all that depends on the runs is folded once, when the page is stored:
// an answer's CRC is one product with its token's CRC.
import { promisify } from "node:util";
import { crc32, deflateRaw, inflateRawSync, constants as zlib } from "node:zlib";

const deflate = promisify(deflateRaw);

export type SplicedGzip = {
  /** The deflate runs, each ended by a full flush. */
  runs: Buffer[];
  /** Each gap's length, between run i and run i + 1. */
  gaps: number[];
  /** Each run's plain length. */
  plainLengths: number[];
  /** The CRC-32 of the page is `crcOfRuns` plus `tokenCrcOperator` times the token's CRC-32. */
  crcOfRuns: number;
  tokenCrcOperator: number;
  /** The length of the whole plain page. */
  length: number;
};

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
  return {
    runs: packedRuns,
    gaps: offsets.map(() => gapLength),
    plainLengths: runs.map((run) => run.length),
    ...crcParts(runs, gapLength),
    length: body.length,
  };
}

/**
 * crc32_combine along the page, each run's CRC and then a gap's after every run but the last, done twice
 * at once: with the gaps' CRC 0 (what the runs give), and with the runs' CRCs 0 and the gaps' CRC x^0 (what
 * the token's CRC is multiplied by).
 */
function crcParts(runs: Buffer[], gapLength: number): { crcOfRuns: number; tokenCrcOperator: number } {
  const gapShift = zeroBytesOperator(gapLength);
  let crcOfRuns = 0;
  let tokenCrcOperator = 0;
  runs.forEach((run, index) => {
    const runShift = zeroBytesOperator(run.length);
    crcOfRuns = multiplyModulo(runShift, crcOfRuns) ^ crc32(run);
    tokenCrcOperator = multiplyModulo(runShift, tokenCrcOperator);
    if (index === runs.length - 1) return;
    crcOfRuns = multiplyModulo(gapShift, crcOfRuns);
    tokenCrcOperator = multiplyModulo(gapShift, tokenCrcOperator) ^ X_TO_THE_ZERO;
  });
  return { crcOfRuns: crcOfRuns >>> 0, tokenCrcOperator: tokenCrcOperator >>> 0 };
}

/**
 * The gzip member for the page with `token` written in every gap, as parts to write in order. The gaps
 * share one buffer (the stored block's header and the token) and the end is one buffer: fewer parts, fewer
 * writes on the socket.
 */
export function splicedGzip(page: SplicedGzip, token: Buffer): Buffer[] {
  const gap = page.gaps.length > 0 ? Buffer.concat([storedBlockHeader(page, token), token]) : null;
  const parts: Buffer[] = [GZIP_HEADER];
  page.runs.forEach((run, index) => {
    parts.push(run);
    if (gap && index < page.gaps.length) parts.push(gap);
  });
  const crc = page.crcOfRuns ^ multiplyModulo(page.tokenCrcOperator, crc32(token));
  const end = Buffer.allocUnsafe(FINAL_EMPTY_BLOCK.length + 8);
  FINAL_EMPTY_BLOCK.copy(end, 0);
  end.writeUInt32LE(crc >>> 0, FINAL_EMPTY_BLOCK.length);
  end.writeUInt32LE(page.length >>> 0, FINAL_EMPTY_BLOCK.length + 4);
  parts.push(end);
  return parts;
}

/** The page's plain runs, inflated from its deflate runs (for a client that takes no compression). */
export function plainRuns(page: SplicedGzip): Buffer[] {
  const filler = Buffer.alloc(page.gaps[0] ?? 0, GAP_FILLER);
  const stream: Buffer[] = [];
  page.runs.forEach((run, index) => {
    stream.push(run);
    if (index < page.gaps.length) stream.push(storedBlockHeader(page, filler), filler);
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

/** The header of the stored (uncompressed) deflate block that carries `token` in one of the page's gaps. */
function storedBlockHeader(page: SplicedGzip, token: Buffer): Buffer {
  const length = token.length;
  // The runs after a gap refer back across it by distance: a token of another length would shift them.
  // Every gap of a page has one length (prepareSplicedGzip).
  if (page.gaps.length > 0 && length !== page.gaps[0])
    throw new Error(`A ${page.gaps[0]}-byte gap cannot take ${length} bytes`);
  let header = storedBlockHeaders.get(length);
  if (!header) {
    header = Buffer.from([0x00, length & 0xff, length >> 8, ~length & 0xff, (~length >> 8) & 0xff]);
    storedBlockHeaders.set(length, header);
  }
  return header;
}

/** Stored blocks' headers by length, made once: every gap of every page is a nonce's length. */
const storedBlockHeaders = new Map<number, Buffer>();

// CRC-32 arithmetic (zlib's crc32_combine): a CRC is a polynomial over GF(2), reflected in 32 bits.
const CRC_POLYNOMIAL = 0xedb88320;
/** The polynomial 1, reflected. */
const X_TO_THE_ZERO = 0x80000000;

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
  let operator = X_TO_THE_ZERO;
  for (let n = bytes, k = 3; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2 === 1) operator = multiplyModulo(SQUARINGS[k % 32] ?? 0, operator);
  }
  return operator;
}

/** The CRC-32 of A followed by B, from the CRC-32 of A, the CRC-32 of B and B's length. */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return (multiplyModulo(zeroBytesOperator(lengthB), crcA) ^ crcB) >>> 0;
}
