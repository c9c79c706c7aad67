import { describe, expect, it } from "vitest";
import { type AlertCard, composeAlertMail } from "./alert-mail.server.ts";

const card: AlertCard = {
  propertyId: 42,
  goal: 0,
  status: "available",
  city: "GENT",
  zip: "9000",
  price: 325_000,
  publishPrice: true,
  priceUnit: null,
  bedrooms: 3,
  surfaceHabitable: 140,
  typeName: "Huis",
  title: `Huis <script>alert("x")</script>`,
  imageKey: null,
  previous: null,
};

const input = {
  language: "nl" as const,
  origin: "https://agency.example",
  agencyName: "Agence & Co",
  cards: [card],
  unsubscribeUrl: "https://agency.example/unsubscribe/abc",
  manageUrl: "https://agency.example/nl/mijn-zoekopdrachten/xyz/",
};

describe("search alert e-mail (one layout with every e-mail of the site)", () => {
  it("carries each listing as a card in text and HTML, escaping what the listing says", () => {
    const mail = composeAlertMail(input);
    expect(mail.textBody).toContain(`Huis <script>alert("x")</script> · 9000 Gent`);
    expect(mail.textBody).toContain("https://agency.example/nl/te-koop/gent/");
    expect(mail.htmlBody).not.toContain("<script>");
    expect(mail.htmlBody).toContain("&lt;script&gt;");
    expect(mail.htmlBody).toContain("Agence &amp; Co");
  });

  it("offers the manage link and a one-click unsubscribe", () => {
    const mail = composeAlertMail(input);
    expect(mail.textBody).toContain(input.manageUrl);
    expect(mail.htmlBody).toContain(`href="${input.manageUrl}"`);
    expect(mail.headers["List-Unsubscribe"]).toBe(`<${input.unsubscribeUrl}>`);
    expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });
});
