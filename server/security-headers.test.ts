import { describe, expect, it } from "vitest";
import { NO_MEASUREMENT_SOURCES } from "../app/measurement.server.ts";
import { contentSecurityPolicy, createNonce } from "./security-headers.ts";

describe("createNonce", () => {
  it("gives 16 random bytes in base64, and never the same nonce twice, past every refill of its pool", () => {
    const nonces = Array.from({ length: 1_000 }, createNonce);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});

describe("contentSecurityPolicy", () => {
  const directives = (policy: string) => new Map(policy.split("; ").map((d) => [d.split(" ")[0], d]));

  it("names the answer's nonce for scripts and styles, and the measurement hosts a visitor's consent allows", () => {
    const google = { script: ["https://g.test"], connect: ["https://c.test"], img: ["https://i.test"] };
    // Alternating answers: each policy is made for its own nonce and hosts, whatever was asked before.
    for (const [nonce, measurement] of [
      ["bm9uY2Ux", NO_MEASUREMENT_SOURCES],
      ["bm9uY2Uy", google],
      ["bm9uY2Uz", NO_MEASUREMENT_SOURCES],
    ] as const) {
      const policy = directives(contentSecurityPolicy(nonce, measurement));
      const hosts = (list: string[]) => list.map((host) => ` ${host}`).join("");
      expect(policy.get("default-src")).toBe("default-src 'self'");
      expect(policy.get("script-src")).toBe(
        `script-src 'nonce-${nonce}' 'strict-dynamic'${hosts(measurement.script)}`,
      );
      expect(policy.get("style-src")).toBe(`style-src 'self' 'nonce-${nonce}'`);
      expect(policy.get("connect-src")).toBe(`connect-src 'self'${hosts(measurement.connect)}`);
      expect(policy.get("img-src")).toMatch(
        new RegExp(`^img-src 'self' data: blob:.*${hosts(measurement.img)}$`),
      );
      for (const fixed of [
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'self'",
        "form-action 'self'",
      ])
        expect(policy.get(fixed.split(" ")[0])).toBe(fixed);
      expect(policy.size).toBe(12);
    }
  });
});
