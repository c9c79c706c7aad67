import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { prepareSplicedGzip, splicedGzip } from "./spliced-gzip.ts";

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

describe("prepareSplicedGzip", () => {
  it("gives the page back with a fresh token in every gap", async () => {
    const { body, offsets } = pageWithNonces(20_000, 5);
    const prepared = await prepareSplicedGzip(body, offsets, NONCE.length);
    const token = Buffer.from("BBBBBBBBBBBBBBBBBBBBBB==");
    let start = 0;
    const plainRuns = [...offsets, body.length].map((offset) => {
      const run = body.subarray(start, offset);
      start = offset + NONCE.length;
      return run;
    });
    const sent = gunzipSync(Buffer.concat(splicedGzip(prepared, plainRuns, token)));
    expect(sent.toString()).toBe(body.toString().replaceAll(NONCE, token.toString()));
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
});
