import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "../../../tests/support/databases.ts";
import { languages, pages, siteSettings } from "../../db/schema/content.ts";
import { dictionaryFor } from "../../i18n/dictionary.ts";
import { seedSiteContent } from "../../db/seed/site-content.ts";
import { footerColumnsMarkup, footerColumnsOf } from "./footer-columns.server.tsx";
import { screenPageFor } from "./screen-pages.server.ts";
import { shellDataFor } from "./shell-data.server.ts";
import { forgetPublicContentMemos } from "../../db/public-content-memo.server.ts";
import { siteConfig } from "./site-config.server.ts";

const ORIGIN = "https://www.example.be";

forEachDatabase((database) => {
  beforeAll(async () => {
    await seedSiteContent(database());
    forgetPublicContentMemos();
  });

  it("offers the languages in use, German left out, Dutch by default", async () => {
    const config = await siteConfig(database());
    expect(config.enabledLanguages).toEqual(["nl", "fr", "en"]);
    expect(config.defaultLanguage).toBe("nl");
  });

  it("shows only published menu entries, children nested, without the home entry", async () => {
    const shell = shellDataFor(await siteConfig(database()), "nl", ORIGIN);
    expect(shell.menus.map((item) => item.label)).toEqual([
      "Te koop",
      "Te huur",
      "Nieuwbouw",
      "Verkopen",
      "Hou me op de hoogte",
      "Contact",
    ]);
    const selling = shell.menus.find((item) => item.label === "Verkopen");
    expect(selling?.children.map((child) => [child.label, child.href])).toEqual([
      ["Verkoopspecialist", "/nl/verkoopspecialist/"],
      ["Gratis schatting", "/nl/gratis-schatting/"],
    ]);
  });

  it("spec §2: a child menu is nested under its parent's path, in every language; a hidden parent hides it", async () => {
    const config = await siteConfig(database());
    const selling = config.menus.find((row) => row.id === 5);
    const draft = config.menus.find((row) => row.status === "Draft" && row.parentId === null);
    if (!selling || !draft) throw new Error("demo menus changed");
    const child = {
      ...selling,
      id: 900,
      parentId: 5,
      sort: 9,
      path: "onze-aanpak/",
      title: { nl: "Onze aanpak", fr: "Notre approche" },
    };
    const underDraft = { ...child, id: 901, parentId: draft.id, path: "/contact/" };
    const nested = { ...config, menus: [...config.menus, child, underDraft] };
    for (const [language, parent] of [
      ["nl", "/nl/verkoopspecialist/"],
      ["fr", "/fr/specialiste-de-la-vente/"],
    ] as const) {
      const menu = shellDataFor(nested, language, ORIGIN).menus;
      const parentItem = menu.find((item) => item.id === 5);
      expect(parentItem?.href).toBe(parent);
      expect(parentItem?.children.find((item) => item.id === 900)?.href).toBe(`${parent}onze-aanpak/`);
      expect(JSON.stringify(menu)).not.toContain('"id":901');
    }
  });

  it("translates labels and links into the visitor's language", async () => {
    const shell = shellDataFor(await siteConfig(database()), "fr", ORIGIN);
    expect(shell.menus[0]).toMatchObject({ label: "À vendre", href: "/fr/a-vendre/", external: false });
    expect(shell.freeValuation).toEqual({
      href: "/fr/estimation-gratuite/",
      label: "Estimation gratuite",
      external: false,
    });
    expect(shell.headerLinks.map((link) => [link.icon, link.label, link.external])).toEqual([
      ["phone", "015 20 30 40", false],
      ["mail", "info@dijlestadvastgoed.be", false],
      ["facebook", "Suivez-nous", true],
    ]);
    expect(shell.copyright).toBe("© Dijlestad Vastgoed SRL. Tous droits réservés.");
    expect(screenPageFor(await siteConfig(database()), "fr", "forSale").title).toBe("À vendre");
  });

  it("shows footer texts only when they are public", async () => {
    const columns = footerColumnsOf(await siteConfig(database()), "en");
    const [about, contact] = columns;
    expect(about?.title).toBe("Dijlestad Vastgoed");
    expect(about?.fullHtml).toBeNull();
    expect(about?.images).toHaveLength(1);
    expect(contact?.introHtml).toBeNull();
    expect(contact?.fullHtml).toContain("Bruul 52");
    const legal = columns[3]?.fullHtml ?? "";
    expect(legal).toContain('href="/en/privacy-statement/"');
    expect(legal).toMatch(/href="https:\/\/www\.biv\.be" target="_blank" rel="noopener noreferrer"/);
    // The shell carries them as one piece of markup (sent once, ADR 0024), the columns in their order.
    const markup = footerColumnsMarkup(columns);
    expect(markup).toMatch(
      /^<div class="footer-column span-sm-12 span-md-6 span-lg-3"><h3 class="footer-title">Dijlestad Vastgoed<\/h3>/,
    );
    expect(markup).toContain('<div class="footer-text">');
    expect(markup.indexOf("Bruul 52")).toBeLessThan(markup.indexOf("/en/privacy-statement/"));
  });

  it("follows a change of the display options once the configuration is invalidated", async () => {
    const [row] = await database().select().from(siteSettings).where(eq(siteSettings.id, 1));
    if (!row) throw new Error("site settings missing");
    await database()
      .update(siteSettings)
      .set({ displayOptions: { showHomeMenu: true, showFreeEvaluation: false } })
      .where(eq(siteSettings.id, 1));
    const before = shellDataFor(await siteConfig(database()), "nl", ORIGIN);
    expect(before.freeValuation).not.toBeNull();
    forgetPublicContentMemos();
    const after = shellDataFor(await siteConfig(database()), "nl", ORIGIN);
    expect(after.menus[0]).toMatchObject({ label: "Home", href: "/nl/" });
    expect(after.freeValuation).toBeNull();
    await database()
      .update(siteSettings)
      .set({ displayOptions: row.displayOptions })
      .where(eq(siteSettings.id, 1));
    forgetPublicContentMemos();
  });

  it("titles a screen without a published page configuration from the dictionary", async () => {
    const configured = screenPageFor(await siteConfig(database()), "fr", "salesSpecialist");
    expect(configured.title).toBe("Votre spécialiste de la vente à Malines");
    await database().update(pages).set({ status: "Draft" }).where(eq(pages.path, "/Verkoopspecialist/"));
    forgetPublicContentMemos();
    const draft = screenPageFor(await siteConfig(database()), "fr", "salesSpecialist");
    expect(draft.title).toBe("Spécialiste de la vente");
    await database().update(pages).set({ status: "Published" }).where(eq(pages.path, "/Verkoopspecialist/"));
    forgetPublicContentMemos();
  });

  it("spec §1: with German switched on, its interface and its content fall back in one order (the default language)", async () => {
    await database().update(languages).set({ use: true }).where(eq(languages.code, "de"));
    forgetPublicContentMemos();
    const config = await siteConfig(database());
    expect(config.enabledLanguages).toContain("de");
    const german = shellDataFor(config, "de", ORIGIN);
    const dutch = shellDataFor(config, "nl", ORIGIN);
    expect(german.menus.map((item) => item.label)).toEqual(dutch.menus.map((item) => item.label));
    const interfaceText = dictionaryFor("de", config.defaultLanguage).SHELL_SKIP_TO_CONTENT;
    expect(interfaceText).toBe(dictionaryFor("nl").SHELL_SKIP_TO_CONTENT);
    expect(dutch.freeValuation).not.toBeNull();
    expect(german.freeValuation?.label).toBe(dutch.freeValuation?.label);
    await database().update(languages).set({ use: false }).where(eq(languages.code, "de"));
    forgetPublicContentMemos();
  });
});
