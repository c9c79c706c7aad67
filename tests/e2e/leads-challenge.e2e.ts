// The lead forms' challenge as a script meets it over HTTP (docs/decisions/0009-form-challenge.md): what
// the page's HTML and the ticket route hand out holds no answer, a ticket works only for the client it was
// issued to, an address gets a bounded number of tickets, and rejected posts do not use up a visitor's
// quota; and the time trap as a visitor meets it. The site runs on its own for this file, so its counters
// start at zero; its tickets are issued already past the time trap (AGED_FORM_TICKETS), so that a script's
// posts meet the checks after it at once. The time trap has a site of its own whose tickets are dated a few
// seconds ahead (YOUNG_FORM_TICKETS), so that a form sent at once meets the trap even on a loaded machine.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIN_FILL_MS } from "../../app/features/leads/guard/form-ticket.server.ts";
import { validFields } from "../../app/features/leads/testing/valid-fields.ts";
import { answerCaptcha, fillAndSendAtOnce, send } from "./leads-journey.ts";
import { openPage } from "./support/browser.ts";
import {
  AGED_FORM_TICKETS,
  type RunningSite,
  startBuiltSite,
  YOUNG_FORM_TICKETS,
} from "./support/built-site.ts";

let site: RunningSite;
let youngTickets: RunningSite;

beforeAll(async () => {
  // Started side by side; when one fails, the other still stops with the file (afterAll).
  const [aged, young] = await Promise.allSettled([
    startBuiltSite({ env: AGED_FORM_TICKETS, output: "ignore" }),
    startBuiltSite({ env: YOUNG_FORM_TICKETS, output: "ignore" }),
  ]);
  if (aged.status === "fulfilled") site = aged.value;
  if (young.status === "fulfilled") youngTickets = young.value;
  for (const started of [aged, young]) if (started.status === "rejected") throw started.reason;
}, 180_000);

afterAll(async () => {
  await Promise.all([site?.stop(), youngTickets?.stop()]);
});

type FormPage = {
  html: string;
  cookie: string;
  ticket: string;
  work: { salt: string; hash: string; max: number };
};

function attribute(html: string, pattern: RegExp): string {
  const value = pattern.exec(html)?.[1];
  if (value === undefined) throw new Error(`Not in the page: ${pattern}`);
  return value;
}

/** The contact page as a script fetches it: its HTML, the cookie it sets, the form's ticket and work. */
async function contactPage(): Promise<FormPage> {
  const response = await fetch(`${site.url}/nl/contact/`);
  const html = await response.text();
  const cookie = attribute(response.headers.get("set-cookie") ?? "", /(lead_client=[^;]+)/);
  return {
    html,
    cookie,
    ticket: attribute(html, /name="_ticket" value="([^"]+)"/),
    work: {
      salt: attribute(html, /data-salt="([^"]+)"/),
      hash: attribute(html, /data-hash="([^"]+)"/),
      max: Number(attribute(html, /data-max="(\d+)"/)),
    },
  };
}

/** The search a browser does; a script pays the same hashes for every ticket. */
function searchWork(work: FormPage["work"]): string {
  for (let number = 0; number < work.max; number += 1) {
    if (createHash("sha256").update(`${work.salt}${number}`).digest("hex") === work.hash)
      return String(number);
  }
  throw new Error("no answer");
}

