import { desc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { forEachDatabase } from "../../../tests/support/databases.ts";
import { properties } from "../../db/schema/listings.ts";
import { dictionaryFor, type MessageKey } from "../../i18n/dictionary.ts";
import type { Language } from "../../i18n/languages.ts";
import { type MessageParams, translate } from "../../i18n/translate.ts";
import { buildPropertyView } from "./build-property-view.ts";
import { loadPropertyPage, type PropertyPage } from "./property-page.server.ts";
import { findPropertyRecord } from "./property-record.server.ts";
import type { PropertyView } from "./property-view.ts";

const ENABLED: Language[] = ["nl", "fr", "en"];
const tiles = { url: "http://127.0.0.1:9/{z}/{x}/{y}.png", attribution: "test", provider: "test" };

function tFor(language: Language) {
  const dictionary = dictionaryFor(language);
  return (key: MessageKey, params?: MessageParams) => translate(dictionary, key, params);
}

forEachDatabase(
  (database) => {
    const load = (id: number | string, pathname: string, language: Language = "nl") =>
      loadPropertyPage({
        db: database(),
        idSegment: String(id),
        pathname,
        search: "",
        language,
        enabledLanguages: ENABLED,
        t: tFor(language),
        dictionary: dictionaryFor(language),
        tiles,
        thumbnailQuality: "medium",
      });

    const shown = async (page: Promise<PropertyPage>) => {
      const result = await page;
      if (result.kind !== "property") throw new Error(`expected a property page, got ${result.kind}`);
      return result;
    };

    it("shows a property at /property/{id}/ in the detected language, with its path in every language", async () => {
      const [row] = await database()
        .select({ id: properties.id })
        .from(properties)
        .where(eq(properties.status, "available"))
        .orderBy(desc(properties.id))
        .limit(1);
      const page = await shown(load(row?.id ?? 0, `/property/${row?.id}/`, "fr"));
      expect(page.view.language).toBe("fr");
      // The unchanging sections arrive as markup, in the page's language.
      // The title after the type's decorative icon (spec §3).
      expect(page.view.sections.main).toMatch(/<h1><svg class="icon type-icon"[^>]*aria-hidden="true"/);
      expect(page.view.sections.main).toContain(`</svg>${page.view.title}</h1>`);
      expect(page.view.sections.main).toContain("Pièces et surfaces");
      expect(page.alternates["x-default"]).toBe(`/property/${row?.id}/`);
      expect(page.alternates.nl).toMatch(
        new RegExp(`^/nl/te-(koop|huur)/[a-z0-9-]+/[a-z0-9-]+/${row?.id}/$`),
      );
      expect(page.alternates.fr).toMatch(
        new RegExp(`^/fr/a-(vendre|louer)/[a-z0-9-]+/[a-z0-9-]+/${row?.id}/$`),
      );
      expect(page.breadcrumbs[0]?.href).toMatch(/^\/fr\/a-(vendre|louer)\/$/);
    });

    it("answers a wrong city, slug or list segment with the right path, and a right one with the page", async () => {
      const [row] = await database()
        .select({ id: properties.id, goal: properties.goal })
        .from(properties)
        .where(eq(properties.goal, 1))
        .limit(1);
      const id = row?.id ?? 0;
      const wrong = await load(id, `/nl/te-koop/elders/iets/${id}/`);
      expect(wrong.kind).toBe("redirect");
      const location = wrong.kind === "redirect" ? wrong.location : "";
      expect(location).toMatch(new RegExp(`^/nl/te-huur/[a-z0-9-]+/[a-z0-9-]+/${id}/$`));
      expect((await load(id, location)).kind).toBe("property");
    });

    it("knows no property for an unknown or malformed id", async () => {
      for (const id of ["999999999", "0", "12abc", "99999999999999999999"]) {
        expect((await load(id, `/property/${id}/`)).kind).toBe("notFound");
      }
    });

    it("shows sold and rented listings as such, with available similar listings", async () => {
      for (const status of ["sold", "rented"] as const) {
        const [row] = await database()
          .select({ id: properties.id })
          .from(properties)
          .where(eq(properties.status, status))
          .limit(1);
        const page = await shown(load(row?.id ?? 0, `/property/${row?.id}/`));
        expect(page.availability).toBe(status);
        expect(page.similar.length).toBeGreaterThan(0);
        expect(page.similar.every((card) => card.id !== row?.id)).toBe(true);
      }
    });

    it("shows every detail group of spec §3 on some demo property, in nl, fr and en", async () => {
      const viewOf = async (id: number, language: Language) => {
        const record = await findPropertyRecord(database(), id);
        if (!record || record.property.status === "sold" || record.property.status === "rented") return null;
        return buildPropertyView(record, {
          language,
          t: tFor(language),
          tiles,
          currentYear: 2026,
          projectHref: () => "/",
        });
      };
      const shownOn = (view: PropertyView): string[] => [
        ...view.groups.map((group) => group.id),
        ...(view.documents.length ? ["documents"] : []),
        ...(view.pointsOfInterest.length ? ["pointsOfInterest"] : []),
        ...(view.mobility.length ? ["mobility"] : []),
        ...(view.embeds.some((embed) => embed.kind === "video") ? ["video"] : []),
        ...(view.embeds.some((embed) => embed.kind === "virtual_tour") ? ["virtualTour"] : []),
        ...(view.manager ? ["manager"] : []),
        ...(view.costEstimate ? ["costEstimate"] : []),
        ...(view.energy.renovationNotice ? ["renovationNotice"] : []),
        ...(view.groups.some((group) => group.rows.some((row) => row.mark === "flood"))
          ? ["floodSymbol"]
          : []),
      ];
      const expected = [
        ...["annuity", "building", "costs", "energy", "financial", "rental", "risks", "rooms", "utilities"],
        ...["costEstimate", "documents", "floodSymbol", "manager", "mobility", "pointsOfInterest"],
        ...["renovationNotice", "video", "virtualTour"],
      ].sort();
      // Dutch first over every listing; the other languages over the listings that showed something new.
      const rows = await database().select({ id: properties.id }).from(properties);
      const witnesses: number[] = [];
      const seen = new Set<string>();
      for (const { id } of rows) {
        const view = await viewOf(id, "nl");
        if (!view) continue;
        const parts = shownOn(view);
        if (parts.some((part) => !seen.has(part))) witnesses.push(id);
        for (const part of parts) seen.add(part);
      }
      expect([...seen].sort()).toEqual(expected);
      for (const language of ["fr", "en"] as const) {
        const found = new Set<string>();
        for (const id of witnesses) {
          const view = await viewOf(id, language);
          for (const part of view ? shownOn(view) : []) found.add(part);
        }
        expect([...found].sort()).toEqual(expected);
      }
    }, 300_000);
  },
  { seeded: true },
);
