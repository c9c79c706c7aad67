// Languages as a visitor meets them: the switcher leads to the same page in the other language on every
// page type, the choice is remembered, unprefixed paths follow the browser, and every page declares its
// canonical URL and alternates; sitemap.xml and robots.txt describe the site.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { openPage } from "./support/browser.ts";
import { siteUrl } from "./support/site-url.ts";

type Journey = { name: string; nl: string; fr: RegExp | string; en: RegExp | string };

const SCREENS: Journey[] = [
  { name: "home", nl: "/nl/", fr: "/fr/", en: "/en/" },
  { name: "for sale", nl: "/nl/te-koop/", fr: "/fr/a-vendre/", en: "/en/for-sale/" },
  { name: "for rent", nl: "/nl/te-huur/", fr: "/fr/a-louer/", en: "/en/for-rent/" },
  { name: "projects", nl: "/nl/nieuwbouw/", fr: "/fr/projets-neufs/", en: "/en/new-builds/" },
  { name: "contact", nl: "/nl/contact/", fr: "/fr/contact/", en: "/en/contact/" },
  {
    name: "demand register",
    nl: "/nl/hou-me-op-de-hoogte/",
    fr: "/fr/tenez-moi-informe/",
    en: "/en/keep-me-informed/",
  },
  {
    name: "free valuation",
    nl: "/nl/gratis-schatting/",
    fr: "/fr/estimation-gratuite/",
    en: "/en/free-valuation/",
  },
  {
    name: "privacy",
    nl: "/nl/privacy-statement/",
    fr: "/fr/declaration-de-confidentialite/",
    en: "/en/privacy-statement/",
  },
  { name: "disclaimer", nl: "/nl/disclaimer/", fr: "/fr/avertissement/", en: "/en/disclaimer/" },
  {
    name: "cookie policy",
    nl: "/nl/cookiebeleid/",
    fr: "/fr/politique-de-cookies/",
    en: "/en/cookie-policy/",
  },
  {
    name: "sales specialist",
    nl: "/nl/verkoopspecialist/",
    fr: "/fr/specialiste-de-la-vente/",
    en: "/en/sales-specialist/",
  },
  {
    name: "article page",
    nl: "/nl/blog/het-epc-label-bij-verkoop-en-verhuur/",
    fr: "/fr/blog/le-certificat-peb-a-la-vente-et-a-la-location/",
    en: "/en/blog/the-energy-label-when-you-sell-or-let/",
  },
  {
    name: "thank-you page",
    nl: "/nl/bedankt/we-helpen-u-graag-verder/",
    fr: "/fr/merci/site-contact/",
    en: "/en/thank-you/site-contact/",
  },
];

/** Clicks the header's link to `language` and waits for the page in that language. */
async function switchTo(page: Page, language: "nl" | "fr" | "en"): Promise<string> {
  await page.locator(`.site-header .language-switcher a[hreflang="${language}"]`).click();
  await page.waitForFunction((code) => document.documentElement.lang === code, language);
  return new URL(page.url()).pathname;
}

const expectPath = (actual: string, expected: RegExp | string) =>
  typeof expected === "string" ? expect(actual).toBe(expected) : expect(actual).toMatch(expected);

let property: Journey;
let project: Journey | null = null;

beforeAll(async () => {
  const list = await (await fetch(siteUrl("/nl/te-koop/"))).text();
  const id = /href="\/nl\/te-koop\/[^"/]+\/[^"/]+\/(\d+)\/"/.exec(list)?.[1];
  if (!id) throw new Error("The for-sale list links to no property");
  const listingPath = /href="(\/nl\/te-koop\/[^"/]+\/[^"/]+\/\d+\/)"/.exec(list)?.[1] ?? "";
  property = {
    name: "property detail",
    nl: listingPath,
    fr: new RegExp(`^/fr/a-vendre/[^/]+/[^/]+/${id}/$`),
    en: new RegExp(`^/en/for-sale/[^/]+/[^/]+/${id}/$`),
  };
  const projects = await (await fetch(siteUrl("/nl/nieuwbouw/"))).text();
  const projectPath = /href="(\/nl\/nieuwbouw\/[^"/]+\/(\d+)\/)"/.exec(projects);
  if (projectPath?.[1] && projectPath[2]) {
    project = {
      name: "project detail",
      nl: projectPath[1],
      fr: new RegExp(`^/fr/projets-neufs/[^/]+/${projectPath[2]}/$`),
      en: new RegExp(`^/en/new-builds/[^/]+/${projectPath[2]}/$`),
    };
  }
});