function post(cookie: string | null, fields: Record<string, string>): Promise<Response> {
  const headers: Record<string, string> = {
    Origin: site.url,
    "Content-Type": "application/x-www-form-urlencoded",
  };
  if (cookie) headers.Cookie = cookie;
  return fetch(`${site.url}/nl/contact/`, {
    method: "POST",
    headers,
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

function contactFields(ticket: string, email: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(validFields("site-contact", new Date()))) {
    values[name] = Array.isArray(value) ? (value[0] ?? "") : value;
  }
  return { ...values, email, _form: "site-contact", _ticket: ticket, homepage: "" };
}

describe("the lead forms' challenge against a script", () => {
  it("hardening 3: the page's HTML and the ticket route hold no answer a script can read off", async () => {
    const page = await contactPage();
    expect(page.html).not.toMatch(/hoeveel is \d+ plus \d+/i);
    expect(page.html).not.toContain('"question"');
    const answer = await fetch(`${site.url}/captcha-ticket/site-contact`, {
      headers: { Cookie: page.cookie },
    });
    expect(answer.status).toBe(200);
    const body: unknown = await answer.json();
    expect(body).toEqual({
      ticket: expect.any(String),
      work: { salt: expect.any(String), hash: expect.stringMatching(/^[0-9a-f]{64}$/), max: page.work.max },
    });
    // What the old parser sent (the sum of two digits) and the empty answer are refused.
    for (const guess of ["", "7", "12", "18"]) {
      const response = await post(page.cookie, {
        ...contactFields(page.ticket, "script@example.be"),
        captcha: guess,
      });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("De ingevoerde tekens zijn niet geldig");
    }
  });

  it("hardening 6: rejected posts do not use up the visitor's quota; the work found by search is accepted", async () => {
    const page = await contactPage();
    for (let i = 0; i < 11; i += 1) {
      const response = await post(page.cookie, { ...contactFields(page.ticket, "x@"), captcha: "WRONG" });
      expect(response.status).toBe(400);
    }
    const response = await post(page.cookie, {
      ...contactFields(page.ticket, `solved.${Date.now()}@example.be`),
      work: searchWork(page.work),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/nl/bedankt/we-helpen-u-graag-verder/");
  });

  it("hardening 3: a ticket is refused from another client, and its image is not drawn for it", async () => {
    const page = await contactPage();
    const other = await contactPage();
    expect(other.cookie).not.toBe(page.cookie);
    const image = await fetch(`${site.url}/captcha/${page.ticket}`, { headers: { Cookie: page.cookie } });
    expect([image.status, image.headers.get("content-type")]).toEqual([200, "image/png"]);
    const stolenImage = await fetch(`${site.url}/captcha/${page.ticket}`, {
      headers: { Cookie: other.cookie },
    });
    expect(stolenImage.status).toBe(404);
    const fields = {
      ...contactFields(page.ticket, `replayed.${Date.now()}@example.be`),
      work: searchWork(page.work),
    };
    for (const cookie of [other.cookie, null]) {
      const response = await post(cookie, fields);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("Dit formulier is verlopen");
    }
    expect((await post(page.cookie, fields)).status).toBe(303);
  });

  it("hardening 3: the ticket route answers only a client that has its cookie", async () => {
    const response = await fetch(`${site.url}/captcha-ticket/site-contact`);
    expect(response.status).toBe(403);
  });

  it("springs the time trap on a form sent at once, and then takes it", async () => {
    // Without JavaScript, so that nothing but filling in comes between the render and the click (with it,
    // the click waits for the browser's proof of work); the site dates its tickets 10 s ahead, so that a
    // loaded machine that takes seconds to open the page and send the form still meets the trap.
    const page = await openPage(`${youngTickets.url}/fr/newsletter/`, {
      locale: "fr-BE",
      javaScriptEnabled: false,
    });
    // The page's ticket was issued before it arrived: from then on, the 10 s ahead and the time a person needs.
    const pastTheTrap = Date.now() - Number(YOUNG_FORM_TICKETS.FORM_TICKETS_BACKDATE_MS) + MIN_FILL_MS;
    const values = { ...validFields("sign-newsletter", new Date()), email: `trap.${Date.now()}@example.be` };
    await fillAndSendAtOnce(page, "sign-newsletter", values);
    await page.getByText("C'était rapide ! Vérifiez vos données et renvoyez le formulaire.").waitFor();
    // The form comes back with its first ticket's time (a second render does not start the trap afresh):
    // it is taken once that ticket is older than the trap, as it is for a person who reads the message.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, pastTheTrap - Date.now())));
    await answerCaptcha(page, "sign-newsletter");
    await send(page, "sign-newsletter");
    expect(new URL(page.url()).pathname).toBe("/fr/merci/sign-newsletter/");
  });

  it("hardening 3: an address gets a bounded number of tickets, then forms come without one", async () => {
    const page = await contactPage();
    const statuses: number[] = [];
    for (let i = 0; i < 70; i += 1) {
      const response = await fetch(`${site.url}/captcha-ticket/site-contact`, {
        headers: { Cookie: page.cookie },
      });
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    expect(statuses.filter((status) => status === 200).length).toBeLessThan(60);
    expect(statuses.at(-1)).toBe(429);
    const refused = await fetch(`${site.url}/nl/contact/`);
    const html = await refused.text();
    expect(html).not.toContain('name="_ticket"');
    expect(html).toContain("U hebt kort na elkaar veel aanvragen verstuurd");
  });
});
