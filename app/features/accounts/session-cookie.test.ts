import { describe, expect, it } from "vitest";
import { clearedSessionCookie, sessionCookie, sessionIdOf } from "./session-cookie.ts";

describe("session cookie", () => {
  it("is __Host-session, Secure, HttpOnly, SameSite=Lax, Path=/ on HTTPS, without a Domain", () => {
    const cookie = sessionCookie("https://www.example.be", "abc");
    expect(cookie).toMatch(/^__Host-session=abc; /);
    expect(cookie).toContain("; Path=/; HttpOnly; SameSite=Lax; Secure");
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it("is a plain `session` cookie without Secure on http://localhost", () => {
    const cookie = sessionCookie("http://localhost:3000", "abc");
    expect(cookie).toMatch(/^session=abc; /);
    expect(cookie).not.toContain("Secure");
    expect(clearedSessionCookie("http://localhost:3000")).toMatch(/^session=; Max-Age=0; /);
  });

  it("is read under the site's own name only", () => {
    const request = (cookie: string) =>
      new Request("https://www.example.be/", { headers: { Cookie: cookie } });
    expect(sessionIdOf(request("lng=nl; __Host-session=xyz"), "https://www.example.be")).toBe("xyz");
    expect(sessionIdOf(request("session=xyz"), "https://www.example.be")).toBeNull();
  });
});
