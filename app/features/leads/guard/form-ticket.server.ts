// The ticket rendered into every lead form: an encrypted, authenticated token carrying the form's name,
// when it was rendered (time trap), a per-render key (idempotency), the visitor's first-party client value
// (lead-client.server.ts) and the two answers of its challenge: the image's characters, and the secret
// number of a proof of work the visitor's browser finds by search (docs/decisions/0009-form-challenge.md).
// Nothing is stored until the form is sent, and the visitor cannot read or change what it holds.
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from "node:crypto";
import { z } from "zod";
import type { LeadFormKind } from "../../../db/schema/leads.ts";
import type { FormTicketView } from "../lead-form-state.ts";

/** Letters and digits that cannot be mistaken for one another once distorted. */
export const CAPTCHA_ALPHABET = "ACDEFGHJKLMNPRTUVWXY345679";
export const CAPTCHA_LENGTH = 5;
/** A person needs a few seconds to fill in a form; a script does not (quality.md, Safety: forms). */
export const MIN_FILL_MS = 3_000;
export const MAX_TICKET_AGE_MS = 24 * 60 * 60 * 1000;
/**
 * The proof of work's secret number is drawn below this: a browser tries half of them on average (under
 * a second on a desktop while the visitor types), and a script pays about as much for every form.
 */
export const WORK_MAX_NUMBER = 500_000;

/**
 * A test setting, spread into server/env.ts's schema: `FORM_TICKETS_BACKDATE_MS` sets every new ticket's
 * time that far back. At MIN_FILL_MS browser tests send a form at once instead of waiting out the time trap
 * before each form; below zero a ticket is dated in the future, so the trap springs however slowly a loaded
 * machine fills in the form. The server refuses any value but 0 unless its public origin is a loopback
 * address.
 */
export const FORM_TICKET_SETTINGS = {
  FORM_TICKETS_BACKDATE_MS: z.coerce.number().int().min(-60_000).max(MIN_FILL_MS).default(0),
};

/** How far back a new ticket's time is set: 0 in production, the test setting's value under test. */
function ticketBackdate(): number {
  return Number(process.env.FORM_TICKETS_BACKDATE_MS ?? 0) || 0;
}

const PayloadSchema = z.object({
  f: z.string(),
  t: z.number().int(),
  n: z.string(),
  c: z.string(),
  p: z.number().int().nonnegative(),
  k: z.string(),
});

export type FormTicket = {
  form: string;
  issuedAt: number;
  /** The per-render key: a lead is stored at most once per ticket. It is also the work's salt. */
  nonce: string;
  characters: string;
  /** The number whose hash with the nonce the browser must find. */
  workNumber: number;
  /** The first-party client value the ticket was issued to: it is refused from any other client. */
  client: string;
};

/** SHA-256 of salt and number in hex, the proof of work's target (the browser computes the same). */
export function workHash(salt: string, number: number): string {
  return createHash("sha256").update(`${salt}${number}`).digest("hex");
}

export function issueTicket(
  key: Buffer,
  form: LeadFormKind,
  client: string,
  now: number,
  issuedAt = now - ticketBackdate(),
): FormTicketView {
  let characters = "";
  for (let i = 0; i < CAPTCHA_LENGTH; i += 1)
    characters += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  const nonce = randomBytes(16).toString("base64url");
  const workNumber = randomInt(WORK_MAX_NUMBER);
  const payload = { f: form, t: issuedAt, n: nonce, c: characters, p: workNumber, k: client };
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(payload), "utf8"), cipher.final()]);
  const ticket = Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString("base64url");
  return {
    ticket,
    work: { salt: nonce, hash: workHash(nonce, workNumber), max: WORK_MAX_NUMBER },
  };
}

/** The ticket's content, or null when it was not issued by this site or was altered. */
export function openTicket(key: Buffer, ticket: unknown): FormTicket | null {
  if (typeof ticket !== "string" || ticket.length > 400 || !/^[\w-]+$/.test(ticket)) return null;
  const bytes = Buffer.from(ticket, "base64url");
  if (bytes.length < 12 + 16 + 2) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    const plain = Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]);
    const parsed = PayloadSchema.safeParse(JSON.parse(plain.toString("utf8")));
    if (!parsed.success) return null;
    const { f, t, n, c, p, k } = parsed.data;
    return { form: f, issuedAt: t, nonce: n, characters: c, workNumber: p, client: k };
  } catch {
    return null;
  }
}

export type TicketCheck = "valid" | "too-fast" | "expired";

export function checkTicketAge(ticket: FormTicket, now: number): TicketCheck {
  const age = now - ticket.issuedAt;
  if (age < MIN_FILL_MS) return "too-fast";
  if (age > MAX_TICKET_AGE_MS) return "expired";
  return "valid";
}

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whether the visitor solved the challenge: the number the browser found by search (`work`), or the
 * characters of the image typed by a person (`captcha`, the path without JavaScript).
 */
export function captchaSolved(ticket: FormTicket, answers: { captcha?: unknown; work?: unknown }): boolean {
  const { captcha, work } = answers;
  if (typeof work === "string" && /^\d{1,9}$/.test(work) && sameText(work, String(ticket.workNumber)))
    return true;
  if (typeof captcha !== "string" || captcha.length > 40) return false;
  return sameText(captcha.replace(/\s+/g, "").toUpperCase(), ticket.characters);
}
