import { createHmac, randomBytes, randomUUID } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { confirmationToken, readConfirmationToken } from "./confirmation-token.server.ts";
import { readSignedToken, signToken } from "./signed-token.server.ts";
import { readUnsubscribeToken, unsubscribeToken } from "./unsubscribe-token.server.ts";

const key = randomBytes(32);

describe("mailed links share one signing", () => {
  it("signs unsubscribe links exactly as before, so links already mailed keep working", () => {
    const id = randomUUID();
    const mac = createHmac("sha256", key).update(`newsletter:${id}`).digest().subarray(0, 18);
    const before = `newsletter.${id}.${mac.toString("base64url")}`;
    expect(unsubscribeToken(key, { kind: "newsletter", id })).toBe(before);
    expect(readUnsubscribeToken(key, before)).toEqual({ kind: "newsletter", id });
  });

  it("hardening 7: a confirmation link reads back only with its own key, and never as an unsubscribe link", () => {
    const ref = { kind: "visit" as const, id: randomUUID(), issuedAt: new Date(1_795_000_000_123) };
    const token = confirmationToken(key, ref);
    expect(readConfirmationToken(key, token)).toEqual(ref);
    expect(readConfirmationToken(randomBytes(32), token)).toBeNull();
    expect(readUnsubscribeToken(key, token)).toBeNull();
    expect(readConfirmationToken(key, unsubscribeToken(key, { kind: "alert", id: ref.id }))).toBeNull();
  });

  it("hardening 10: any change to a signed token, or any other input, reads as nothing", () => {
    const token = confirmationToken(key, { kind: "newsletter", id: randomUUID(), issuedAt: new Date() });
    fc.assert(
      fc.property(
        fc.nat({ max: token.length - 1 }),
        fc.string({ minLength: 1, maxLength: 1 }),
        (index, replacement) => {
          const changed = `${token.slice(0, index)}${replacement}${token.slice(index + 1)}`;
          if (changed !== token) expect(readConfirmationToken(key, changed)).toBeNull();
        },
      ),
    );
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(readConfirmationToken(key, value)).toBeNull();
        expect(readSignedToken(key, value, 3)).toBeNull();
      }),
    );
  });

  it("hardening 10: a signature written with base64's '+' or '/' instead of '-' or '_' reads as nothing", () => {
    const fields = ["a", "b"];
    let token = signToken(key, fields);
    for (let attempt = 0; !/[-_]/.test(token.split(".").pop() ?? "") && attempt < 200; attempt++) {
      fields[1] = `b${attempt}`;
      token = signToken(key, fields);
    }
    const mac = token.split(".").pop() ?? "";
    expect(mac).toMatch(/[-_]/);
    const standard = mac.replace(/-/g, "+").replace(/_/g, "/");
    expect(readSignedToken(key, token, 2)).toEqual(fields);
    expect(readSignedToken(key, `${fields.join(".")}.${standard}`, 2)).toBeNull();
  });

  it("refuses to sign a field that would change the token's shape", () => {
    expect(() => signToken(key, ["a.b", "c"])).toThrow();
    expect(() => signToken(key, [""])).toThrow();
  });
});
