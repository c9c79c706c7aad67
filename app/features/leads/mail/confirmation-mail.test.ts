import { describe, expect, it } from "vitest";
import { upcomingVisitSlots } from "../appointments/visit-slots.ts";
import { validateLeadForm } from "../schemas/lead-form-schemas.ts";
import { visitSlotValue } from "../schemas/visit-slot.ts";
import type { PropertySubject } from "../submit/lead-subject.server.ts";
import { composeLeadMessages } from "./lead-messages.server.ts";

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
  documents: [],
};

const slot = upcomingVisitSlots(new Date())[0];
const visit = validateLeadForm(
  "contact-appointment",
  {
    title: "mr",
    firstName: "Jean",
    lastName: "Dupont",
    email: "jean@example.be",
    phone: "0475 12 34 56",
    slot: slot ? visitSlotValue(slot) : "",
    privacy: "on",
  },
  { rental: false },
);

describe("hardening 7: the visit e-mails ask for a confirmation", () => {
  it("hardening 7: the visitor's mail is a confirmation request with its link; the agency's has its own", () => {
    if (!visit.ok) throw new Error("visit");
    const visitorLink = "https://www.agency.example/fr/confirmer/?token=visit.a.b.c&x=<y>";
    const agencyLink = "https://www.agency.example/nl/bevestigen/?token=agency-visit.a.b.c";
    const [visitor, agency] = composeLeadMessages({
      leadId: "0e7c2d7e-3a0c-4b8e-9d51-8a5a6a3c4f10",
      submission: visit.submission,
      language: "fr",
      agencyLanguage: "nl",
      agency: { name: "Dijlestad Vastgoed", email: "info@agency.example" },
      subject: property,
      origin: "https://www.agency.example",
      lookups: () => ({ propertyTypeNames: new Map() }),
      attribution: {},
      confirmations: [{ kind: "visit", url: visitorLink }],
      agencyConfirmUrl: agencyLink,
    });
    expect(visitor?.kind).toBe("confirmation_request");
    expect(visitor?.subject).toMatch(/^Confirmez votre visite du /);
    expect(visitor?.textBody).toContain(
      `Nous vous réservons ce moment pendant 30 minutes. Confirmez votre visite dans ce délai :\nConfirmer la visite: ${visitorLink}`,
    );
    expect(visitor?.textBody).not.toContain("est confirmée");
    expect(visitor?.htmlBody).toContain(
      'href="https://www.agency.example/fr/confirmer/?token=visit.a.b.c&amp;x=&lt;y&gt;"',
    );
    expect(visitor?.headers?.["List-Unsubscribe"]).toBeUndefined();
    expect(agency?.kind).toBe("agency_notification");
    expect(agency?.textBody).toContain("De bezoeker heeft dit bezoek nog niet bevestigd");
    expect(agency?.textBody).toContain(`Bevestig het bezoek: ${agencyLink}`);
    expect(agency?.textBody).not.toContain(visitorLink);
  });
});
