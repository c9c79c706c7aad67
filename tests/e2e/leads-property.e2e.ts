// The action buttons of a property and a project as visitors use them, in Dutch and French, with and
// without JavaScript: ask for information, book a visit (a rental asks the four confirmations of spec §5),
// send to a friend, request the documents, rent profile, purchase offer, and the construction enquiry;
// each ends on its thank-you page or its sent notice (spec §2, §4), and the validation texts of spec §5
// show; a booked visit is confirmed with the link of its e-mail (ADR 0010). The site runs on its own for
// these journeys, with an SMTP peer on loopback as its SMTP_URL.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeadFormKind } from "../../app/db/schema/leads.ts";
import { eventually, type SmtpPeer, startSmtpPeer } from "../../app/features/leads/testing/smtp-peer.ts";
import { validFields } from "../../app/features/leads/testing/valid-fields.ts";
import {
  answerCaptcha,
  decodeQuotedPrintable,
  fillForm,
  leadForm,
  nextStep,
  send,
  sendExpectingErrors,
  shownStep,
  sendingPairs,
} from "./leads-journey.ts";
import { axeViolations } from "./support/axe.ts";
import { AGED_FORM_TICKETS, type RunningSite, startBuiltSite } from "./support/built-site.ts";
import { mainResponse, openPage, pageProblems } from "./support/browser.ts";

let peer: SmtpPeer;
let site: RunningSite;
let saleId = 0;
let rentalId = 0;
let projectPath = "";

async function html(path: string): Promise<string> {
  const response = await fetch(`${site.url}${path}`, { headers: { "accept-language": "en" } });
  return response.text();
}

/** A listing still on offer whose documents can be requested, found through the list pages. */
async function listingWithDocuments(list: string): Promise<number> {
  const ids = [...(await html(list)).matchAll(/href="\/en\/for-(?:sale|rent)\/[^"]+\/(\d+)\/"/g)].map((m) =>
    Number(m[1]),
  );
  for (const id of [...new Set(ids)]) {
    // The form is rendered only when the listing has documents; otherwise a notice says there are none.
    const page = await html(`/property/${id}/?form=document-request`);
    if (page.includes(`action="/property/${id}/?form=document-request"`)) return id;
  }
  throw new Error(`No listing with documents on ${list}`);
}

beforeAll(async () => {
  peer = await startSmtpPeer();
  site = await startBuiltSite({ env: { SMTP_URL: peer.url, ...AGED_FORM_TICKETS }, output: "ignore" });
  saleId = await listingWithDocuments("/en/for-sale/");
  rentalId = await listingWithDocuments("/en/for-rent/");
  projectPath = /href="(\/en\/new-builds\/[a-z0-9-]+\/\d+\/)"/.exec(await html("/en/new-builds/"))?.[1] ?? "";
}, 180_000);

afterAll(async () => {
  await site?.stop();
  await peer?.stop();
});

let visitor = 0;
function freshValues(form: LeadFormKind): { values: Record<string, string | string[]>; email: string } {
  visitor += 1;
  const email = `buyer.${visitor}.${Date.now()}@example.be`;
  const values = { ...validFields(form, new Date()) };
  if ("email" in values) values.email = email;
  if ("aEmail" in values) values.aEmail = email;
  // A friend's address receives only a few recommendations a day: every journey writes to its own friend.
  if ("friendEmail" in values) values.friendEmail = `friend.${visitor}.${Date.now()}@example.be`;
  return { values, email };
}

type Language = "nl" | "fr";

const BUTTONS: Record<LeadFormKind, Record<Language, string>> = {
  "contact-me": { nl: "Vraag informatie", fr: "Demander des informations" },
  "contact-appointment": { nl: "Plan een bezoek", fr: "Planifier une visite" },
  "send-to-friend": { nl: "Stuur door", fr: "Envoyer à un ami" },
  "document-request": { nl: "Vraag documenten", fr: "Demander les documents" },
  "rent-profile": { nl: "Huurprofiel", fr: "Profil de locataire" },
  "purchase-offer": { nl: "Doe een bod", fr: "Faire une offre" },
  "contact-construction": {
    nl: "Vraag informatie over dit project",
    fr: "Demandez des informations sur ce projet",
  },
  "site-contact": { nl: "", fr: "" },
  "contact-demand": { nl: "", fr: "" },
  "demand-register": { nl: "", fr: "" },
  "sign-newsletter": { nl: "", fr: "" },
  testimonial: { nl: "", fr: "" },
};

