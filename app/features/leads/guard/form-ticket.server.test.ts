import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  CAPTCHA_ALPHABET,
  captchaSolved,
  checkTicketAge,
  issueTicket,
  MAX_TICKET_AGE_MS,
  MIN_FILL_MS,
  openTicket,
} from "./form-ticket.server.ts";

const key = randomBytes(32);
const now = Date.UTC(2026, 2, 14, 10, 0, 0);

describe("form tickets", () => {
  it("carries the form, the render time, a per-render key and a captcha the visitor cannot read", () => {
    const issued = issueTicket(key, "contact-me", now);
    const ticket = openTicket(key, issued.ticket);
    expect(ticket?.form).toBe("contact-me");
    expect(ticket?.issuedAt).toBe(now);
    expect(ticket?.characters).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{5}$`));
    expect(issued.ticket).not.toContain(ticket?.characters);
    expect(openTicket(key, issueTicket(key, "contact-me", now).ticket)?.nonce).not.toBe(ticket?.nonce);
  });

  it("refuses a ticket that was altered, forged with another key or is not a ticket", () => {
    const { ticket } = issueTicket(key, "site-contact", now);
    const flipped = ticket.slice(0, 20) + (ticket[20] === "A" ? "B" : "A") + ticket.slice(21);
    expect(openTicket(key, flipped)).toBeNull();
    expect(openTicket(randomBytes(32), ticket)).toBeNull();
    expect(openTicket(key, "not a ticket")).toBeNull();
    expect(openTicket(key, undefined)).toBeNull();
    expect(openTicket(key, "x".repeat(1000))).toBeNull();
  });

  it("springs the time trap on a form sent too fast, and expires old forms", () => {
    const ticket = openTicket(key, issueTicket(key, "contact-me", now).ticket);
    if (!ticket) throw new Error("ticket");
    expect(checkTicketAge(ticket, now + MIN_FILL_MS - 1)).toBe("too-fast");
    expect(checkTicketAge(ticket, now + MIN_FILL_MS)).toBe("valid");
    expect(checkTicketAge(ticket, now + MAX_TICKET_AGE_MS + 1)).toBe("expired");
  });

  it("accepts the image's characters in any case and spacing, or the answer to the text question", () => {
    const ticket = openTicket(key, issueTicket(key, "contact-me", now).ticket);
    if (!ticket) throw new Error("ticket");
    const { characters, question } = ticket;
    expect(captchaSolved(ticket, characters)).toBe(true);
    expect(captchaSolved(ticket, ` ${characters.slice(0, 2).toLowerCase()} ${characters.slice(2)} `)).toBe(
      true,
    );
    expect(captchaSolved(ticket, String(question.a + question.b))).toBe(true);
    expect(captchaSolved(ticket, String(question.a + question.b + 1))).toBe(false);
    expect(captchaSolved(ticket, characters.slice(1))).toBe(false);
    expect(captchaSolved(ticket, "")).toBe(false);
    expect(captchaSolved(ticket, ["x"])).toBe(false);
  });
});
