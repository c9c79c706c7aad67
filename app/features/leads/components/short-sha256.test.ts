import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { digestWords, SHORT_SHA256_MAX_LENGTH, shortSha256 } from "./short-sha256.ts";
import { searchWork } from "./work-solver.ts";

const nodeHex = (text: string) => createHash("sha256").update(text).digest("hex");

describe("the browser's SHA-256 for the proof of work", () => {
  it("equals node:crypto's on every ASCII text of one block", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary-ascii", maxLength: SHORT_SHA256_MAX_LENGTH }), (text) => {
        expect(shortSha256(text)).toEqual(digestWords(nodeHex(text)));
      }),
      { numRuns: 2000 },
    );
    expect(shortSha256("")).toEqual(digestWords(nodeHex("")));
    expect(shortSha256("x".repeat(55))).toEqual(digestWords(nodeHex("x".repeat(55))));
  });

  it("declines what it cannot hash rather than answer wrong", () => {
    expect(shortSha256("x".repeat(56))).toBeNull();
    expect(shortSha256("é")).toBeNull();
    expect(digestWords("not hex")).toBeNull();
  });

  it("hardening 3: finds the ticket's number by search, as the server's hash defines it", async () => {
    const salt = "q1w2e3r4t5y6u7i8o9p0as";
    const target = digestWords(nodeHex(`${salt}4321`));
    if (!target) throw new Error("target");
    await expect(searchWork(salt, target, 10_000)).resolves.toBe(4321);
    await expect(searchWork(salt, target, 4321)).resolves.toBeNull();
  });
});
