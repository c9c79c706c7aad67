import { describe, expect, it } from "vitest";
import { hashPassword, verifyNothing, verifyPassword } from "./password-hash.server.ts";
import { isCommonPassword, NewPasswordSchema } from "./password-policy.server.ts";

describe("password hashing", () => {
  it("writes Argon2id with m=19456, t=2, p=1 in the PHC format and checks it", async () => {
    const stored = await hashPassword("correct horse battery staple");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await verifyPassword("correct horse battery staple", stored)).toBe(true);
    expect(await verifyPassword("correct horse battery stapler", stored)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same password")).not.toBe(await hashPassword("same password"));
  });

  it("matches nothing with a malformed stored value, and nothing with the stand-in hash", async () => {
    for (const stored of [
      "",
      "$argon2id$v=19$m=19456,t=2,p=1$short$short",
      "plain text",
      "$argon2i$v=19$m=1,t=1,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    ]) {
      expect(await verifyPassword("anything", stored)).toBe(false);
    }
    expect(await verifyNothing("anything")).toBe(false);
  });
});

describe("new passwords", () => {
  it("are refused when shorter than 8 or longer than 256 characters, or among the most common ones", () => {
    expect(NewPasswordSchema.safeParse("short").success).toBe(false);
    expect(NewPasswordSchema.safeParse("x".repeat(257)).success).toBe(false);
    expect(isCommonPassword("Password1")).toBe(true);
    expect(NewPasswordSchema.safeParse("password123").error?.issues[0]?.message).toBe(
      "ACCOUNT_ERROR_PASSWORD_COMMON",
    );
    expect(NewPasswordSchema.safeParse("een zin die ik onthoud").success).toBe(true);
    expect(NewPasswordSchema.safeParse("x".repeat(64) + "y").success).toBe(true);
  });
});
