// The site shell as a visitor meets it: the configured menus in each language, the drawer on a phone,
// the header and the back-to-top button while scrolling, external links, the 404 page and thank-you pages.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BROWSER_WAIT_MS, mainResponse, openPage, pageProblems } from "./support/browser.ts";
import { scrollAndSettle } from "./support/scrolling.ts";
import { siteUrl } from "./support/site-url.ts";

const MENUS = {
  nl: ["Te koop", "Te huur", "Nieuwbouw", "Verkopen", "Hou me op de hoogte", "Contact"],
  fr: ["À vendre", "À louer", "Projets neufs", "Vendre", "Tenez-moi informé", "Contact"],
  en: ["For sale", "For rent", "New builds", "Selling", "Keep me informed", "Contact"],
} as const;

const topMenu = (page: Page) => page.locator(".main-menu > li > .menu-entry > a");

describe("menus", () => {
  for (const [language, labels] of Object.entries(MENUS)) {
    it(`shows the published entries in ${language}, without the draft or the home entry`, async () => {
      const page = await openPage(`/${language}/contact/`, { width: 1440 });
      expect(await topMenu(page).allInnerTexts()).toEqual(labels);
      const all = await page.locator(".main-nav a").allInnerTexts();
      expect(all.join(" ")).not.toMatch(/Nieuws|Actualités|News|Sell with us|Verkopen met ons/);
      expect(await page.locator(".main-nav a", { hasText: /^(Home|Accueil)$/ }).count()).toBe(0);
    });
  }

  it("links every entry to the page in the current language and marks the current page", async () => {
    const page = await openPage("/fr/contact/", { width: 1440 });
    expect(await topMenu(page).evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
      "/fr/a-vendre/",
      "/fr/a-louer/",
      "/fr/projets-neufs/",
      "/fr/specialiste-de-la-vente/",
      "/fr/tenez-moi-informe/",
      "/fr/contact/",
    ]);
    expect(await page.locator('.main-nav a[aria-current="page"]').innerText()).toBe("Contact");
    const evaluation = page.locator(".site-header .header-evaluation");
    expect(await evaluation.innerText()).toBe("Estimation gratuite");
    expect(await evaluation.getAttribute("href")).toBe("/fr/estimation-gratuite/");
  });

  it("opens a child menu with the keyboard and follows its link", async () => {
    const page = await openPage("/nl/te-koop/", { width: 1440 });
    const child = page.locator(".main-menu .submenu a", { hasText: "Gratis schatting" });
    expect(await child.isVisible()).toBe(false);
    await page.locator(".main-menu > li > .menu-entry > a", { hasText: "Verkopen" }).focus();
    await page.keyboard.press("Tab");
    await expect.poll(() => child.isVisible(), { timeout: BROWSER_WAIT_MS }).toBe(true);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Gratis schatting");
    await page.keyboard.press("Enter");
    await page.waitForURL(siteUrl("/nl/gratis-schatting/"));
    await page.locator("h1", { hasText: "Gratis schatting" }).waitFor();
  });

  it("opens external links in a new tab, phone and e-mail links in place", async () => {
    const page = await openPage("/en/", { width: 1440 });
    const facebook = page.locator(".header-links a", { hasText: "Follow us" });
    expect(await facebook.getAttribute("target")).toBe("_blank");
    expect(await facebook.getAttribute("rel")).toContain("noopener");
    const phone = page.locator(".header-links a", { hasText: "015 20 30 40" });
    expect(await phone.getAttribute("href")).toBe("tel:+3215203040");
    expect(await phone.getAttribute("target")).toBeNull();
  });
});

describe("drawer menu on a phone", () => {
  it("shows the same links and the evaluation link, handles focus and closes on Escape", async () => {
    const page = await openPage("/en/contact/", { width: 390, height: 800 });
    const toggle = page.locator(".drawer-toggle");
    const drawer = page.locator("#site-drawer");
    expect(await page.locator(".main-nav").isVisible()).toBe(false);
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await drawer.isVisible()).toBe(false);

    await toggle.click();
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest("#site-drawer") !== null))
      .toBe(true);
    expect(await page.getByRole("dialog", { name: "Menu" }).isVisible()).toBe(true);
    expect(await drawer.locator(".main-menu > li > .menu-entry > a").allInnerTexts()).toEqual(MENUS.en);
    expect(await drawer.locator(".main-menu .submenu a").allInnerTexts()).toEqual([
      "Sales specialist",
      "Free valuation",
    ]);
    expect(await drawer.locator(".header-evaluation").getAttribute("href")).toBe("/en/free-valuation/");

    await page.keyboard.press("Escape");
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.classList.contains("drawer-toggle"))).toBe(true);
    expect(await page.getByRole("dialog", { name: "Menu" }).count()).toBe(0);
  });

  it("closes after following one of its links", async () => {
    const page = await openPage("/nl/", { width: 390, height: 800 });
    await page.locator(".drawer-toggle").click();
    await page.locator("#site-drawer a", { hasText: "Te huur" }).click();
    await page.waitForURL(siteUrl("/nl/te-huur/"));
    await expect.poll(() => page.locator("#site-drawer").isVisible()).toBe(false);
    await expect.poll(() => page.locator(".drawer-toggle").getAttribute("aria-expanded")).toBe("false");
  });

  it("opens without JavaScript too", async () => {
    const page = await openPage("/fr/", { width: 390, javaScriptEnabled: false });
    await page.locator(".drawer-toggle").click();
    expect(await page.locator("#site-drawer").isVisible()).toBe(true);
    expect(await page.locator("#site-drawer .main-menu a").first().innerText()).toBe("À vendre");
  });
});

