import { describe, expect, it } from "vitest";
import { validateLeadForm } from "../schemas/lead-form-schemas.ts";
import type { PropertySubject } from "../submit/lead-subject.server.ts";
import { composeLeadMessages } from "./lead-messages.server.ts";

function submission(form: Parameters<typeof validateLeadForm>[0], input: Record<string, unknown>) {
  const result = validateLeadForm(form, input, { rental: false });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.submission;
}

const property: PropertySubject = {
  kind: "property",
  id: 4120,
  goal: 0,
  available: true,
  reference: "2026/03/4120",
  title: "Halfopen woning",
  place: "Mechelen",
  address: null,
  price: 325_000,
  bedrooms: 3,
  path: "/fr/a-vendre/mechelen/halfopen-woning/4120/",
  dueAtSigning: null,
  documents: [{ id: 1, title: "Certificat PEB" }],
};

const base = {
  leadId: "0e7c2d7e-3a0c-4b8e-9d51-8a5a6a3c4f10",
  language: "fr" as const,
  agencyLanguage: "nl" as const,
  agency: { name: "Dijlestad Vastgoed", email: "info@agency.example" },
  subject: property,
  origin: "https://www.agency.example",
  lookups: () => ({ propertyTypeNames: new Map([[1, "Maison"]]) }),
  attribution: { utmSource: "facebook", fbclid: "IwAR0" },
};

describe("lead e-mails", () => {
  const person = {
    title: "mr",
    firstName: "Jean",
    lastName: "Dupont",
    email: "jean@example.be",
    phone: "0475 12 34 56",
    privacy: "on",
  };

  it("confirms to the visitor in their language and notifies the agency in the site's language", () => {
    const [visitor, agency] = composeLeadMessages({ ...base, submission: submission("contact-me", person) });
    expect(visitor?.subject).toBe("Votre question sur Halfopen woning à Mechelen");
    expect(visitor?.recipient).toBe("jean@example.be");
    expect(visitor?.textBody).toContain("Halfopen woning à Mechelen (réf. 2026/03/4120)");
    expect(visitor?.textBody).toContain(
      "Voir le bien: https://www.agency.example/fr/a-vendre/mechelen/halfopen-woning/4120/",
    );
    expect(agency?.subject).toBe("Nieuwe aanvraag via de website: Informatieaanvraag – Jean Dupont");
    expect(agency?.textBody).toContain("Herkomst · utm_source: facebook");
    expect(agency?.replyTo).toBe("jean@example.be");
  });

  it("escapes what the visitor typed in the HTML part and keeps it as typed in the text part", () => {
    const remark = '<img src=x onerror="alert(1)"> & co';
    const [visitor] = composeLeadMessages({
      ...base,
      submission: submission("contact-me", { ...person, remark }),
    });
    expect(visitor?.htmlBody).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; co");
    expect(visitor?.htmlBody).not.toContain("<img");
    expect(visitor?.textBody).toContain(remark);
  });

  it("states the 10 % advance of a purchase offer (spec §5)", () => {
    const offer = submission("purchase-offer", {
      amount: "310000",
      amountInWords: "trois cent dix mille euros",
      validFrom: "2026-03-01",
      validUntil: "2026-03-15",
      place: "Malines",
      signDate: "2026-03-01",
      aTitle: "mr",
      aFirstName: "Jean",
      aLastName: "Dupont",
      aEmail: "jean@example.be",
      aPhone: "0475 12 34 56",
      aStreet: "Bruul",
      aZip: "2800",
      aCity: "Malines",
      privacy: "on",
    });
    const [visitor] = composeLeadMessages({ ...base, submission: offer });
    expect(visitor?.textBody).toContain("Nous avons reçu votre offre de € 310.000");
    expect(visitor?.textBody).toContain("un acompte de 10 % (€ 31.000)");
  });

  it("writes to the friend, with the sender as reply-to and their message quoted", () => {
    const friend = submission("send-to-friend", {
      firstName: "Jean",
      lastName: "Dupont",
      email: "jean@example.be",
      friendFirstName: "Marie",
      friendEmail: "marie@example.be",
      remark: "Regarde !",
      privacy: "on",
    });
    const [toFriend] = composeLeadMessages({ ...base, submission: friend });
    expect(toFriend?.recipient).toBe("marie@example.be");
    expect(toFriend?.replyTo).toBe("jean@example.be");
    expect(toFriend?.kind).toBe("friend_recommendation");
    expect(toFriend?.textBody).toContain("Bonjour Marie,");
    expect(toFriend?.textBody).toContain("Message de Jean Dupont :\nRegarde !");
  });

  it("hardening 2: the friend's mail says who gave which details, and makes no link of what the visitor typed", () => {
    const friend = submission("send-to-friend", {
      firstName: "Jean",
      lastName: "Dupont www.name-link.example",
      email: "jean@example.be",
      friendFirstName: "Marie",
      friendEmail: "marie@example.be",
      remark:
        'Gagnez ici https://evil.example/login?x=1 ou www.evil.example, écrivez à a@evil.example <a href="https://evil.example">clic</a>',
      privacy: "on",
    });
    const [toFriend] = composeLeadMessages({ ...base, submission: friend });
    const text = toFriend?.textBody ?? "";
    const html = toFriend?.htmlBody ?? "";
    for (const body of [text, html]) {
      expect(body).toContain(
        "un visiteur qui a donné ces coordonnées : nom Jean Dupont www[.]name-link[.]example",
      );
      expect(body).toContain("adresse e-mail jean@example.be");
      expect(body).not.toMatch(/https?:\/\/evil|evil\.example|name-link\.example/);
      expect(body).toContain("https[:]//evil[.]example/login?x=1");
    }
    expect(toFriend?.subject).not.toContain("name-link.example");
    // The only anchor in the HTML is the agency's own link to the property.
    expect(html.match(/<a\b[^>]*>/g)).toEqual([
      '<a href="https://www.agency.example/fr/a-vendre/mechelen/halfopen-woning/4120/" style="color:#1d4f73;font-weight:bold">',
    ]);
    expect(html).toContain("&lt;a href=&quot;https[:]//evil[.]example&quot;&gt;clic&lt;/a&gt;");
  });

  it("lists the documents asked for", () => {
    const [visitor] = composeLeadMessages({ ...base, submission: submission("document-request", person) });
    expect(visitor?.kind).toBe("documents");
    expect(visitor?.textBody).toContain("- Certificat PEB");
  });
});
