// Search alerts through the built site on PostgreSQL, with the SMTP peer (issue 17, the alert half): a
// listing written to the database reaches the subscriber's mailbox with its card, a price drop sends one
// more, the same change again none, the unsubscribe link stops them; the manage page of the mail's signed
// link edits, pauses, resumes and deletes, and refuses bad input with a translated 4xx that writes nothing.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../../app/db/client.server.ts";
import { leads, outboxMessages, searchAlerts } from "../../app/db/schema/leads.ts";
import { eventually, type SmtpPeer } from "../../app/features/leads/testing/smtp-peer.ts";
import {
  insertAlert,
  insertListing,
  setListing,
} from "../../app/features/search-alerts/testing/alert-fixtures.ts";
import { alertJobRuns, signedLinkIn, unconsumedListingChanges, unfoldMail } from "./support/alert-mail.ts";
import { BROWSER_WAIT_MS } from "./support/browser.ts";
import type { RunningSite } from "./support/built-site.ts";
import { type MailingSite, startMailingSite } from "./support/mailing-site.ts";

let mailing: MailingSite;
let peer: SmtpPeer;
let site: RunningSite;
let connection: DatabaseConnection;

beforeAll(async () => {
  mailing = await startMailingSite("alerts_site");
  ({ peer, site, connection } = mailing);
}, 300_000);

afterAll(() => mailing?.stop());

const mailsTo = (email: string) =>
  peer.received.filter((mail) => mail.to.includes(email)).map((mail) => unfoldMail(mail.raw));

/**
 * Makes `change`, then waits until the site's alert job has run after it (woken by the trigger's NOTIFY)
 * and has consumed every change recorded, so the outbox holds whatever e-mail the change brings.
 */
async function changeAndWaitForRun(change: () => Promise<unknown>): Promise<void> {
  const { db } = connection;
  const before = await alertJobRuns(db);
  await change();
  await eventually(
    async () => (await alertJobRuns(db)) > before && (await unconsumedListingChanges(db)) === 0,
    30_000,
  );
}

async function alertMailCount(email: string): Promise<number> {
  const rows = await connection.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.kind, "search_alert")));
  return rows.length;
}

function post(path: string, fields: Record<string, string | string[]>, origin = new URL(site.url).origin) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  }
  return fetch(new URL(path, site.url), {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin,
      "sec-fetch-site": origin === new URL(site.url).origin ? "same-origin" : "cross-site",
    },
    body,
  });
}

