// WCAG 2.2 AA on the shell's pages (quality.md): axe-core finds no violations in nl, fr and en, on a
// large screen and on a phone with the drawer open; the skip link leads to the content.
import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { openPage } from "./support/browser.ts";
import { scrollAndSettle } from "./support/scrolling.ts";
import { siteUrl } from "./support/site-url.ts";

const SHELL_PAGES = {
  nl: [
    "/nl/contact/",
    "/nl/hou-me-op-de-hoogte/",
    "/nl/gratis-schatting/",
    "/nl/privacy-statement/",
    "/nl/disclaimer/",
    "/nl/cookiebeleid/",
    "/nl/verkoopspecialist/",
    "/nl/bedankt/gratis-schatting/",
    "/nl/bestaat-niet/",
  ],
  fr: [
    "/fr/contact/",
    "/fr/tenez-moi-informe/",
    "/fr/estimation-gratuite/",
    "/fr/declaration-de-confidentialite/",
    "/fr/avertissement/",
    "/fr/politique-de-cookies/",
    "/fr/specialiste-de-la-vente/",
    "/fr/merci/contact-demand/",
    "/fr/introuvable/",
  ],
  en: [
    "/en/contact/",
    "/en/keep-me-informed/",
    "/en/free-valuation/",
    "/en/privacy-statement/",
    "/en/disclaimer/",
    "/en/cookie-policy/",
    "/en/sales-specialist/",
    "/en/thank-you/site-contact/",
    "/en/nowhere/",
  ],
};

describe("accessibility of the shell pages", () => {
  for (const path of Object.values(SHELL_PAGES).flat()) {
    it(`has no axe violations on ${path}, on a large screen`, async () => {
      const page = await openPage(path, { width: 1440 });
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  it("has no axe violations in the header and footer of the other page types, scrolled or not; scrolled, every text is in a landmark (spec §9 back-to-top)", async () => {
    for (const path of ["/nl/", "/fr/a-vendre/", "/en/for-rent/", "/nl/nieuwbouw/"]) {
      const page = await openPage(path, { width: 1440 });
      expect(await axeViolations(page, { exclude: ["#main"] }), path).toEqual([]);
      await scrollAndSettle(page, 400);
      expect(
        await axeViolations(page, { exclude: ["#main"], alsoRules: ["region"] }),
        `${path} scrolled`,
      ).toEqual([]);
      await page.context().close();
    }
  });

  for (const path of ["/nl/contact/", "/fr/politique-de-cookies/", "/en/sales-specialist/"]) {
    it(`has no axe violations on ${path} on a phone, with the drawer open`, async () => {
      const page = await openPage(path, { width: 390, height: 800 });
      expect(await axeViolations(page)).toEqual([]);
      await page.locator(".drawer-toggle").click();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  it("quality.md reflow (WCAG 1.4.10): every page type fits a 320 px screen without sideways scrolling", async () => {
    // The cookie policy's table of cookies is a data table, which the criterion exempts.
    const list = await (await fetch(siteUrl("/nl/te-koop/"))).text();
    const property = /href="(\/nl\/te-koop\/[^"/?#]+\/[^"/?#]+\/\d+\/)"/.exec(list)?.[1] ?? "";
    const paths = ["/nl/", "/nl/te-koop/", property, "/nl/nieuwbouw/", "/fr/contact/", "/nl/aanmelden/"];
    for (const path of [...paths, ...SHELL_PAGES.nl.filter((path) => path !== "/nl/cookiebeleid/")]) {
      // Once loaded: before its stylesheet has arrived a page is laid out without it.
      const page = await openPage(path, { width: 320, javaScriptEnabled: false });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(320);
      await page.context().close();
    }
  });

  it("lets a keyboard user skip to the content", async () => {
    const page = await openPage("/fr/avertissement/");
    await page.keyboard.press("Tab");
    const skip = page.locator("#skip-link");
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    expect(await skip.innerText()).toBe("Aller au contenu");
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");
  });
});
