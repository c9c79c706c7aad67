// Issue 17's whole journey through the built site on PostgreSQL, whose own outbox worker and alert
// scheduler do the work, with a real SMTP peer: a visitor registers a search alert (the demand register's
// form sent over HTTP as a browser without JavaScript sends it, confirmed from its e-mail); the agency's
// software sends a matching listing to /api/v1/ with a key made by `npm run api-key`; the cached list page
// shows it at once and its page answers; the alert e-mail arrives with the listing's card and the page's
// canonical link; a lower price brings one more; the stock sent again brings none; after the mail's
// one-click unsubscribe, a further price drop brings none either.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../../app/db/client.server.ts";
import { rawRows } from "../../app/db/raw-rows.server.ts";
import { outboxMessages } from "../../app/db/schema/leads.ts";
import { listingExample } from "../../app/features/import/testing/listing-example.ts";
import { eventually, type SmtpPeer } from "../../app/features/leads/testing/smtp-peer.ts";
import { validFields } from "../../app/features/leads/testing/valid-fields.ts";
import { insertAlert } from "../../app/features/search-alerts/testing/alert-fixtures.ts";
import { signedLinkIn, unconsumedListingChanges, unfoldMail } from "./support/alert-mail.ts";
import { BROWSER_WAIT_MS } from "./support/browser.ts";
import { apiKeyFromCommand } from "./support/api-key-command.ts";
import { AGED_FORM_TICKETS, type RunningSite } from "./support/built-site.ts";
import { formPostFromPage } from "./support/lead-posts.ts";
import { type MailingSite, startMailingSite } from "./support/mailing-site.ts";

const LIST_PATH = "/nl/te-koop/";
const REFERENCE = "DIJLE-2026-017";
/** The Dutch title of `listingExample`, and the page path the site gives it (spec §2). */
const TITLE = "Ruime gezinswoning met tuin";
const pagePath = (id: number) => `/nl/te-koop/mechelen/ruime-gezinswoning-met-tuin/${id}/`;
/** The Dutch alert e-mail's subject for one listing. */
const ALERT_SUBJECT = /^Subject: Een pand dat bij uw zoekopdracht past$/m;

let mailing: MailingSite;
let peer: SmtpPeer;
let site: RunningSite;
let connection: DatabaseConnection;
let databaseUrl = "";

beforeAll(async () => {
  mailing = await startMailingSite("journey_site", AGED_FORM_TICKETS);
  ({ peer, site, connection, databaseUrl } = mailing);
}, 300_000);

afterAll(() => mailing?.stop());

/** The id the next imported listing gets (the import numbers its listings from its own sequence). */
async function nextImportedId(): Promise<number> {
  const [row] = await rawRows(connection.db, sql`select last_value, is_called from imported_property_ids`);
  return Number(row?.last_value) + (row?.is_called ? 1 : 0);
}

async function get(path: string) {
  const response = await fetch(new URL(path, site.url), { redirect: "manual" });
  return {
    status: response.status,
    /** Only a page rendered for this request says where its time went; a page from the cache does not. */
    rendered: response.headers.has("server-timing"),
    html: await response.text(),
  };
}

/** The list page's card of the listing at `path` (its markup), or null when the page shows no such card. */
function cardIn(html: string, path: string): string | null {
  const link = html.indexOf(`href="${path}"`);
  if (link < 0) return null;
  return html.slice(html.lastIndexOf("<article", link), html.indexOf("</article>", link));
}

function alertMailsTo(email: string): string[] {
  return peer.received
    .filter((mail) => mail.to.includes(email))
    .map((mail) => unfoldMail(mail.raw))
    .filter((mail) => ALERT_SUBJECT.test(mail));
}

/** Alert e-mails written to the outbox for `email`: sent or still to send. */
async function alertMailsQueued(email: string): Promise<number> {
  const rows = await connection.db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.kind, "search_alert")));
  return rows.length;
}

/** Waits until the site's alert job has consumed every listing change recorded so far. */
async function changesConsumed(): Promise<void> {
  await eventually(async () => (await unconsumedListingChanges(connection.db)) === 0, BROWSER_WAIT_MS);
}

/**
 * The demand register sent as a browser without JavaScript sends it (over HTTP, from the form of its
 * page), then confirmed with the link of its e-mail.
 */
async function registerAlert(email: string): Promise<void> {
  const pageUrl = `${site.url}/nl/hou-me-op-de-hoogte/`;
  const post = await formPostFromPage(pageUrl, "demand-register", {
    ...validFields("demand-register", new Date()),
    email,
    goal: "buy",
    types: ["1"],
    zones: "2800",
    minPrice: "350000",
    maxPrice: "450000",
    frequency: "instant",
  });
  const sent = await fetch(pageUrl, { method: "POST", redirect: "manual", ...post });
  expect(sent.status).toBe(303);
  expect(sent.headers.get("location")).toBe("/nl/bedankt/demand-register/");

  await eventually(() => peer.received.some((mail) => mail.to.includes(email)), BROWSER_WAIT_MS);
  const mail = unfoldMail(peer.received.find((one) => one.to.includes(email))?.raw ?? "");
  const confirmed = await fetch(new URL(signedLinkIn(mail, "/nl/bevestigen/"), site.url), {
    method: "POST",
    redirect: "manual",
    headers: { origin: new URL(site.url).origin, "content-type": "application/x-www-form-urlencoded" },
    body: "",
  });
  expect(confirmed.status).toBe(200);
  expect(await confirmed.text()).toContain("Uw zoekopdracht is bevestigd.");
}