const SENT: Partial<Record<LeadFormKind, Record<Language, string>>> = {
  "document-request": {
    nl: "U ontvangt de documenten binnenkort per e-mail.",
    fr: "Vous recevrez bientôt les documents par e-mail.",
  },
  "rent-profile": {
    nl: "Bedankt! Uw huurprofiel is naar ons kantoor verstuurd.",
    fr: "Merci ! Votre profil de locataire a été envoyé à notre agence.",
  },
  "purchase-offer": {
    nl: "Bedankt! Uw bod is naar ons kantoor verstuurd; we nemen snel contact met u op.",
    fr: "Merci ! Votre offre a été envoyée à notre agence ; nous vous contacterons rapidement.",
  },
};

const THANK_YOU_PATHS: Partial<Record<LeadFormKind, Record<Language, string>>> = {
  "contact-me": { nl: "/nl/bedankt/contact-me/", fr: "/fr/merci/contact-me/" },
  "contact-appointment": { nl: "/nl/bedankt/contact-appointment/", fr: "/fr/merci/contact-appointment/" },
  "send-to-friend": { nl: "/nl/bedankt/send-to-friend/", fr: "/fr/merci/send-to-friend/" },
  "contact-construction": { nl: "/nl/bedankt/contact-construction/", fr: "/fr/merci/contact-construction/" },
};

/** Opens the page, presses the form's action button and returns once the form is shown and still. */
async function openForm(path: string, form: LeadFormKind, language: Language, javaScriptEnabled: boolean) {
  const page = await openPage(`${site.url}${path}`, { locale: `${language}-BE`, javaScriptEnabled });
  await page.getByRole("link", { name: BUTTONS[form][language], exact: true }).click();
  // Without JavaScript the button loads a new page, which scrolls to the form's anchor once it has loaded:
  // a choice clicked before that scroll can be missed, so the filling waits for it.
  if (!javaScriptEnabled) await page.waitForLoadState("load");
  await leadForm(page, form).waitFor();
  return page;
}

async function firstSlot(page: Page): Promise<string> {
  const options = await page
    .locator("#contact-appointment-slot option")
    .evaluateAll((nodes) =>
      nodes.map((node) => (node instanceof HTMLOptionElement ? node.value : "")).filter(Boolean),
    );
  return options[0] ?? "";
}

const PROJECT_LISTS: Record<Language, string> = { nl: "/nl/nieuwbouw/", fr: "/fr/projets-neufs/" };

const JOURNEYS: { form: LeadFormKind; path: (language: Language) => string }[] = [
  { form: "contact-me", path: () => `/property/${saleId}/` },
  { form: "contact-appointment", path: () => `/property/${rentalId}/` },
  { form: "send-to-friend", path: () => `/property/${saleId}/` },
  { form: "document-request", path: () => `/property/${saleId}/` },
  { form: "rent-profile", path: () => `/property/${rentalId}/` },
  { form: "purchase-offer", path: () => `/property/${saleId}/` },
  {
    form: "contact-construction",
    path: (language) => projectPath.replace("/en/new-builds/", PROJECT_LISTS[language]),
  },
];

