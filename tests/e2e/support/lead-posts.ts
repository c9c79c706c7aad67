// Lead form posts as a browser sends them over HTTP, with a ticket the site's key sealed (read from the
// database, as only the server and the tests can), old enough for the time trap, its proof of work solved.
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
