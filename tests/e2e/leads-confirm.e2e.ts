// The confirmation page of ADR 0010 under bad input: whatever a link carries (random text, random bytes,
// a token of the right shape with a forged signature, a POST from elsewhere), the answer is a translated
// 4xx that is never cached, never a 5xx.
import { randomBytes, randomUUID } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { siteUrl } from "./support/site-url.ts";

const PAGES = {
  nl: {
    path: "/nl/bevestigen/",
    invalid: "Deze bevestigingslink is niet geldig.",
    refused: "Ongeldige aanvraag: het adres bevat tekens die niet toegelaten zijn.",
  },
  fr: {
    path: "/fr/confirmer/",
    invalid: "Ce lien de confirmation n'est pas valable.",
    refused: "Requête invalide : l'adresse contient des caractères non autorisés.",
  },
  en: {
    path: "/en/confirm/",
    invalid: "This confirmation link is not valid.",
    refused: "Bad request: the address contains characters that are not allowed.",
  },
} as const;
type Language = keyof typeof PAGES;

async function ask(language: Language, query: string, method: "GET" | "POST", sameOrigin = true) {
  const url = siteUrl(`${PAGES[language].path}?${query}`);
  const origin = new URL(url).origin;
  const response = await fetch(url, {
    method,
    redirect: "manual",
    headers: {
      "accept-language": language,
      ...(method === "POST"
        ? {
            "content-type": "application/x-www-form-urlencoded",
            origin: sameOrigin ? origin : "https://elsewhere.example",
            "sec-fetch-site": sameOrigin ? "same-origin" : "cross-site",
          }
        : {}),
    },
    ...(method === "POST" ? { body: "" } : {}),
  });
  return {
    status: response.status,
    cache: response.headers.get("cache-control"),
    body: await response.text(),
  };
}

/** A token shaped like the real ones (kind, id, issue time) whose signature is not the site's. */
const forgedToken = fc
  .record({
    kind: fc.constantFrom("visit", "agency-visit", "newsletter", "alert", "unsubscribe"),
    issued: fc.integer({ min: 0, max: 2 ** 45 }),
    mac: fc.uint8Array({ minLength: 0, maxLength: 30 }),
  })
  .map(
    ({ kind, issued, mac }) =>
      `${kind}.${randomUUID()}.${issued.toString(36)}.${Buffer.from(mac).toString("base64url")}`,
  );

const anyToken = fc.oneof(
  forgedToken,
  fc.string({ maxLength: 300 }),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes).toString("latin1")),
);

/** Any query at all: a token in any encoding, raw percent-escapes of random bytes, or none. */
const anyQuery = fc.oneof(
  anyToken.map((token) => `token=${encodeURIComponent(token)}`),
  fc
    .uint8Array({ maxLength: 200 })
    .map((bytes) => `token=${[...bytes].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("")}`),
  fc.constant(""),
  fc.constant("token="),
);

describe("hardening 7 and 10: the confirmation page refuses bad links with a translated 4xx", () => {
  it("hardening 7: random and forged links, read (GET) or followed (POST), in nl, fr and en", async () => {
    await fc.assert(
      fc.asyncProperty(
        anyQuery,
        fc.constantFrom<Language>("nl", "fr", "en"),
        fc.constantFrom<"GET" | "POST">("GET", "POST"),
        async (query, language, method) => {
          const answer = await ask(language, query, method);
          expect(answer.status).toBeGreaterThanOrEqual(400);
          expect(answer.status).toBeLessThan(500);
          // A link whose bytes decode to control characters is refused by the server before any page
          // (ADR 0012), in the visitor's language too; every other bad link reaches the confirmation page.
          const refusedFirst = answer.body.startsWith(PAGES[language].refused);
          if (answer.status === 400 && !refusedFirst) expect(answer.body).toContain(PAGES[language].invalid);
          expect(answer.cache).toBe(refusedFirst ? "no-store" : "private, no-store");
        },
      ),
      { numRuns: 150 },
    );
  });

  it("hardening 10: a tampered subscription link is refused; a POST from another site confirms nothing", async () => {
    const token = `newsletter.${randomUUID()}.${Date.now().toString(36)}.${randomBytes(18).toString("base64url")}`;
    const read = await ask("fr", `token=${token}`, "GET");
    expect(read.status).toBe(400);
    expect(read.body).toContain(PAGES.fr.invalid);
    const crossSite = await ask("nl", `token=${token}`, "POST", false);
    // The request gate refuses a POST from another site's page before any action runs, in the visitor's language.
    expect(crossSite.status).toBe(403);
    expect(crossSite.body).toContain("vanaf een andere website verstuurd");
  });
});