describe("import API to alert e-mail on the built site", () => {
  it("journey: a listing imported through the API is on the cached list at once and mailed to the matching alert; a lower price mails once more, the same stock again and a drop after unsubscribing mail nothing", async () => {
    const email = "koper.mechelen@example.be";
    // Someone else's alert elsewhere: listing changes keep being recorded (and the scheduler woken) after
    // ours unsubscribes, so the last step sees a run that could have mailed.
    await insertAlert(connection.db, { zips: ["9998"] }, "elders@example.be");
    await registerAlert(email);

    // The list page is in the page cache (the second answer comes from it); the listing has no page yet.
    const id = await nextImportedId();
    expect((await get(LIST_PATH)).status).toBe(200);
    const cachedList = await get(LIST_PATH);
    expect(cachedList.rendered).toBe(false);
    expect(cardIn(cachedList.html, pagePath(id))).toBeNull();
    expect((await get(pagePath(id))).status).toBe(404);

    // Made as the agency's staff make one: `npm run api-key -- create NAME` on the site's database.
    const key = await apiKeyFromCommand("Journey CRM", { databaseUrl });
    const sendListings = async (path: string, body: unknown) => {
      const response = await fetch(`${site.url}/api/v1${path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(response.status).toBeGreaterThanOrEqual(200);
      expect(response.status).toBeLessThan(300);
      return response.json();
    };
    // No video link: its still would be fetched from YouTube, outside the test.
    const listing = (fields: Record<string, unknown> = {}) =>
      listingExample(REFERENCE, { media: [], ...fields });

    const created = await sendListings("/listings", listing());
    expect(created).toMatchObject({ outcome: "created", propertyId: id });

    // At once, with no wait: the list shows it and its page answers.
    const list = await get(LIST_PATH);
    expect(list.rendered).toBe(true);
    const card = cardIn(list.html, pagePath(id));
    expect(card).toContain(TITLE);
    expect(card).toContain("425.000");
    const page = await get(pagePath(id));
    expect(page.status).toBe(200);
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(page.html)?.[1];
    expect(canonical).toBe(`${site.url}${pagePath(id)}`);

    await eventually(() => alertMailsTo(email).length === 1, BROWSER_WAIT_MS);
    const first = alertMailsTo(email)[0] ?? "";
    expect(first).toContain(`${TITLE} · 2800 Mechelen`);
    expect(first).toContain("Nieuw: € 425.000");
    expect(first).toContain(`href="${canonical}"`);

    const cheaper = await sendListings("/listings", listing({ price: 410_000 }));
    expect(cheaper).toMatchObject({ outcome: "updated", propertyId: id });
    expect(cardIn((await get(LIST_PATH)).html, pagePath(id))).toContain("410.000");
    await eventually(() => alertMailsTo(email).length === 2, BROWSER_WAIT_MS);
    expect(alertMailsTo(email)[1]).toContain("Prijsdaling (was € 425.000): € 410.000");

    // The CRM sends its stock again, with one new listing no alert asks for (a rental): ours is
    // unchanged. The new one's change is recorded after ours was handled, so once the scheduler has
    // consumed it, it has seen everything the repeat could have brought.
    const again = await sendListings("/listings/batch", {
      listings: [
        listing({ price: 410_000 }),
        listingExample(`${REFERENCE}-HUUR`, { media: [], goal: "rent", price: 1_250 }),
      ],
    });
    expect(again.results).toMatchObject([
      { reference: REFERENCE, outcome: "unchanged" },
      { outcome: "created" },
    ]);
    await changesConsumed();
    expect(await alertMailsQueued(email)).toBe(2);

    // A mail provider's one-click unsubscribe (RFC 8058): a POST to the header's link, without Origin.
    const header = /^List-Unsubscribe: <([^>]+)>$/m.exec(first)?.[1];
    expect(header).toMatch(new RegExp(`^${site.url}/nl/uitschrijven/\\?token=`));
    const unsubscribed = await fetch(header ?? "", {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(unsubscribed.status).toBe(200);

    const dropped = await sendListings("/listings", listing({ price: 395_000 }));
    expect(dropped).toMatchObject({ outcome: "updated" });
    await changesConsumed();
    expect(await alertMailsQueued(email)).toBe(2);
    expect(alertMailsTo(email)).toHaveLength(2);
  });
});
