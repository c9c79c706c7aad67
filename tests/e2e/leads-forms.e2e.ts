// The lead forms of their own pages as visitors meet them, in Dutch and French, with and without
// JavaScript: contact (spec §3), free valuation, keep me informed (search alert), newsletter and
// testimonial end on their thank-you page (spec §2, §4), the e-mails reach a real SMTP server, a
// newsletter sign-up mails only its confirmation link, which subscribes, then unsubscribing works, and the
// validation texts of spec §5 show. The site runs on its own
// for these journeys, with an SMTP peer on loopback as its SMTP_URL.
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeadFormKind } from "../../app/db/schema/leads.ts";
import { eventually, type SmtpPeer, startSmtpPeer } from "../../app/features/leads/testing/smtp-peer.ts";
import { validFields } from "../../app/features/leads/testing/valid-fields.ts";
import {
  decodeQuotedPrintable,
  fillForm,
  leadForm,
  send,
  sendExpectingErrors,
  answerCaptcha,
  sendingPairs,
} from "./leads-journey.ts";
import { axeViolations } from "./support/axe.ts";
import { AGED_FORM_TICKETS, type RunningSite, startBuiltSite } from "./support/built-site.ts";
import { mainResponse, openPage, pageProblems } from "./support/browser.ts";

let peer: SmtpPeer;
let site: RunningSite;

beforeAll(async () => {
  peer = await startSmtpPeer();
  site = await startBuiltSite({ env: { SMTP_URL: peer.url, ...AGED_FORM_TICKETS }, output: "ignore" });
}, 180_000);

afterAll(async () => {
  await site?.stop();
  await peer?.stop();
});

let visitor = 0;
/** A complete submission with an e-mail address of its own. */
function freshValues(form: LeadFormKind): { values: Record<string, string | string[]>; email: string } {
  visitor += 1;
  const email = `visitor.${visitor}.${Date.now()}@example.be`;
  const values = { ...validFields(form, new Date()) };
  if ("email" in values) values.email = email;
  return { values, email };
}

async function open(path: string, language: "nl" | "fr", javaScriptEnabled: boolean): Promise<Page> {
  const page = await openPage(`${site.url}${path}`, { locale: `${language}-BE`, javaScriptEnabled });
  return page;
}

type Journey = { form: LeadFormKind; paths: Record<"nl" | "fr", string>; ends: Record<"nl" | "fr", string> };

const JOURNEYS: Journey[] = [
  {
    form: "site-contact",
    paths: { nl: "/nl/contact/", fr: "/fr/contact/" },
    ends: { nl: "/nl/bedankt/we-helpen-u-graag-verder/", fr: "/fr/merci/site-contact/" },
  },
  {
    form: "contact-demand",
    paths: { nl: "/nl/gratis-schatting/", fr: "/fr/estimation-gratuite/" },
    ends: { nl: "/nl/bedankt/gratis-schatting/", fr: "/fr/merci/contact-demand/" },
  },
  {
    form: "demand-register",
    paths: { nl: "/nl/hou-me-op-de-hoogte/", fr: "/fr/tenez-moi-informe/" },
    ends: { nl: "/nl/bedankt/demand-register/", fr: "/fr/merci/demand-register/" },
  },
  {
    form: "sign-newsletter",
    paths: { nl: "/nl/nieuwsbrief/", fr: "/fr/newsletter/" },
    ends: { nl: "/nl/bedankt/sign-newsletter/", fr: "/fr/merci/sign-newsletter/" },
  },
  {
    form: "testimonial",
    paths: { nl: "/nl/getuigenis/", fr: "/fr/temoignage/" },
    ends: { nl: "/nl/getuigenis/?sent=testimonial", fr: "/fr/temoignage/?sent=testimonial" },
  },
];

const THANK_YOU = { nl: "Bedankt!", fr: "Merci !" } as const;
const TESTIMONIAL_SENT = {
  nl: "Bedankt voor uw getuigenis! We publiceren het nadat we het gelezen hebben.",
  fr: "Merci pour votre témoignage ! Nous le publierons après l'avoir lu.",
} as const;

describe("sending every form of its own page", () => {
  for (const [index, journey] of JOURNEYS.entries()) {
    for (const { language, javaScript } of sendingPairs(index)) {
      it(`${journey.form} in ${language} ${javaScript ? "with" : "without"} JavaScript ends on its thank-you page`, async () => {
        const page = await open(journey.paths[language], language, javaScript);
        expect(mainResponse(page).headers()["cache-control"]).toBe("private, no-store");
        const { values, email } = freshValues(journey.form);
        await fillForm(page, journey.form, values);
        await answerCaptcha(page, journey.form);
        await send(page, journey.form);
        const url = new URL(page.url());
        expect(`${url.pathname}${url.search}`).toBe(journey.ends[language]);
        if (journey.form === "testimonial") {
          // The sent message replaces the form once React has rendered the new URL's data.
          await page
            .locator("#lead-testimonial [role=status]")
            .getByText(TESTIMONIAL_SENT[language], { exact: true })
            .waitFor();
        } else {
          await page.locator("h1", { hasText: THANK_YOU[language] }).waitFor();
        }
        await eventually(() => peer.received.some((mail) => mail.to.includes(email)));
        expect(pageProblems(page).uncaught).toEqual([]);
      });
    }
  }
});