describe("search alerts on the built site", () => {
  it("journey: new listing, price drop, the same change again, unsubscribe", async () => {
    const { db } = connection;
    const email = "journey@example.be";
    // Someone else's active alert elsewhere: listing changes keep being recorded after ours unsubscribes.
    await insertAlert(db, { zips: ["9998"] }, "other-town@example.be");
    await insertAlert(db, { language: "nl" }, email);
    const id = await insertListing(db);
    await eventually(() => mailsTo(email).length === 1, BROWSER_WAIT_MS);
    const first = mailsTo(email)[0] ?? "";
    expect(first).toMatch(/^Subject: Een pand dat bij uw zoekopdracht past$/m);
    expect(first).toContain(`Gezinswoning ${id} · 2800 Mechelen`);
    expect(first).toContain("Nieuw: € 325.000");
    expect(first).toContain(`/nl/te-koop/mechelen/gezinswoning-${id}/${id}/`);

    await setListing(db, id, { price: 300_000 });
    await eventually(() => mailsTo(email).length === 2, BROWSER_WAIT_MS);
    expect(mailsTo(email)[1]).toContain("Prijsdaling (was € 325.000): € 300.000");

    await changeAndWaitForRun(async () => {
      await setListing(db, id, { price: 310_000 });
      await setListing(db, id, { price: 300_000 });
    });
    expect(await alertMailCount(email)).toBe(2);

    const unsubscribe = await post(signedLinkIn(first, "/nl/uitschrijven/"), {});
    expect(unsubscribe.status).toBe(200);
    await changeAndWaitForRun(() => setListing(db, id, { price: 250_000 }));
    expect(await alertMailCount(email)).toBe(2);
  });

  it("the manage page of the mailed link edits, pauses, resumes and deletes", async () => {
    const { db } = connection;
    const email = "manager@example.be";
    // Someone else's active alert elsewhere: listing changes keep being recorded while ours is paused.
    await insertAlert(db, { zips: ["9999"] }, "elsewhere@example.be");
    const alertId = await insertAlert(db, { language: "en" }, email);
    await insertListing(db, { price: 330_000 });
    await eventually(() => mailsTo(email).length === 1, BROWSER_WAIT_MS);
    const manage = signedLinkIn(mailsTo(email)[0] ?? "", "/en/my-search-alerts/");

    const page = await fetch(new URL(manage, site.url));
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toContain("no-store");
    const html = await page.text();
    expect(html).toContain("The search alerts of manager@example.be.");
    expect(html).toContain("Active");

    const saved = await post(manage, {
      intent: "save",
      alert: alertId,
      goal: "buy",
      types: ["1", "2"],
      zones: "2800, Mechelen, Liège",
      maxPrice: "400000",
      frequency: "weekly",
    });
    expect(saved.status).toBe(303);
    const [edited] = await db.select().from(searchAlerts).where(eq(searchAlerts.id, alertId));
    expect(edited).toMatchObject({
      typeIds: [1, 2],
      zips: ["2800"],
      towns: ["Mechelen", "Liège"],
      townKeys: ["mechelen", "liege"],
      maxPrice: 400_000,
      frequency: "weekly",
    });

    expect((await post(manage, { intent: "pause", alert: alertId })).status).toBe(303);
    const [paused] = await db.select().from(searchAlerts).where(eq(searchAlerts.id, alertId));
    expect(paused?.pausedAt).not.toBeNull();
    await changeAndWaitForRun(() => insertListing(db, { price: 320_000 }));
    expect(await alertMailCount(email)).toBe(1);

    expect((await post(manage, { intent: "resume", alert: alertId })).status).toBe(303);
    const [resumed] = await db.select().from(searchAlerts).where(eq(searchAlerts.id, alertId));
    expect(resumed?.pausedAt).toBeNull();

    // A second alert of the address: deleting the linked one leads on to a link naming the other.
    const second = await insertAlert(db, { zips: ["3000"] }, email);
    const deleted = await post(manage, { intent: "delete", alert: alertId });
    expect(deleted.status).toBe(303);
    const next = deleted.headers.get("location") ?? "";
    expect(next).toContain("done=ALERT_DONE_DELETED");
    expect(await db.select().from(searchAlerts).where(eq(searchAlerts.id, alertId))).toHaveLength(0);
    const nextPage = await (await fetch(new URL(next, site.url))).text();
    expect(nextPage).toContain("Your search alert was deleted.");
    expect(nextPage).toContain(`value="${second}"`);

    const nextPath = new URL(next, site.url);
    const all = await post(`${nextPath.pathname}?token=${nextPath.searchParams.get("token") ?? ""}`, {
      intent: "delete-all",
    });
    expect(all.status).toBe(303);
    expect(await db.select().from(searchAlerts).where(eq(searchAlerts.email, email))).toHaveLength(0);
    expect(await db.select().from(leads).where(eq(leads.email, email))).toHaveLength(0);
    expect(await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email))).toHaveLength(0);
  });

  describe("bad input on the manage page: a translated 4xx and nothing written", () => {
    const texts = {
      nl: {
        path: "/nl/mijn-zoekopdrachten/",
        fields: "Controleer de velden in het rood",
        bad: "Deze vraag kon niet worden verwerkt.",
        invalid: "Deze link is niet (meer) geldig.",
      },
      fr: {
        path: "/fr/mes-recherches/",
        fields: "Vérifiez les champs en rouge",
        bad: "Cette demande n&#x27;a pas pu être traitée.",
        invalid: "Ce lien n&#x27;est pas (ou plus) valable.",
      },
      en: {
        path: "/en/my-search-alerts/",
        fields: "Check the fields in red",
        bad: "This request could not be handled.",
        invalid: "This link is not (or no longer) valid.",
      },
    } as const;

    for (const [language, text] of Object.entries(texts)) {
      it(`in ${language}`, async () => {
        const { db } = connection;
        const email = `refused-${language}@example.be`;
        const alertId = await insertAlert(db, { language }, email);
        const other = await insertAlert(db, {}, `someone-else-${language}@example.be`);
        await insertListing(db, { price: 335_000 });
        await eventually(() => mailsTo(email).length === 1, BROWSER_WAIT_MS);
        const token = signedLinkIn(mailsTo(email)[0] ?? "", text.path).split("?token=")[1] ?? "";
        const manage = `${text.path}?token=${token}`;
        const before = await db.select().from(searchAlerts).orderBy(searchAlerts.id);

        const badFields = await post(manage, {
          intent: "save",
          alert: alertId,
          goal: "buy",
          zones: "<script>",
          minPrice: "500000",
          maxPrice: "100",
          frequency: "hourly",
        });
        expect(badFields.status).toBe(400);
        const body = await badFields.text();
        expect(body).toContain(text.fields);

        const refusals: Record<string, string>[] = [
          { intent: "explode", alert: alertId },
          { intent: "pause", alert: other },
          { intent: "delete", alert: "not-a-uuid" },
          { intent: "pause" },
        ];
        for (const fields of refusals) {
          const refused = await post(manage, fields);
          expect(refused.status).toBe(400);
          expect(await refused.text()).toContain(text.bad);
        }

        const forged = await post(`${text.path}?token=alerts.${alertId}.AAAAAAAAAAAAAAAAAAAAAAAA`, {
          intent: "delete-all",
        });
        expect(forged.status).toBe(400);
        expect(await forged.text()).toContain(text.invalid);
        const forgedPage = await fetch(new URL(`${text.path}?token=nonsense`, site.url));
        expect(forgedPage.status).toBe(400);

        const crossSite = await post(manage, { intent: "delete-all" }, "https://elsewhere.example");
        expect(crossSite.status).toBeGreaterThanOrEqual(400);
        expect(crossSite.status).toBeLessThan(500);

        expect(await db.select().from(searchAlerts).orderBy(searchAlerts.id)).toEqual(before);
      });
    }
  });
});
