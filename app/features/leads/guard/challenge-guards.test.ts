// The challenge's server-side guards: the first-party client value tickets are bound to, and the
// captcha images cached per ticket.
import { describe, expect, it } from "vitest";
import { CaptchaImageCache } from "./captcha-image-cache.server.ts";
import { captchaPng } from "./captcha-image.server.ts";
import type { FormTicket } from "./form-ticket.server.ts";
import {
  LEAD_CLIENT_COOKIE,
  LEAD_CLIENT_MAX_AGE_MS,
  leadClientCookie,
  leadClientFor,
  newLeadClient,
  requestLeadClient,
} from "./lead-client.server.ts";

const now = Date.UTC(2026, 10, 23, 8, 0, 0);

function withCookie(cookie?: string): Request {
  return new Request("https://www.immo.example/nl/contact/", cookie ? { headers: { Cookie: cookie } } : {});
}

describe("the client value tickets are bound to", () => {
  it("hardening 3: is read back from its cookie while young, and replaced when missing, forged or old", () => {
    const value = newLeadClient(now);
    expect(requestLeadClient(withCookie(`lng=nl; ${LEAD_CLIENT_COOKIE}=${value}`), now + 1000)).toBe(value);
    expect(leadClientFor(withCookie(`${LEAD_CLIENT_COOKIE}=${value}`), now + 1000)).toEqual({
      value,
      isNew: false,
    });
    expect(
      requestLeadClient(withCookie(`${LEAD_CLIENT_COOKIE}=${value}`), now + LEAD_CLIENT_MAX_AGE_MS),
    ).toBeNull();
    expect(requestLeadClient(withCookie(`${LEAD_CLIENT_COOKIE}=${value}`), now - 1000)).toBeNull();
    expect(requestLeadClient(withCookie(`${LEAD_CLIENT_COOKIE}=x<script>`), now)).toBeNull();
    expect(requestLeadClient(withCookie(), now)).toBeNull();
    const fresh = leadClientFor(withCookie(), now);
    expect(fresh.isNew).toBe(true);
    expect(fresh.value).not.toBe(value);
    expect(requestLeadClient(withCookie(`${LEAD_CLIENT_COOKIE}=${fresh.value}`), now)).toBe(fresh.value);
  });

  it("hardening 3: lives in a first-party HttpOnly cookie for two hours at most", () => {
    const value = newLeadClient(now);
    expect(leadClientCookie(value, true, now)).toBe(
      `${LEAD_CLIENT_COOKIE}=${value}; Path=/; Max-Age=7200; HttpOnly; SameSite=Lax; Secure`,
    );
    expect(leadClientCookie(value, false, now + 3_600_000)).toBe(
      `${LEAD_CLIENT_COOKIE}=${value}; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax`,
    );
  });
});

function ticket(nonce: string): FormTicket {
  return { form: "contact-me", issuedAt: now, nonce, characters: "ACDEF", workNumber: 7, client: "c" };
}

describe("captcha images", () => {
  it("hardening 3: a repeated request for a ticket's image costs no new render", async () => {
    const renders: string[] = [];
    const cache = new CaptchaImageCache(async (characters, seed) => {
      renders.push(seed);
      return captchaPng(characters, seed);
    }, 2);
    const [first, again] = await Promise.all([cache.image(ticket("n1")), cache.image(ticket("n1"))]);
    const later = await cache.image(ticket("n1"));
    expect(renders).toEqual(["n1"]);
    expect(again).toBe(first);
    expect(later).toBe(first);
    expect(first.subarray(1, 4).toString("latin1")).toBe("PNG");
  });

  it("keeps a bounded number of images, the least recently used leaving first", async () => {
    const renders: string[] = [];
    const cache = new CaptchaImageCache(async (characters, seed) => {
      renders.push(seed);
      return Buffer.from(`${characters}${seed}`);
    }, 2);
    await cache.image(ticket("n1"));
    await cache.image(ticket("n2"));
    await cache.image(ticket("n1"));
    await cache.image(ticket("n3"));
    expect(cache.size).toBe(2);
    await cache.image(ticket("n1"));
    await cache.image(ticket("n2"));
    expect(renders).toEqual(["n1", "n2", "n3", "n2"]);
  });
});
