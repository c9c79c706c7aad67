import { crc32, deflateRawSync, gunzipSync, constants as zlib } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { crc32Combine, plainRuns, prepareSplicedGzip, splicedGzip } from "./spliced-gzip.ts";

const NONCE = "AAAAAAAAAAAAAAAAAAAAAA==";

/** A page of `size` varied bytes with the nonce written `count` times. */
function pageWithNonces(size: number, count: number): { body: Buffer; offsets: number[] } {
  const words = ["huis", "appartement", "te koop", "Mechelen", "tuin", "garage", "€ 325.000"];
  let text = "";
  for (let i = 0; text.length < size; i++) text += `${words[i % words.length]}-${i} `;
  const chunk = Math.floor(text.length / (count + 1));
  const parts = Array.from({ length: count + 1 }, (_, i) => text.slice(i * chunk, (i + 1) * chunk));
  const body = Buffer.from(parts.join(NONCE));
  const offsets: number[] = [];
  for (let at = body.indexOf(NONCE); at !== -1; at = body.indexOf(NONCE, at + NONCE.length)) offsets.push(at);
  return { body, offsets };
}

/** The bytes between the gaps, as the page cache keeps them. */
function runsOf(body: Buffer, offsets: number[], gapLength: number): Buffer[] {
  let start = 0;
  return [...offsets, body.length].map((offset) => {
    const run = body.subarray(start, offset);
    start = offset + gapLength;
    return run;
  });
}

describe("prepareSplicedGzip", () => {
  it("gives the page back with a fresh token in every gap", async () => {
    const { body, offsets } = pageWithNonces(20_000, 5);
    const prepared = await prepareSplicedGzip(body, offsets, NONCE.length);
    const token = Buffer.from("BBBBBBBBBBBBBBBBBBBBBB==");
    const sent = gunzipSync(Buffer.concat(splicedGzip(prepared, token)));
    expect(sent.toString()).toBe(body.toString().replaceAll(NONCE, token.toString()));
  });

  it("light pages: a run refers back to the page's bytes before it, so the page compresses almost as one stream", async () => {
    // Like a page's cards: each part between two nonces repeats markup the parts before it already hold.
    const card = (i: number) =>
      `<article class="card"><a href="/nl/te-koop/mechelen/woning-${i}/"><img alt="Foto ${i}" width="250"></a>` +
      `<p class="card-price">€ ${(300 + i * 7) * 1000}</p><ul class="card-facts"><li>${i % 5} slaapkamers</li></ul></article>`;
    const parts = Array.from({ length: 8 }, (_, part) =>
      Array.from({ length: 6 }, (_, i) => card(part * 6 + i)).join(""),
    );
    const body = Buffer.from(parts.join(NONCE));
    const offsets: number[] = [];
    for (let at = body.indexOf(NONCE); at !== -1; at = body.indexOf(NONCE, at + 1)) offsets.push(at);
    const prepared = await prepareSplicedGzip(body, offsets, NONCE.length);
    const primed = prepared.runs.reduce((sum, run) => sum + run.length, 0);
    const alone = runsOf(body, offsets, NONCE.length).reduce(
      (sum, run) => sum + deflateRawSync(run, { level: 6, finishFlush: zlib.Z_FULL_FLUSH }).length,
      0,
    );
    const whole = deflateRawSync(body, { level: 6 }).length;
    // Each run compressed alone starts from nothing; primed, the page costs what it costs whole, plus a
    // block header and a flush per run.
    expect(primed).toBeLessThan(alone * 0.5);
    expect(primed - whole).toBeLessThan(20 * parts.length);
  });

  it("light pages: any body, gaps and token give back exactly the page with that token (fast-check)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.string(), fc.constantFrom('<a href="/nl/">', "huis ", "\u00ff", "é€")), {
          maxLength: 40,
        }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 1, max: 32 }),
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.boolean(),
        async (pieces, gapCount, gapLength, tokenBytes, withFiller) => {
          // The body as bytes: a 0xFF (never in UTF-8, the gaps' filler) sometimes, to take the unprimed path.
          const text = Buffer.from(pieces.join(""));
          const body = withFiller ? Buffer.concat([text, Buffer.from([0xff]), text]) : text;
          const offsets: number[] = [];
          const step = Math.floor(body.length / (gapCount + 1));
          for (let i = 1; i <= gapCount && step > gapLength; i += 1) offsets.push(i * step);
          const token = Buffer.from(tokenBytes.subarray(0, gapLength));
          const expected = Buffer.from(body);
          for (const offset of offsets) token.copy(expected, offset);
          const prepared = await prepareSplicedGzip(body, offsets, gapLength);
          const sent = gunzipSync(Buffer.concat(splicedGzip(prepared, token)));
          expect(sent.equals(expected)).toBe(true);
          expect(Buffer.concat(plainRuns(prepared))).toEqual(Buffer.concat(runsOf(body, offsets, gapLength)));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("takes gaps at the page's start, at its end and side by side (empty runs)", async () => {
    for (const [text, offsets] of [
      ["AAAA<p>huis</p>", [0]],
      ["<p>huis</p>AAAA", [11]],
      ["AAAAAAAA", [0, 4]],
      ["<p>AAAAAAAA</p>", [3, 7]],
    ] as const) {
      const prepared = await prepareSplicedGzip(Buffer.from(text), [...offsets], 4);
      const sent = gunzipSync(Buffer.concat(splicedGzip(prepared, Buffer.from("ZZZZ"))));
      expect(sent.toString()).toBe(text.replaceAll("AAAA", "ZZZZ"));
      expect(Buffer.concat(plainRuns(prepared)).toString()).toBe(text.replaceAll("AAAA", ""));
    }
  });

  it("refuses a token of another length than its gaps (the runs after it refer back by distance)", async () => {
    const { body, offsets } = pageWithNonces(5_000, 2);
    const prepared = await prepareSplicedGzip(body, offsets, NONCE.length);
    expect(() => splicedGzip(prepared, Buffer.from("short"))).toThrow(/gap/);
  });

  it("hardening 13: holds no more memory than its compressed bytes (no views into zlib's 64 KB chunks)", async () => {
    const { body, offsets } = pageWithNonces(140_000, 23);
    const prepared = await prepareSplicedGzip(body, offsets, NONCE.length);
    const counted = prepared.runs.reduce((sum, run) => sum + run.length, 0);
    const backing = new Set(prepared.runs.map((run) => run.buffer));
    const retained = [...backing].reduce((sum, buffer) => sum + buffer.byteLength, 0);
    expect(prepared.runs).toHaveLength(24);
    // One backing store of exactly the counted size.
    expect(retained).toBe(counted);
  });

  it("hardening 13: keeps none of the plain page, yet gives back its runs for a client without gzip", async () => {
    const { body, offsets } = pageWithNonces(140_000, 23);
    const prepared = await prepareSplicedGzip(body, offsets, NONCE.length);
    const held = Object.values(prepared)
      .flat()
      .filter((value): value is Buffer => Buffer.isBuffer(value));
    expect(held.some((buffer) => buffer.buffer === body.buffer)).toBe(false);
    expect(plainRuns(prepared)).toEqual(runsOf(body, offsets, NONCE.length));
  });
});

describe("crc32Combine", () => {
  it("gives the CRC-32 of two byte strings joined, from their own CRCs and the second's length (fast-check)", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 3000 }), fc.uint8Array({ maxLength: 3000 }), (a, b) => {
        expect(crc32Combine(crc32(a), crc32(b), b.length)).toBe(crc32(Buffer.concat([a, b])));
      }),
      { numRuns: 300 },
    );
  });
});