describe("the action buttons of a property and a project", () => {
  for (const [index, journey] of JOURNEYS.entries()) {
    for (const { language, javaScript } of sendingPairs(index)) {
      it(`${journey.form} in ${language} ${javaScript ? "with" : "without"} JavaScript`, async () => {
        const page = await openForm(journey.path(language), journey.form, language, javaScript);
        const { values, email } = freshValues(journey.form);
        if (journey.form === "contact-appointment") values.slot = await firstSlot(page);
        await fillForm(page, journey.form, values);
        await answerCaptcha(page, journey.form);
        await send(page, journey.form);
        const url = new URL(page.url());
        const thankYou = THANK_YOU_PATHS[journey.form];
        if (thankYou) {
          expect(url.pathname).toBe(thankYou[language]);
        } else {
          expect(url.searchParams.get("sent")).toBe(journey.form);
          // The sent message replaces the form once React has rendered the new URL's data.
          const sent = SENT[journey.form]?.[language];
          expect(sent).toBeDefined();
          await page
            .locator(`#lead-${journey.form} [role=status]`)
            .getByText(sent ?? "(no message)", { exact: true })
            .waitFor();
          if (journey.form === "document-request") {
            // Spec §8: 'Request document success' titles the notice.
            expect(await page.locator(`#lead-${journey.form} .lead-form-outcome-title`).innerText()).toBe(
              language === "nl" ? "Documenten aangevraagd" : "Documents demandés",
            );
          }
        }
        const recipient = journey.form === "send-to-friend" ? String(values.friendEmail) : email;
        await eventually(() =>
          peer.received.some((mail) => mail.to.includes(recipient) && mail.raw.includes(email)),
        );
        expect(pageProblems(page).uncaught).toEqual([]);
      });
    }
  }
});

const CONFIRMATION = {
  nl: {
    page: "/nl/bevestigen/",
    waiting: "Controleer uw mailbox: bevestig uw bezoek met de link in onze e-mail.",
    subject: /^Subject: .*Bevestig[ _]uw[ _]bezoek[ _]op[ _]/m,
    button: "Bevestigen",
    confirmed: "Uw bezoek is bevestigd. Tot binnenkort!",
    invalid: "Deze bevestigingslink is niet geldig.",
  },
  fr: {
    page: "/fr/confirmer/",
    waiting: "Consultez votre boîte mail : confirmez votre visite avec le lien de notre e-mail.",
    subject: /^Subject: .*Confirmez[ _]votre[ _]visite[ _]du[ _]/m,
    button: "Confirmer",
    confirmed: "Votre visite est confirmée. À bientôt !",
    invalid: "Ce lien de confirmation n'est pas valable.",
  },
} as const;

describe("hardening 7: a visit is booked once the visitor confirms it from the e-mail", () => {
  for (const language of ["nl", "fr"] as const) {
    const javaScript = language === "nl";
    it(`hardening 7: book a visit, follow the e-mail's link, the visit is confirmed (${language}, ${javaScript ? "with" : "without"} JavaScript)`, async () => {
      const texts = CONFIRMATION[language];
      // The sale: the journeys above already hold slots of the rental.
      const page = await openForm(`/property/${saleId}/`, "contact-appointment", language, javaScript);
      const { values, email } = freshValues("contact-appointment");
      // A sale asks none of the rental confirmations.
      const {
        confirmIncome: _a,
        confirmPersons: _b,
        confirmDescription: _c,
        confirmAmount: _d,
        ...saleValues
      } = values;
      const slot = await firstSlot(page);
      await fillForm(page, "contact-appointment", { ...saleValues, slot });
      await answerCaptcha(page, "contact-appointment");
      await send(page, "contact-appointment");
      await page.getByText(texts.waiting).waitFor();

      // The slot is held for everyone else meanwhile.
      const again = await openForm(`/property/${saleId}/`, "contact-appointment", language, javaScript);
      expect(await firstSlot(again)).not.toBe(slot);

      await eventually(() => peer.received.some((mail) => mail.to.includes(email)));
      const mail = decodeQuotedPrintable(peer.received.find((m) => m.to.includes(email))?.raw ?? "");
      expect(mail).toMatch(texts.subject);
      const link = new RegExp(`https?://[^/\\s]+(${texts.page}\\?token=[\\w.-]+)`).exec(mail)?.[1];
      if (!link) throw new Error("No confirmation link in the e-mail");

      const confirm = await openPage(`${site.url}${link}`, {
        locale: `${language}-BE`,
        javaScriptEnabled: javaScript,
      });
      expect(mainResponse(confirm).headers()["cache-control"]).toBe("private, no-store");
      await confirm.getByRole("button", { name: texts.button }).click();
      await confirm.getByText(texts.confirmed).waitFor();
      // axe runs in the page, so only where scripts do.
      if (javaScript) expect(await axeViolations(confirm)).toEqual([]);

      // Used once; the link now only tells the visit is confirmed, and a tampered one is refused.
      const reused = await fetch(`${site.url}${link}`);
      expect(reused.status).toBe(200);
      expect(reused.headers.get("cache-control")).toBe("private, no-store");
      expect(await reused.text()).toContain(texts.confirmed);
      const tampered = await fetch(`${site.url}${link.slice(0, -2)}${link.endsWith("AA") ? "BB" : "AA"}`);
      expect(tampered.status).toBe(400);
      expect(await tampered.text()).toContain(texts.invalid);
      expect(pageProblems(confirm).uncaught).toEqual([]);
    });
  }
});

