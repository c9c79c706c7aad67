// A visitor's contact request sent to the bench's site over HTTP, as a browser without JavaScript would
// after solving the form's work (docs/decisions/0009-form-challenge.md) and waiting out the time trap: so
// that staff screens are measured with a lead in them.
import { createHash } from "node:crypto";
import { validFields } from "../../app/features/leads/testing/valid-fields.ts";

const CONTACT_PATH = "/nl/contact/";
/** A little over the forms' time trap (3 s). */
const FILL_MS = 3_200;

function attribute(text: string, pattern: RegExp): string {
  const value = pattern.exec(text)?.[1];
  if (value === undefined) throw new Error(`The contact page has no ${pattern}`);
  return value;
}

function solveWork(salt: string, hash: string, max: number): string {
  for (let number = 0; number < max; number += 1) {
    if (createHash("sha256").update(`${salt}${number}`).digest("hex") === hash) return String(number);
  }
  throw new Error("The contact form's work has no answer");
}

/** Sends one contact request as `email`; resolves once the site answered with its thank-you redirect. */
export async function sendContactRequest(siteUrl: string, email: string): Promise<void> {
  const page = await fetch(new URL(CONTACT_PATH, siteUrl), { signal: AbortSignal.timeout(30_000) });
  const html = await page.text();
  const cookie = attribute(page.headers.get("set-cookie") ?? "", /(lead_client=[^;]+)/);
  const fields: Record<string, string> = { _form: "site-contact", homepage: "" };
  for (const [name, value] of Object.entries(validFields("site-contact", new Date()))) {
    fields[name] = Array.isArray(value) ? (value[0] ?? "") : value;
  }
  fields.email = email;
  fields._ticket = attribute(html, /name="_ticket" value="([^"]+)"/);
  fields.work = solveWork(
    attribute(html, /data-salt="([^"]+)"/),
    attribute(html, /data-hash="([^"]+)"/),
    Number(attribute(html, /data-max="(\d+)"/)),
  );
  await new Promise((resolve) => setTimeout(resolve, FILL_MS));
  const answer = await fetch(new URL(CONTACT_PATH, siteUrl), {
    method: "POST",
    redirect: "manual",
    headers: {
      Origin: new URL(siteUrl).origin,
      Cookie: cookie,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(fields),
    signal: AbortSignal.timeout(30_000),
  });
  if (answer.status !== 303) throw new Error(`The contact request was refused (${answer.status})`);
}