/** The path and query of the confirmation link in a decoded e-mail, to follow on the site under test. */
function confirmationPath(mail: string, page: string): string {
  const link = new RegExp(`https?://[^/\\s]+(${page.replace(/\//g, "\\/")}\\?token=[\\w.-]+)`).exec(
    mail,
  )?.[1];
  if (!link) throw new Error(`No ${page} link in the e-mail`);
  return link;
}

describe("e-mails and unsubscribing", () => {
  it("confirms a contact request to the visitor in their language and notifies the agency", async () => {
    const page = await open("/fr/contact/", "fr", true);
    const { values, email } = freshValues("site-contact");
    await fillForm(page, "site-contact", { ...values, remark: "Pouvez-vous me rappeler demain ?" });
    await answerCaptcha(page, "site-contact");
    await send(page, "site-contact");
    await eventually(() => peer.received.filter((mail) => mail.raw.includes(email)).length >= 2);
    const confirmation = peer.received.find((mail) => mail.to.includes(email));
    const text = decodeQuotedPrintable(confirmation?.raw ?? "");
    // The subject travels MIME-encoded (it holds a "ç"), its words joined by underscores.
    expect(text).toMatch(/^Subject: .*Nous[ _]avons[ _]bien[ _]reçu[ _]votre[ _]message/m);
    expect(text).toContain("Pouvez-vous me rappeler demain ?");
    const notification = peer.received.find((mail) => mail.raw.includes(email) && !mail.to.includes(email));
    expect(notification?.raw).toMatch(/^Reply-To: visitor\.\d+\.\d+@example\.be$/m);
  });

  it("hardening 10: a newsletter sign-up mails only its confirmation; its link subscribes, without JavaScript (Dutch)", async () => {
    const page = await open("/nl/nieuwsbrief/", "nl", false);
    const { values, email } = freshValues("sign-newsletter");
    await fillForm(page, "sign-newsletter", values);
    await answerCaptcha(page, "sign-newsletter");
    await send(page, "sign-newsletter");
    await page.getByText("Controleer uw mailbox: bevestig uw inschrijving op onze nieuwsbrief").waitFor();
    // The agency's notification names the address too: once it has arrived, the outbox has sent the lead's mails.
    await eventually(() =>
      peer.received.some((mail) => mail.raw.includes(email) && !mail.to.includes(email)),
    );
    const toVisitor = () => peer.received.filter((mail) => mail.to.includes(email));
    expect(toVisitor()).toHaveLength(1);
    const mail = decodeQuotedPrintable(toVisitor()[0]?.raw ?? "");
    expect(mail).toMatch(/^Subject: Bevestig uw inschrijving op onze nieuwsbrief$/m);
    expect(mail).not.toMatch(/^List-Unsubscribe/m);
    const confirm = await openPage(site.url + confirmationPath(mail, "/nl/bevestigen/"), {
      locale: "nl-BE",
      javaScriptEnabled: false,
    });
    expect(mainResponse(confirm).headers()["cache-control"]).toBe("private, no-store");
    await confirm.getByRole("button", { name: "Bevestigen" }).click();
    await confirm.getByText("Uw inschrijving is bevestigd: u ontvangt voortaan onze nieuwsbrief.").waitFor();
    // That confirming queues no mail is read from the outbox itself, where no wait is needed
    // (subscription-confirmation.db.test.ts "hardening 10: a newsletter sign-up mails only the confirmation…").
  });

  it("unsubscribes from the newsletter once confirmed, and says so in French", async () => {
    const page = await open("/fr/newsletter/", "fr", true);
    const { values, email } = freshValues("sign-newsletter");
    await fillForm(page, "sign-newsletter", values);
    await answerCaptcha(page, "sign-newsletter");
    await send(page, "sign-newsletter");
    await eventually(() => peer.received.some((mail) => mail.to.includes(email)));
    const mail = decodeQuotedPrintable(peer.received.find((m) => m.to.includes(email))?.raw ?? "");
    const confirm = await openPage(site.url + confirmationPath(mail, "/fr/confirmer/"), { locale: "fr-BE" });
    await confirm.getByRole("button", { name: "Confirmer" }).click();
    await confirm.getByText("Votre inscription est confirmée").waitFor();
    await confirm.getByRole("link", { name: "Se désinscrire" }).click();
    const unsubscribe = confirm;
    await unsubscribe.getByRole("button", { name: "Me désinscrire" }).waitFor();
    expect(await unsubscribe.locator("main, body").first().innerText()).toContain(email);
    // Hardening 9: a page that names the subscriber is theirs alone, and so is its route data.
    const link = unsubscribe.url();
    expect(link).toContain("/fr/desinscription/?token=");
    for (const url of [link, link.replace("/?token=", "/_.data?token=")]) {
      expect((await fetch(url)).headers.get("cache-control"), url).toBe("private, no-store");
    }
    await unsubscribe.getByRole("button", { name: "Me désinscrire" }).click();
    await unsubscribe.getByText("Vous êtes désinscrit : vous ne recevrez plus notre newsletter.").waitFor();
  });
});

