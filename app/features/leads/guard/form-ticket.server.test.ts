import { randomBytes } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import {
  CAPTCHA_ALPHABET,
  captchaSolved,
  checkTicketAge,
  issueTicket,
  MAX_TICKET_AGE_MS,
  MIN_FILL_MS,
  openTicket,
  WORK_MAX_NUMBER,
  workHash,
} from "./form-ticket.server.ts";

const key = randomBytes(32);
const now = Date.UTC(2026, 2, 14, 10, 0, 0);
const client = "mbd2k1c0.abcdefghijklmnopqrstuv";

/** What a script finds by searching, as a browser does: the number whose hash is the target. */
function searchWork(work: { salt: string; hash: string; max: number }): number | null {
  for (let number = 0; number < work.max; number += 1) {
    if (workHash(work.salt, number) === work.hash) return number;
  }
  return null;
}

describe("form tickets", () => {
  it("carries the form, the render time, a per-render key, the client and a captcha the visitor cannot read", () => {
    const issued = issueTicket(key, "contact-me", client, now);
    const ticket = openTicket(key, issued.ticket);
    expect(ticket?.form).toBe("contact-me");
    expect(ticket?.issuedAt).toBe(now);
    expect(ticket?.client).toBe(client);
    expect(ticket?.characters).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{5}$`));
    expect(issued.ticket).not.toContain(ticket?.characters);
    expect(openTicket(key, issueTicket(key, "contact-me", client, now).ticket)?.nonce).not.toBe(
      ticket?.nonce,
    );
  });

  it("refuses a ticket that was altered, forged with another key or is not a ticket", () => {
    const { ticket } = issueTicket(key, "site-contact", client, now);
    const flipped = ticket.slice(0, 20) + (ticket[20] === "A" ? "B" : "A") + ticket.slice(21);
    expect(openTicket(key, flipped)).toBeNull();
    expect(openTicket(randomBytes(32), ticket)).toBeNull();
    expect(openTicket(key, "not a ticket")).toBeNull();
    expect(openTicket(key, undefined)).toBeNull();
    expect(openTicket(key, "x".repeat(1000))).toBeNull();
  });

  it("springs the time trap on a form sent too fast, and expires old forms", () => {
    const ticket = openTicket(key, issueTicket(key, "contact-me", client, now).ticket);
    if (!ticket) throw new Error("ticket");
    expect(checkTicketAge(ticket, now + MIN_FILL_MS - 1)).toBe("too-fast");
    expect(checkTicketAge(ticket, now + MIN_FILL_MS)).toBe("valid");
    expect(checkTicketAge(ticket, now + MAX_TICKET_AGE_MS + 1)).toBe("expired");
  });

  it("is dated back, or ahead, by the test setting FORM_TICKETS_BACKDATE_MS, and only then", () => {
    const open = () => {
      const ticket = openTicket(key, issueTicket(key, "contact-me", client, now).ticket);
      if (!ticket) throw new Error("ticket");
      return ticket;
    };
    try {
      vi.stubEnv("FORM_TICKETS_BACKDATE_MS", String(MIN_FILL_MS));
      expect(checkTicketAge(open(), now)).toBe("valid");
      vi.stubEnv("FORM_TICKETS_BACKDATE_MS", "-10000");
      const young = open();
      expect(checkTicketAge(young, now + MIN_FILL_MS + 9_999)).toBe("too-fast");
      expect(checkTicketAge(young, now + MIN_FILL_MS + 10_000)).toBe("valid");
    } finally {
      vi.unstubAllEnvs();
    }
    expect(checkTicketAge(open(), now)).toBe("too-fast");
  });

  it("accepts the image's characters in any case and spacing, or the proof of work's number", () => {
    const issued = issueTicket(key, "contact-me", client, now);
    const ticket = openTicket(key, issued.ticket);
    if (!ticket) throw new Error("ticket");
    const { characters, workNumber } = ticket;
    expect(captchaSolved(ticket, { captcha: characters })).toBe(true);
    expect(
      captchaSolved(ticket, { captcha: ` ${characters.slice(0, 2).toLowerCase()} ${characters.slice(2)} ` }),
    ).toBe(true);
    expect(captchaSolved(ticket, { work: String(workNumber) })).toBe(true);
    expect(captchaSolved(ticket, { work: String(workNumber + 1) })).toBe(false);
    expect(captchaSolved(ticket, { work: `0${workNumber}` })).toBe(false);
    expect(captchaSolved(ticket, { captcha: characters.slice(1) })).toBe(false);
    expect(captchaSolved(ticket, { captcha: "" })).toBe(false);
    expect(captchaSolved(ticket, { captcha: ["x"], work: ["1"] })).toBe(false);
    expect(captchaSolved(ticket, {})).toBe(false);
  });

  it("hardening 3: what the page and the ticket route hand out holds no answer; only a search over the work finds one", () => {
    const issued = issueTicket(key, "contact-me", client, now);
    const ticket = openTicket(key, issued.ticket);
    if (!ticket) throw new Error("ticket");
    // Everything a form renders or /captcha-ticket/ answers: the sealed ticket and the work's target.
    const handedOut = JSON.stringify(issued);
    expect(Object.keys(issued).sort()).toEqual(["ticket", "work"]);
    expect(Object.keys(issued.work).sort()).toEqual(["hash", "max", "salt"]);
    expect(handedOut).not.toContain(ticket.characters);
    expect(handedOut).not.toMatch(/"question"|"a":|"b":/);
    expect(issued.work.hash).not.toContain(String(ticket.workNumber));
    // The old arithmetic answers (any number up to 18) do not pass, unless one happens to be the work's number.
    for (let sum = 2; sum <= 18; sum += 1) {
      expect(captchaSolved(ticket, { captcha: String(sum) })).toBe(false);
      if (sum !== ticket.workNumber) expect(captchaSolved(ticket, { work: String(sum) })).toBe(false);
    }
    // The number is found only by hashing candidates, up to WORK_MAX_NUMBER of them.
    expect(issued.work.max).toBe(WORK_MAX_NUMBER);
    expect(searchWork(issued.work)).toBe(ticket.workNumber);
  });
});