describe("header parts on each screen", () => {
  it("writes the menu, the languages, the links bar and the evaluation link once", async () => {
    const html = await (await fetch(siteUrl("/nl/contact/"))).text();
    for (const part of ["main-nav", "main-menu", "language-switcher", "header-links", "header-evaluation"]) {
      expect(html.match(new RegExp(`class="[^"]*\\b${part}\\b`, "g"))?.length, part).toBe(1);
    }
  });

  it("shows the links bar, the languages and the evaluation link on a tablet, the menu behind its button", async () => {
    const page = await openPage("/nl/contact/", { width: 900, height: 800 });
    for (const part of [".header-links", ".language-switcher", ".header-evaluation", ".drawer-toggle"]) {
      expect(await page.locator(part).isVisible(), part).toBe(true);
    }
    expect(await page.locator(".main-nav").isVisible()).toBe(false);
    await page.locator(".drawer-toggle").click();
    await expect.poll(() => page.locator("#site-drawer .main-nav").isVisible()).toBe(true);
    expect(await page.locator("#site-drawer .header-links").isVisible()).toBe(true);
  });

  it("shows the menu in the header on a large screen, without the drawer's button", async () => {
    const page = await openPage("/nl/contact/", { width: 1440 });
    for (const part of [".main-nav", ".header-links", ".language-switcher", ".header-evaluation"]) {
      expect(await page.locator(part).isVisible(), part).toBe(true);
    }
    expect(await page.locator(".drawer-toggle").isVisible()).toBe(false);
    expect(await page.locator(".drawer-close").isVisible()).toBe(false);
    expect(await page.getByRole("dialog", { name: "Menu" }).count()).toBe(0);
  });
});

describe("header on scroll", () => {
  const header = (page: Page) =>
    page.locator(".site-header").evaluate((element) => {
      const style = getComputedStyle(element);
      const logo = element.querySelector(".site-logo");
      const image = element.querySelector(".site-logo img");
      return {
        position: style.position,
        background: style.backgroundColor,
        gradient: style.backgroundImage !== "none",
        logoVisible: logo ? getComputedStyle(logo).visibility === "visible" : false,
        logoHeight: image?.getBoundingClientRect().height ?? 0,
      };
    });

  it("is transparent without a logo at the top of the home page, fixed and opaque from 30 px", async () => {
    const page = await openPage("/nl/", { width: 1280 });
    const top = await header(page);
    expect(top).toMatchObject({ position: "absolute", background: "rgba(0, 0, 0, 0)", logoVisible: false });
    expect(top.gradient).toBe(true);

    await scrollAndSettle(page, 20);
    expect((await header(page)).position).toBe("absolute");

    await scrollAndSettle(page, 40);
    // Colours fade for 200 ms: the settled state is awaited.
    await expect
      .poll(() => header(page))
      .toMatchObject({
        position: "fixed",
        background: "rgb(255, 255, 255)",
        gradient: false,
        logoVisible: true,
      });

    await scrollAndSettle(page, 0);
    await expect.poll(async () => (await header(page)).position).toBe("absolute");
  });

  it("is opaque at the top of other pages and shrinks its logo once scrolled", async () => {
    const page = await openPage("/fr/declaration-de-confidentialite/", { width: 1280 });
    const top = await header(page);
    expect(top).toMatchObject({ position: "absolute", background: "rgb(255, 255, 255)", logoVisible: true });
    await scrollAndSettle(page, 300);
    await expect.poll(async () => (await header(page)).position).toBe("fixed");
    await expect.poll(async () => (await header(page)).logoHeight).toBeLessThan(top.logoHeight);
  });
});