describe("validation texts of spec §5", () => {
  it("shows every error in Dutch, keeps what was typed and moves focus to the first error (with JavaScript)", async () => {
    const page = await open("/nl/hou-me-op-de-hoogte/", "nl", true);
    await fillForm(page, "demand-register", {
      firstName: "Jan",
      email: "jan@",
      password: "Mechelen-2800",
      passwordConfirm: "Mechelen-2801",
    });
    await sendExpectingErrors(page, "demand-register");
    const form = leadForm(page, "demand-register");
    const text = await form.innerText();
    for (const expected of [
      "Controleer de velden in het rood",
      "Bevestig het wachtwoord",
      "Kies minstens één type pand",
      "Vul minstens één postcode of gemeente in, gescheiden door komma's",
      "Vul een geldig e-mailadres in",
      "Dit veld is verplicht",
      "Ga akkoord met de privacyverklaring om verder te gaan",
    ]) {
      expect(text).toContain(expected);
    }
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("demand-register-goal");
    const email = page.locator("#demand-register-email");
    expect(await email.getAttribute("aria-invalid")).toBe("true");
    expect(await email.getAttribute("aria-describedby")).toBe("demand-register-email-error");
    expect(await email.inputValue()).toBe("jan@");
    expect(await page.locator("#demand-register-firstName").inputValue()).toBe("Jan");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("shows the errors in French without JavaScript and keeps the values but never the password", async () => {
    const page = await open("/fr/tenez-moi-informe/", "fr", false);
    await fillForm(page, "demand-register", {
      firstName: "Jean",
      email: "jean@example.be",
      goal: "buy",
      password: "Malines-2800",
      passwordConfirm: "Malines-2801",
    });
    await sendExpectingErrors(page, "demand-register");
    expect(mainResponse(page).status()).toBe(200);
    const text = await leadForm(page, "demand-register").innerText();
    for (const expected of [
      "Vérifiez les champs en rouge",
      "Veuillez confirmer le mot de passe",
      "Choisissez au moins un type de bien",
      "Les caractères saisis ne sont pas valables",
    ]) {
      expect(text).toContain(expected);
    }
    expect(await page.locator("#demand-register-email").inputValue()).toBe("jean@example.be");
    expect(await page.locator('#demand-register-goal input[value="buy"]').isChecked()).toBe(true);
    expect(await page.locator("#demand-register-password").inputValue()).toBe("");
  });

  it("spec §3 testimonial image: a text file named .png is refused in French, what was typed kept; a real PNG is then sent", async () => {
    const page = await open("/fr/temoignage/", "fr", true);
    const { values, email } = freshValues("testimonial");
    await fillForm(page, "testimonial", values);
    const photo = page.locator("#testimonial-image");
    await photo.setInputFiles({
      name: "moi.png",
      mimeType: "image/png",
      buffer: Buffer.from("pas une image\n"),
    });
    await answerCaptcha(page, "testimonial");
    await sendExpectingErrors(page, "testimonial");
    expect(await page.locator("#testimonial-image-error").innerText()).toBe(
      "Seules les photos JPEG, PNG ou WebP sont acceptées",
    );
    expect(await page.locator("#testimonial-comment").inputValue()).toBe(values.comment);
    expect(await page.locator("#testimonial-email").inputValue()).toBe(email);

    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#2471a3" } })
      .png()
      .toBuffer();
    await photo.setInputFiles({ name: "moi.png", mimeType: "image/png", buffer: png });
    await answerCaptcha(page, "testimonial");
    await send(page, "testimonial");
    await page
      .locator("#lead-testimonial [role=status]")
      .getByText(TESTIMONIAL_SENT.fr, { exact: true })
      .waitFor();
  });

  // Light pages: the contact page's data carries no error text only the server decides; the server words it.
  it("a CV of another type is refused on the contact page in Dutch with JavaScript, in words", async () => {
    const page = await open("/nl/contact/", "nl", true);
    const { values } = freshValues("site-contact");
    await fillForm(page, "site-contact", values);
    await page.locator("#site-contact-cv").setInputFiles({
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("geen pdf\n"),
    });
    await answerCaptcha(page, "site-contact");
    await sendExpectingErrors(page, "site-contact");
    expect(await page.locator("#site-contact-cv-error").innerText()).toBe(
      "Alleen PDF- en Word-bestanden (DOCX) worden aanvaard",
    );
    expect(await page.locator("#site-contact-lastName").inputValue()).toBe(values.lastName);
  });

  it("marks the required fields, for the eye and for screen readers", async () => {
    const page = await open("/nl/contact/", "nl", true);
    const label = await page.locator('label[for="site-contact-lastName"]').innerText();
    expect(label).toContain("*");
    expect(await page.locator('label[for="site-contact-lastName"] .visually-hidden').textContent()).toBe(
      "(verplicht)",
    );
    expect(await page.locator('label[for="site-contact-street"] .field-required').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
