// The ticket rendered into every lead form: an encrypted, authenticated token carrying the form's name,
// when it was rendered (time trap), a per-render key (idempotency) and the captcha's answers. Nothing is
// stored until the form is sent, and the visitor cannot read or change what it holds.
import { createCipheriv, createDecipheriv, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { LeadFormKind } from "../../../db/schema/leads.ts";

/** Letters and digits that cannot be mistaken for one another once distorted. */
export const CAPTCHA_ALPHABET = "ACDEFGHJKLMNPRTUVWXY345679";
export const CAPTCHA_LENGTH = 5;
/** A person needs a few seconds to fill in a form; a script does not (quality.md, Safety: forms). */
export const MIN_FILL_MS = 3_000;
export const MAX_TICKET_AGE_MS = 24 * 60 * 60 * 1000;

const PayloadSchema = z.object({
  f: z.string(),
  t: z.number().int(),
  n: z.string(),
  c: z.string(),
  a: z.number().int(),
  b: z.number().int(),
});

export type FormTicket = {
  form: string;
  issuedAt: number;
  /** The per-render key: a lead is stored at most once per ticket. */
  nonce: string;
  characters: string;
  /** The accessible alternative to the image: "how much is a plus b". */
  question: { a: number; b: number };
};

/** What a form renders: the sealed ticket and the question shown as the captcha's text alternative. */
export type IssuedTicket = { ticket: string; question: { a: number; b: number } };

export function issueTicket(key: Buffer, form: LeadFormKind, now: number, issuedAt = now): IssuedTicket {
  let characters = "";
  for (let i = 0; i < CAPTCHA_LENGTH; i += 1)
    characters += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  const question = { a: randomInt(1, 10), b: randomInt(1, 10) };
  const payload = {
    f: form,
    t: issuedAt,
    n: randomBytes(16).toString("base64url"),
    c: characters,
    ...question,
  };
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(payload), "utf8"), cipher.final()]);
  const ticket = Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString("base64url");
  return { ticket, question };
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
    const { f, t, n, c, a, b } = parsed.data;
    return { form: f, issuedAt: t, nonce: n, characters: c, question: { a, b } };
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

/** Whether the visitor typed the characters of the image, or the answer to the text question. */
export function captchaSolved(ticket: FormTicket, answer: unknown): boolean {
  if (typeof answer !== "string" || answer.length > 40) return false;
  const typed = answer.replace(/\s+/g, "").toUpperCase();
  if (/^\d{1,2}$/.test(typed)) return Number(typed) === ticket.question.a + ticket.question.b;
  const expected = Buffer.from(ticket.characters);
  const given = Buffer.from(typed);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
