import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { forEachDatabase } from "../../../../tests/support/databases.ts";
import { testimonials } from "../../../db/schema/content.ts";
import {
  appointments,
  leadAttributions,
  leadConsents,
  leads,
  newsletterSubscriptions,
  outboxMessages,
  searchAlerts,
} from "../../../db/schema/leads.ts";
import { readConfirmationToken } from "../guard/confirmation-token.server.ts";
import { upcomingVisitSlots } from "../appointments/visit-slots.ts";
import { visitSlotValue } from "../schemas/visit-slot.ts";
import { insertTestProperty, leadInput, person, submissionOf } from "../testing/lead-fixtures.ts";
import { findPropertySubject } from "./lead-subject.server.ts";
import { storeLead } from "./store-lead.server.ts";

const contact = { ...person, remark: "Can you call me back?", privacy: "on", newsletter: "on" };

forEachDatabase((database) => {
  it("stores the lead, its consent, its attribution and its two e-mails together", async () => {
    const db = database();
    const input = leadInput(submissionOf("site-contact", contact));
    const outcome = await storeLead(db, input);
    expect(outcome.kind).toBe("stored");
    if (outcome.kind !== "stored") return;
    const [lead] = await db.select().from(leads).where(eq(leads.id, outcome.leadId));
    expect(lead).toMatchObject({ form: "site-contact", email: "anna.peeters@example.be", language: "en" });
    expect(lead?.payload).toMatchObject({ remark: "Can you call me back?" });
    const consents = await db.select().from(leadConsents).where(eq(leadConsents.leadId, outcome.leadId));
    expect(consents.map((consent) => consent.kind).sort()).toEqual(["newsletter", "privacy"]);
    const [attribution] = await db
      .select()
      .from(leadAttributions)
      .where(eq(leadAttributions.leadId, outcome.leadId));
    expect(attribution).toMatchObject({ utmSource: "newsletter", utmCampaign: "spring" });
    const messages = await db.select().from(outboxMessages).where(eq(outboxMessages.leadId, outcome.leadId));
    expect(
      messages.map((message) => [message.kind, message.recipient, message.status, message.language]).sort(),
    ).toEqual([
      ["agency_notification", "info@agency.example", "queued", "nl"],
      // The ticked newsletter box puts its confirmation link in the receipt (ADR 0010).
      ["confirmation_request", "anna.peeters@example.be", "queued", "en"],
    ]);
    const confirmation = messages.find((message) => message.kind === "confirmation_request");
    expect(confirmation?.subject).toBe("We received your message");
    expect(confirmation?.textBody).toContain("Can you call me back?");
    const notification = messages.find((message) => message.kind === "agency_notification");
    expect(notification?.subject).toBe("Nieuwe aanvraag via de website: Contactformulier – Anna Peeters");
    expect(notification?.replyTo).toBe("anna.peeters@example.be");
    expect(notification?.textBody).toContain("utm_source: newsletter");
    const [subscription] = await db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, "anna.peeters@example.be"));
    expect(subscription?.unsubscribedAt).toBeNull();
    expect(subscription?.confirmedAt).toBeNull();
    expect(confirmation?.textBody).toContain(
      "Confirm my subscription: https://www.agency.example/en/confirm/?token=",
    );
  });

  it("stores a double submit once and sends the visitor to the same thank-you page", async () => {
    const db = database();
    const input = leadInput(submissionOf("contact-me", { ...person, privacy: "on" }));
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => storeLead(db, input)));
    const stored = outcomes.filter((outcome) => outcome.kind === "stored");
    expect(stored).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.kind === "duplicate")).toHaveLength(7);
    const rows = await db.select().from(leads).where(eq(leads.submissionKey, input.submissionKey));
    expect(rows).toHaveLength(1);
    const messages = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.leadId, rows[0]?.id ?? ""));
    expect(messages).toHaveLength(2);
  });

  it("refuses a ticket reused for another request", async () => {
    const db = database();
    const first = leadInput(submissionOf("contact-me", { ...person, privacy: "on" }));
    await storeLead(db, first);
    const other = {
      ...first,
      submission: submissionOf("contact-me", { ...person, firstName: "Bob", privacy: "on" }),
    };
    expect(await storeLead(db, other)).toEqual({ kind: "key-reused" });
  });

  it("books a visit once per slot; the second visitor is told the slot is taken and nothing is stored", async () => {
    const db = database();
    const propertyId = await insertTestProperty(db, 0);
    const subject = await findPropertySubject(db, propertyId, "en");
    if (!subject) throw new Error("property");
    const slot = visitSlotValue(upcomingVisitSlots(new Date())[0] ?? { date: "", slot: "10-13" });
    const visit = submissionOf("contact-appointment", { ...person, slot, privacy: "on" });
    expect((await storeLead(db, leadInput(visit, subject))).kind).toBe("stored");
    const second = leadInput(visit, subject);
    expect(await storeLead(db, second)).toEqual({ kind: "slot-taken" });
    expect(await db.select().from(leads).where(eq(leads.submissionKey, second.submissionKey))).toHaveLength(
      0,
    );
    expect(await db.select().from(appointments).where(eq(appointments.propertyId, propertyId))).toHaveLength(
      1,
    );
  });

  it("answers a second document request for the same property without storing it", async () => {
    const db = database();
    const propertyId = await insertTestProperty(db, 1);
    const subject = await findPropertySubject(db, propertyId, "en");
    if (!subject) throw new Error("property");
    const request = submissionOf("document-request", { ...person, privacy: "on" });
    expect((await storeLead(db, leadInput(request, subject))).kind).toBe("stored");
    expect(await storeLead(db, leadInput(request, subject))).toEqual({ kind: "documents-already-requested" });
    const rows = await db.select().from(leads).where(eq(leads.propertyId, propertyId));
    expect(rows).toHaveLength(1);
  });

  it("hardening 10: registers a search alert with a hashed password, waiting for its confirmation link", async () => {
    const db = database();
    const alert = submissionOf("demand-register", {
      ...person,
      goal: "buy",
      types: ["1"],
      zones: "2800, Bonheiden",
      password: "Dijle-Mechelen-7",
      passwordConfirm: "Dijle-Mechelen-7",
      privacy: "on",
    });
    const input = leadInput(alert);
    const outcome = await storeLead(db, input);
    if (outcome.kind !== "stored") throw new Error(outcome.kind);
    const [row] = await db.select().from(searchAlerts).where(eq(searchAlerts.leadId, outcome.leadId));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row).toMatchObject({ zips: ["2800"], towns: ["Bonheiden"], typeIds: [1] });
    const [lead] = await db.select().from(leads).where(eq(leads.id, outcome.leadId));
    expect(JSON.stringify(lead?.payload)).not.toContain("Dijle-Mechelen-7");
    const [confirmation] = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.leadId, outcome.leadId))
      .orderBy(outboxMessages.id);
    expect(row?.confirmedAt).toBeNull();
    expect(confirmation?.kind).toBe("confirmation_request");
    expect(confirmation?.headers["List-Unsubscribe"]).toBeUndefined();
    const url = /https:\/\/www\.agency\.example\/en\/confirm\/\?token=\S+/.exec(confirmation?.textBody ?? "");
    const token = new URL(url?.[0] ?? "https://x/").searchParams.get("token");
    expect(readConfirmationToken(input.confirmKey, token)).toEqual({
      kind: "alert",
      id: row?.id,
      issuedAt: input.now,
    });
    expect(readConfirmationToken(randomBytes(32), token)).toBeNull();
  });

  it("keeps a testimonial hidden until the agency approves it", async () => {
    const db = database();
    const testimonial = submissionOf("testimonial", {
      name: "Familie Janssens",
      email: "janssens@example.be",
      comment: "Vlot verkocht, dank u!",
      privacy: "on",
    });
    expect((await storeLead(db, leadInput(testimonial))).kind).toBe("stored");
    const [row] = await db.select().from(testimonials).where(eq(testimonials.name, "Familie Janssens"));
    expect(row?.approved).toBe(false);
  });
});
