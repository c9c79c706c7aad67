import { describe, expect, it } from "vitest";
import { createNonce } from "./security-headers.ts";

describe("createNonce", () => {
  it("gives 16 random bytes in base64, and never the same nonce twice, past every refill of its pool", () => {
    const nonces = Array.from({ length: 1_000 }, createNonce);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});
