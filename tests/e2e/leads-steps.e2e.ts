// The long lead forms in steps (spec §2 multi-step forms) as visitors meet them: with JavaScript one step at
// a time, Next checking only that step, Back keeping what was typed, the last step sending the whole form
// through the page's action; a refusal from the server opens the step of the first field in error; without
// JavaScript every step shows at once and the form is one plain POST. One site for the whole file, with an
// SMTP peer on loopback: the agency's mail about a lead is sent from the stored lead's outbox row.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeadFormKind } from "../../app/db/schema/leads.ts";
import { LEAD_FORM_STEPS } from "../../app/features/leads/forms/lead-form-steps.ts";
import { eventually, type SmtpPeer, startSmtpPeer } from "../../app/features/leads/testing/smtp-peer.ts";
import { validFields } from "../../app/features/leads/testing/valid-fields.ts";
import {
  answerCaptcha,
  fillForm,
  leadForm,
  nextStep,
  send,
  sendExpectingErrors,
  shownStep,
} from "./leads-journey.ts";
import { axeViolations } from "./support/axe.ts";
import { AGED_FORM_TICKETS, type RunningSite, startBuiltSite } from "./support/built-site.ts";
import { openPage, pageProblems, waitForHydration } from "./support/browser.ts";

let peer: SmtpPeer;
let site: RunningSite;
let saleId = 0;
let rentalId = 0;

async function firstListing(list: string): Promise<number> {
  const text = await (await fetch(`${site.url}${list}`, { headers: { "accept-language": "en" } })).text();
  const id = /href="\/en\/for-(?:sale|rent)\/[^"]+\/(\d+)\/"/.exec(text)?.[1];
  if (!id) throw new Error(`No listing on ${list}`);
  return Number(id);
}

beforeAll(async () => {
  peer = await startSmtpPeer();
  site = await startBuiltSite({ env: { SMTP_URL: peer.url, ...AGED_FORM_TICKETS }, output: "ignore" });
  saleId = await firstListing("/en/for-sale/");
  rentalId = await firstListing("/en/for-rent/");
}, 180_000);

afterAll(async () => {
  await site?.stop();
  await peer?.stop();
});

function freshValues(form: LeadFormKind, emailField: string) {
  const email = `steps.${form}.${Date.now()}@example.be`;
  return { values: { ...validFields(form, new Date()), [emailField]: email }, email };
}

function only(values: Record<string, string | string[]>, fields: readonly string[]) {
  return Object.fromEntries(Object.entries(values).filter(([name]) => fields.includes(name)));
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id);

describe("spec §2 multi-step forms", () => {
  it("spec §2 multi-step forms: the rent profile a step at a time, Back keeps the input, the last step sends it (Dutch)", async () => {
    const page = await openPage(`${site.url}/property/${rentalId}/?form=rent-profile`, { locale: "nl-BE" });
    await waitForHydration(page);
    const form = leadForm(page, "rent-profile");
    const [you] = LEAD_FORM_STEPS["rent-profile"];
    const { values, email } = freshValues("rent-profile", "email");

    expect(await shownStep(page, "rent-profile").innerText()).toMatch(/^Stap 1 van 4\s+Uw gegevens$/);
    expect(await form.locator(".lead-step:not([hidden])").count()).toBe(1);
    expect(await form.locator('button[type="submit"]').isVisible()).toBe(false);

    await fillForm(page, "rent-profile", only(values, you.fields));
    expect(await nextStep(page, "rent-profile")).toBe(true);
    expect(await shownStep(page, "rent-profile").innerText()).toMatch(/^Stap 2 van 4\s+Uw gezin$/);
    expect(await focusedId(page)).toBe("rent-profile-step-household");
    expect(await axeViolations(page)).toEqual([]);

    await form.locator(".lead-step:not([hidden])").getByRole("button", { name: "Vorige" }).click();
    await page.waitForFunction(() => document.activeElement?.id === "rent-profile-step-you");
    expect(await form.locator('[name="firstName"]').inputValue()).toBe(values.firstName);
    expect(await form.locator('[name="email"]').inputValue()).toBe(email);

    await fillForm(page, "rent-profile", values);
    expect(await shownStep(page, "rent-profile").innerText()).toMatch(/^Stap 4 van 4\s+Inkomens$/);
    await answerCaptcha(page, "rent-profile");
    await send(page, "rent-profile");
    expect(new URL(page.url()).searchParams.get("sent")).toBe("rent-profile");
    await page
      .locator("#lead-rent-profile [role=status]")
      .getByText("Bedankt! Uw huurprofiel is naar ons kantoor verstuurd.", { exact: true })
      .waitFor();
    await eventually(() => peer.received.some((mail) => mail.raw.includes(email)));
    expect(pageProblems(page).uncaught).toEqual([]);
  });

  it("spec §2 multi-step forms: a refusal from the server opens the step of the first field in error (French valuation, 320 px)", async () => {
    const page = await openPage(`${site.url}/fr/estimation-gratuite/`, {
      locale: "fr-BE",
      width: 320,
      height: 640,
    });
    // The browser's own check cannot load (the form's definition, forms/contact-demand.ts, is a chunk of its
    // own), so every step goes on and the server alone judges the form.
    await page.route(/\/contact-demand-[\w-]+\.js$/, (route) => route.abort());
    await waitForHydration(page);
    const { values } = freshValues("contact-demand", "email");
    await fillForm(page, "contact-demand", { ...values, email: "marie@" });
    expect(await shownStep(page, "contact-demand").innerText()).toMatch(/^Étape 3 sur 3\s/);
    await answerCaptcha(page, "contact-demand");
    await sendExpectingErrors(page, "contact-demand");

    expect(await shownStep(page, "contact-demand").innerText()).toMatch(/^Étape 1 sur 3\s+Vos coordonnées$/);
    expect(await focusedId(page)).toBe("contact-demand-email");
    expect(await page.locator("#contact-demand-email-error").isVisible()).toBe(true);
    const form = leadForm(page, "contact-demand");
    expect(await form.locator('[name="email"]').inputValue()).toBe("marie@");
    // The later steps keep their values, hidden until the visitor gets there again.
    expect(await form.locator('[name="propertyCity"]').inputValue()).toBe(values.propertyCity);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("spec §2 multi-step forms: without JavaScript every step shows and the offer is one plain POST (Dutch)", async () => {
    const page = await openPage(`${site.url}/property/${saleId}/?form=purchase-offer`, {
      locale: "nl-BE",
      javaScriptEnabled: false,
    });
    const form = leadForm(page, "purchase-offer");
    expect(await form.locator(".lead-step h3").allInnerTexts()).toEqual([
      "Stap 1 van 3\nUw bod",
      "Stap 2 van 3\nKoper A",
      "Stap 3 van 3\nKoper B (optioneel)",
    ]);
    expect(await form.locator(".lead-step[hidden], .lead-step-next").count()).toBe(0);
    const { values, email } = freshValues("purchase-offer", "aEmail");
    await fillForm(page, "purchase-offer", values);
    await answerCaptcha(page, "purchase-offer");
    await send(page, "purchase-offer");
    expect(new URL(page.url()).searchParams.get("sent")).toBe("purchase-offer");
    await eventually(() => peer.received.some((mail) => mail.raw.includes(email)));
  });
});
