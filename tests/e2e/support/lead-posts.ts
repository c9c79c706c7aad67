// Lead form posts as a browser sends them over HTTP: with a ticket the site's key sealed (read from the
// database, as only the server and the tests can), old enough for the time trap, its proof of work solved;
// or with the ticket and client cookie of the form's page, as a browser without JavaScript sends it.
import { createHash } from "node:crypto";
import type { Database } from "../../../app/db/client.server.ts";
import { issueTicket, openTicket } from "../../../app/features/leads/guard/form-ticket.server.ts";
import { LEAD_CLIENT_COOKIE, newLeadClient } from "../../../app/features/leads/guard/lead-client.server.ts";
import { siteKey } from "../../../app/features/leads/guard/site-secret.server.ts";
import { validFields } from "../../../app/features/leads/testing/valid-fields.ts";

export const CONTACT_PATH = "/fr/contact/";

export type LeadPost = { headers: Record<string, string>; body: string; nonce: string };

/** A site-contact post from `email`, seen as coming from `visitor` (through a trusted proxy). */
export async function contactPost(
  db: Database,
  origin: string,
  email: string,
  visitor: string,
  remark = "Bonjour",
): Promise<LeadPost> {
  const now = Date.now();
  const client = newLeadClient(now);
  const key = await siteKey(db, "form-ticket");
  const { ticket } = issueTicket(key, "site-contact", client, now, now - 10_000);
  const opened = openTicket(key, ticket);
  if (!opened) throw new Error("The ticket just sealed did not open");
  const body = new URLSearchParams();
  const fields = { ...validFields("site-contact", new Date()), email, remark };
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  body.append("_form", "site-contact");
  body.append("_ticket", ticket);
  body.append("work", String(opened.workNumber));
  body.append("homepage", "");
  return {
    headers: {
      Origin: origin,
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: `${LEAD_CLIENT_COOKIE}=${client}`,
      "X-Forwarded-For": visitor,
    },
    body: body.toString(),
    nonce: opened.nonce,
  };
}

/** The same ticket and client with other content: a second use of the ticket. */
export function withRemark(post: LeadPost, remark: string): LeadPost {
  const body = new URLSearchParams(post.body);
  body.set("remark", remark);
  return { ...post, body: body.toString() };
}

/**
 * The number whose hash with `salt` is `hash`, below `max`: the proof of work a form's page asks for
 * (docs/decisions/0009-form-challenge.md), searched as the page's script searches it.
 */
export function solveWork(salt: string, hash: string, max: number): number {
  for (let number = 0; number < max; number += 1) {
    if (createHash("sha256").update(`${salt}${number}`).digest("hex") === hash) return number;
  }
  throw new Error("No answer to the form's work");
}

/** The value of `name` in the attributes of a tag as the server renders it. */
function attribute(tag: string, name: string): string | null {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
}

/**
 * The lead form `form` of the page at `pageUrl` as a browser without JavaScript sends it: the page
 * fetched, its client cookie kept, the form's hidden fields (kind, ticket, attribution) taken from its
 * markup, `fields` filled in, and the proof of work answered in place of the image's characters, which
 * a test cannot read. The site must issue its tickets past the time trap (AGED_FORM_TICKETS).
 */
export async function formPostFromPage(
  pageUrl: string,
  form: string,
  fields: Record<string, string | string[]>,
): Promise<{ headers: Record<string, string>; body: string }> {
  const page = await fetch(pageUrl);
  if (page.status !== 200) throw new Error(`${pageUrl} answered ${page.status}`);
  const client = page.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";", 1)[0] ?? "")
    .find((cookie) => cookie.startsWith(`${LEAD_CLIENT_COOKIE}=`));
  const html = await page.text();
  const start = html.indexOf(`id="lead-${form}"`);
  const markup = start < 0 ? "" : html.slice(start, html.indexOf("</form>", start));
  const body = new URLSearchParams();
  let work: { salt: string; hash: string; max: number } | null = null;
  for (const [tag] of markup.matchAll(/<input type="hidden"[^>]*>/g)) {
    const name = attribute(tag, "name");
    const value = attribute(tag, "value");
    const salt = attribute(tag, "data-salt");
    const hash = attribute(tag, "data-hash");
    if (name === "work" && salt !== null && hash !== null) {
      work = { salt, hash, max: Number(attribute(tag, "data-max")) };
    } else if (name !== null && value !== null) body.append(name, value);
  }
  if (!client || !body.has("_ticket") || !work) throw new Error(`No ${form} form to send on ${pageUrl}`);
  body.append("work", String(solveWork(work.salt, work.hash, work.max)));
  body.append("homepage", "");
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  return {
    headers: {
      Origin: new URL(pageUrl).origin,
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: client,
    },
    body: body.toString(),
  };
}
