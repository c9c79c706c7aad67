// SHA-256 of a short ASCII text (at most 55 bytes: one block), for the proof of work's search in the
// browser. SubtleCrypto would do, but only in secure contexts and at a promise per hash, which made the
// browser's search ten to thirty times slower than a script's; this runs as fast as a script's native
// hash. It is not a safety check: the server verifies every answer with node:crypto.
const K = [
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
];
const INITIAL = [
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
];
export const SHORT_SHA256_MAX_LENGTH = 55;

const w: number[] = Array.from({ length: 64 }, () => 0);
const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));
const at = (list: readonly number[], i: number) => list[i] ?? 0;

/** The digest as eight signed 32-bit words (big-endian), or null for a text too long or not ASCII. */
export function shortSha256(text: string): number[] | null {
  const length = text.length;
  if (length > SHORT_SHA256_MAX_LENGTH) return null;
  for (let i = 0; i < 16; i += 1) w[i] = 0;
  for (let i = 0; i < length; i += 1) {
    const code = text.charCodeAt(i);
    if (code > 0x7f) return null;
    w[i >> 2] = at(w, i >> 2) | (code << (24 - 8 * (i & 3)));
  }
  w[length >> 2] = at(w, length >> 2) | (0x80 << (24 - 8 * (length & 3)));
  w[15] = length * 8;
  for (let i = 16; i < 64; i += 1) {
    const x = at(w, i - 15);
    const y = at(w, i - 2);
    const s0 = rotr(x, 7) ^ rotr(x, 18) ^ (x >>> 3);
    const s1 = rotr(y, 17) ^ rotr(y, 19) ^ (y >>> 10);
    w[i] = (at(w, i - 16) + s0 + at(w, i - 7) + s1) | 0;
  }
  let a = at(INITIAL, 0) | 0;
  let b = at(INITIAL, 1) | 0;
  let c = at(INITIAL, 2) | 0;
  let d = at(INITIAL, 3) | 0;
  let e = at(INITIAL, 4) | 0;
  let f = at(INITIAL, 5) | 0;
  let g = at(INITIAL, 6) | 0;
  let h = at(INITIAL, 7) | 0;
  for (let i = 0; i < 64; i += 1) {
    const t1 =
      (h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + at(K, i) + at(w, i)) | 0;
    const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  return [a, b, c, d, e, f, g, h].map((word, i) => (word + at(INITIAL, i)) | 0);
}

/** A hex digest as the eight signed words shortSha256 returns, or null when it is not one. */
export function digestWords(hex: string): number[] | null {
  if (!/^[0-9a-f]{64}$/.test(hex)) return null;
  return Array.from({ length: 8 }, (_, i) => parseInt(hex.slice(i * 8, i * 8 + 8), 16) | 0);
}