describe("back to top", () => {
  it("appears from 10 px of scroll and brings the visitor smoothly back to the top", async () => {
    const page = await openPage("/en/privacy-statement/", { width: 1280, height: 700 });
    const button = page.locator(".back-to-top");
    expect(await button.isVisible()).toBe(false);
    await scrollAndSettle(page, 5);
    expect(await button.isVisible()).toBe(false);
    await scrollAndSettle(page, 12);
    await expect.poll(() => button.isVisible()).toBe(true);

    await scrollAndSettle(page, 1500);
    const start = await page.evaluate(() => window.scrollY);
    expect(start).toBeGreaterThan(500);
    // Positions sampled in the page on every frame while the button scrolls, timed by the page's clock.
    const samples = await page.evaluate(
      () =>
        new Promise<[number, number][]>((resolve) => {
          const seen: [number, number][] = [];
          const began = performance.now();
          const sample = () => {
            seen.push([performance.now() - began, window.scrollY]);
            if (window.scrollY === 0 || performance.now() - began > 3_000) resolve(seen);
            else requestAnimationFrame(sample);
          };
          document.querySelector<HTMLElement>(".back-to-top")?.click();
          requestAnimationFrame(sample);
        }),
    );
    const arrival = samples.find(([, y]) => y === 0)?.[0];
    expect(arrival).toBeDefined();
    expect(arrival).toBeGreaterThan(350);
    expect(arrival).toBeLessThan(1_500);
    expect(samples.some(([, y]) => y > 0 && y < start)).toBe(true);
    await expect.poll(() => button.isVisible()).toBe(false);
  });

  it("jumps at once for visitors who prefer reduced motion", async () => {
    const page = await openPage("/en/privacy-statement/", { width: 1280, height: 700 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await scrollAndSettle(page, 1200);
    await page.locator(".back-to-top").click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 200 }).toBe(0);
  });
});

describe("404 page", () => {
  it("answers an unknown path with status 404, a search form and a link home", async () => {
    const page = await openPage("/nl/bestaat-niet/");
    expect(mainResponse(page).status()).toBe(404);
    expect(await page.locator("h1").innerText()).toBe("Pagina niet gevonden");
    expect(await page.locator("main").innerText()).toContain("Oeps, deze pagina bestaat niet meer");
    expect(await page.locator("main a", { hasText: "Naar de startpagina" }).getAttribute("href")).toBe(
      "/nl/",
    );

    await page.locator("#not-found-search").fill("Mechelen");
    await page.locator("main form button[type=submit]").click();
    await page.waitForURL(
      (url) => url.pathname === "/nl/te-koop/" && url.searchParams.get("city") === "Mechelen",
    );
    expect(pageProblems(page).uncaught).toEqual([]);
  });

  it("answers a prefix that names no enabled language with the 404 page", async () => {
    for (const path of ["/de/", "/de/zu-verkaufen/", "/xx/te-koop/"]) {
      const page = await openPage(path, { locale: "fr-BE" });
      expect(mainResponse(page).status()).toBe(404);
      expect(await page.locator("h1").innerText()).toBe("Page introuvable");
      expect(await page.locator("html").getAttribute("lang")).toBe("fr");
    }
  });

  it("speaks the language of the path", async () => {
    const page = await openPage("/en/nowhere/", { locale: "nl-BE" });
    expect(mainResponse(page).status()).toBe(404);
    expect(await page.locator("h1").innerText()).toBe("Page not found");
  });
});

describe("thank-you pages", () => {
  it("answers the nine forms, with the two Dutch names", async () => {
    const paths = [
      "/feedback/contact-me/",
      "/feedback/site-contact/",
      "/nl/bedankt/gratis-schatting/",
      "/nl/bedankt/we-helpen-u-graag-verder/",
      "/nl/bedankt/send-to-friend/",
      "/fr/merci/contact-demand/",
      "/en/thank-you/testing-testing/",
    ];
    for (const path of paths) {
      const response = await fetch(siteUrl(path), { redirect: "manual" });
      expect(response.status, path).toBe(200);
    }
    const page = await openPage("/nl/bedankt/gratis-schatting/");
    expect(await page.locator("h1").innerText()).toBe("Bedankt!");
    expect(await page.locator("main").innerText()).toContain("gratis schatting");
  });

  it("moves a form named in another language's words to its own path, and refuses unknown forms", async () => {
    const moved = await fetch(siteUrl("/nl/bedankt/site-contact/"), { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(new URL(moved.headers.get("location") ?? "", siteUrl()).pathname).toBe(
      "/nl/bedankt/we-helpen-u-graag-verder/",
    );
    for (const path of ["/feedback/no-such-form/", "/nl/bedankt/onbekend/", "/en/thank-you/gratis/"]) {
      const response = await fetch(siteUrl(path), { redirect: "manual" });
      expect(response.status, path).toBe(404);
    }
  });
});