describe("language switcher", () => {
  const journey = async (route: Journey) => {
    const page = await openPage(route.nl, { width: 1280 });
    expect(await page.locator("html").getAttribute("lang")).toBe("nl");
    expectPath(await switchTo(page, "fr"), route.fr);
    expectPath(await switchTo(page, "en"), route.en);
    expect(await switchTo(page, "nl")).toBe(route.nl);
  };

  for (const screen of SCREENS) {
    it(`leads from the ${screen.name} to the same page in French and in English`, () => journey(screen));
  }

  it("leads from a property to the same property in French and in English", () => journey(property));

  it("leads from a new-build project to the same project in French and in English", async () => {
    if (!project) throw new Error("The project list links to no project");
    await journey(project);
  });

  it("changes the texts of the shell with the language", async () => {
    const page = await openPage("/nl/contact/", { width: 1440 });
    expect(await page.locator(".main-menu > li > .menu-entry > a").first().innerText()).toBe("Te koop");
    await switchTo(page, "fr");
    expect(await page.locator(".main-menu > li > .menu-entry > a").first().innerText()).toBe("À vendre");
    expect(await page.locator("h1").innerText()).toBe("Contact");
    expect(await page.locator(".site-footer").innerText()).toContain("Tous droits réservés");
    expect(await page.title()).toBe("Contact | Dijlestad Vastgoed");
  });

  it("is offered from the drawer on a phone", async () => {
    const page = await openPage("/en/disclaimer/", { width: 390 });
    await page.locator(".drawer-toggle").click();
    await page.locator('#site-drawer .language-switcher a[hreflang="fr"]').click();
    await page.waitForURL(siteUrl("/fr/avertissement/"));
    await page.locator("h1", { hasText: "Avertissement" }).waitFor();
  });

  it("works without JavaScript", async () => {
    const page = await openPage("/nl/cookiebeleid/", { javaScriptEnabled: false });
    await page.locator('.site-header .language-switcher a[hreflang="en"]').click();
    await page.waitForURL(siteUrl("/en/cookie-policy/"));
    expect(await page.locator("h1").innerText()).toBe("Cookie policy");
  });
});

describe("language detection", () => {
  it("serves an unprefixed page in the browser's language, else in Dutch", async () => {
    const french = await openPage("/for-sale/", { locale: "fr-BE" });
    expect(await french.locator("html").getAttribute("lang")).toBe("fr");
    const english = await openPage("/Disclaimer/", { locale: "en-GB" });
    expect(await english.locator("h1").innerText()).toBe("Disclaimer");
    expect(await english.locator("html").getAttribute("lang")).toBe("en");
    const german = await openPage("/Cookie-policy/", { locale: "de-DE" });
    expect(await german.locator("html").getAttribute("lang")).toBe("nl");
    expect(await german.locator("h1").innerText()).toBe("Cookiebeleid");
  });

  it("remembers a chosen language for unprefixed pages", async () => {
    const page = await openPage("/nl/", { locale: "nl-BE" });
    await switchTo(page, "en");
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === "lng")?.value).toBe("en");
    await page.goto(siteUrl("/privacy/"));
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect(await page.locator("h1").innerText()).toBe("Privacy statement");
  });

  it("sets no cookie when the page is in the language the visitor would get anyway", async () => {
    const response = await fetch(siteUrl("/nl/te-koop/"), { headers: { "accept-language": "nl-BE" } });
    expect(response.headers.get("set-cookie")).toBeNull();
    const chosen = await fetch(siteUrl("/fr/"), { headers: { "accept-language": "nl-BE" } });
    expect(chosen.headers.get("set-cookie")).toMatch(/^lng=fr; Path=\/; Max-Age=31536000; SameSite=Lax/);
  });
});

