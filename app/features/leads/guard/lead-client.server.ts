// The first-party client value every form ticket is bound to: a random value in an HttpOnly cookie that
// lives two hours, so a ticket harvested by one client cannot be sent from another, and a ticket outlives
// its client by at most that (docs/decisions/0009-form-challenge.md).
import { randomBytes } from "node:crypto";
import { createContext } from "react-router";

export const LEAD_CLIENT_COOKIE = "lead_client";
export const LEAD_CLIENT_MAX_AGE_MS = 2 * 60 * 60 * 1000;

/** The request's client value, or a new one when it has none (or an old or malformed one). */
export type LeadClient = { value: string; isNew: boolean };

/** Set by the lead pages' middleware; null outside them. */
export const leadClientContext = createContext<LeadClient | null>(null);

function cookieValue(request: Request, name: string): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}

/** The client value the request carries when it is well-formed and younger than its lifetime. */
export function requestLeadClient(request: Request, now: number): string | null {
  const value = cookieValue(request, LEAD_CLIENT_COOKIE);
  const match = value ? /^([0-9a-z]{1,11})\.[\w-]{22}$/.exec(value) : null;
  if (!value || !match?.[1]) return null;
  const age = now - parseInt(match[1], 36);
  return age >= 0 && age < LEAD_CLIENT_MAX_AGE_MS ? value : null;
}

export function newLeadClient(now: number): string {
  return `${now.toString(36)}.${randomBytes(16).toString("base64url")}`;
}

export function leadClientFor(request: Request, now: number): LeadClient {
  const value = requestLeadClient(request, now);
  return value ? { value, isNew: false } : { value: newLeadClient(now), isNew: true };
}

/** The Set-Cookie header for a new client value: first-party, never read by scripts. */
export function leadClientCookie(value: string, secure: boolean, now: number): string {
  const issuedAt = parseInt(value.split(".")[0] ?? "0", 36);
  const maxAge = Math.max(0, Math.floor((issuedAt + LEAD_CLIENT_MAX_AGE_MS - now) / 1000));
  return `${LEAD_CLIENT_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