describe("validation texts of spec §5 on the property page", () => {
  it("asks a rental visit for the four confirmations, stating the amount due at signing", async () => {
    const page = await openForm(`/property/${rentalId}/`, "contact-appointment", "nl", true);
    const amount = await page.locator("#contact-appointment-confirmAmount + label").innerText();
    expect(amount).toMatch(
      /^Ik weet dat bij de ondertekening € [\d.]+ te betalen is: de eerste maandhuur € [\d.]+,/,
    );
    expect(amount).toContain("een huurwaarborg van 3 maanden €");
    const { values } = freshValues("contact-appointment");
    const {
      confirmIncome: _a,
      confirmPersons: _b,
      confirmDescription: _c,
      confirmAmount: _d,
      ...rest
    } = values;
    await fillForm(page, "contact-appointment", { ...rest, slot: await firstSlot(page) });
    await answerCaptcha(page, "contact-appointment");
    await sendExpectingErrors(page, "contact-appointment");
    const errors = await leadForm(page, "contact-appointment").locator(".field-error").allInnerTexts();
    expect(errors).toEqual(Array(4).fill("Bevestig dit om uw bezoek te plannen"));
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("contact-appointment-confirmIncome");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("needs complete dates and a valid end date in an offer (French, with JavaScript: Next checks the offer's step)", async () => {
    const page = await openForm(`/property/${saleId}/`, "purchase-offer", "fr", true);
    const { values } = freshValues("purchase-offer");
    const terms = ["amount", "amountInWords", "validFrom", "validUntil", "place", "signDate", "conditions"];
    await fillForm(page, "purchase-offer", {
      ...Object.fromEntries(Object.entries(values).filter(([name]) => terms.includes(name))),
      validFrom: "2026-03-15",
      validUntil: "2026-03-01",
      signDate: "",
    });
    expect(await nextStep(page, "purchase-offer")).toBe(false);
    expect(await shownStep(page, "purchase-offer").innerText()).toMatch(/^Étape 1 sur 3\s+Votre offre$/);
    const text = await leadForm(page, "purchase-offer").innerText();
    expect(text).toContain("Vérifiez les champs en rouge");
    expect(text).toContain("Veuillez saisir une date de fin valable, pas avant la date de début");
    expect(await page.locator("#purchase-offer-signDate-error").innerText()).toBe("Ce champ est obligatoire");
    expect(text).toContain("un acompte de 10 % du prix");
    // Only the shown step is checked: the buyer's fields, still empty, are not in error.
    expect(await page.locator("#purchase-offer-aFirstName-error").count()).toBe(0);
  });

  it("needs the friend's e-mail address (Dutch, without JavaScript)", async () => {
    const page = await openForm(`/property/${saleId}/`, "send-to-friend", "nl", false);
    const { values } = freshValues("send-to-friend");
    await fillForm(page, "send-to-friend", { ...values, friendEmail: "marie@" });
    await answerCaptcha(page, "send-to-friend");
    await sendExpectingErrors(page, "send-to-friend");
    expect(await page.locator("#send-to-friend-friendEmail-error").innerText()).toBe(
      "Vul een geldig e-mailadres van uw vriend(in) in",
    );
    expect(await page.locator("#send-to-friend-friendEmail").inputValue()).toBe("marie@");
  });
});