describe("spec §2: language prefixes on original paths, and the for-sale/for-rent fallback", () => {
  it("sends an original path under an enabled language's prefix to that language's screen (301)", async () => {
    for (const [asked, answer] of [
      ["/fr/for-sale/?city=Gent", "/fr/a-vendre/?city=Gent"],
      ["/nl/for-sale/", "/nl/te-koop/"],
      ["/en/privacy/", "/en/privacy-statement/"],
      ["/en/contact-demand/", "/en/free-valuation/"],
      ["/en/demand-register/", "/en/keep-me-informed/"],
      ["/immo/aanbod/for-rent/", "/for-rent/"],
    ] as const) {
      const response = await fetch(siteUrl(asked), { redirect: "manual" });
      expect(response.status, asked).toBe(301);
      expect(response.headers.get("Location"), asked).toBe(answer);
    }
    expect((await fetch(siteUrl("/fr/nulle-part/"), { redirect: "manual" })).status).toBe(404);
  });
});

describe("canonical URLs, alternates, sitemap and robots", () => {
  it("declares the canonical URL and the alternates of each page", async () => {
    const page = await openPage("/en/for-rent/?city=Mechelen&utm_source=mail&view=list");
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toBe(siteUrl("/en/for-rent/?city=Mechelen"));
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
      );
    expect(alternates).toEqual([
      ["nl", siteUrl("/nl/te-huur/?city=Mechelen")],
      ["fr", siteUrl("/fr/a-louer/?city=Mechelen")],
      ["en", siteUrl("/en/for-rent/?city=Mechelen")],
      ["x-default", siteUrl("/for-rent/?city=Mechelen")],
    ]);
    const agency = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(agency ?? "{}")).toMatchObject({
      "@type": "RealEstateAgent",
      name: "Dijlestad Vastgoed",
    });
  });

  it("gives a property page the alternates of the property", async () => {
    const page = await openPage(property.nl);
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("hreflang")));
    expect(alternates).toEqual(["nl", "fr", "en", "x-default"]);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(siteUrl(property.nl));
  });

  it("spec §2 article paths: an article with a category has its page in every language, with breadcrumbs", async () => {
    const page = await openPage("/fr/blog/les-droits-denregistrement-en-2025/");
    expect(await page.locator("h1").textContent()).toBe("Les droits d'enregistrement en 2025");
    const crumbs = await page.locator("nav.breadcrumbs li").allTextContents();
    expect(crumbs.map((crumb) => crumb.trim())).toEqual([
      "Accueil",
      "Blog",
      "Les droits d'enregistrement en 2025",
    ]);
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
      );
    expect(alternates).toEqual([
      ["nl", siteUrl("/nl/blog/registratierechten-in-2025/")],
      ["fr", siteUrl("/fr/blog/les-droits-denregistrement-en-2025/")],
      ["en", siteUrl("/en/blog/registration-duties-in-2025/")],
      ["x-default", siteUrl("/blog/registration-duties/")],
    ]);
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
    // The unprefixed path shows it too; a path no article has stays a 404.
    expect((await fetch(siteUrl("/blog/registration-duties/"))).status).toBe(200);
    expect((await fetch(siteUrl("/nl/blog/bestaat-niet/"))).status).toBe(404);
  });

  it("lists every screen, listing and project in sitemap.xml and points robots.txt at it", async () => {
    const sitemap = await (await fetch(siteUrl("/sitemap.xml"))).text();
    for (const journey of SCREENS.filter((screen) => screen.name !== "thank-you page")) {
      expect(sitemap).toContain(`<loc>${siteUrl(journey.nl)}</loc>`);
    }
    expect(sitemap).toContain(`<loc>${siteUrl(property.nl)}</loc>`);
    expect(sitemap).toContain('hreflang="x-default"');
    expect(sitemap).not.toContain("/de/");
    const robots = await (await fetch(siteUrl("/robots.txt"))).text();
    expect(robots).toContain(`Sitemap: ${siteUrl("/sitemap.xml")}`);
    expect(robots).toContain("Disallow: /nl/bedankt/");
  });
});
