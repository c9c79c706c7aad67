// Hardening 5: no list URL reaches the database with a value it cannot take. The gate refuses control
// characters and broken escapes (server/request-gate.ts); every other value of every list parameter is
// read, bounded or dropped by the listing query, and the page loads on both engines.
import fc from "fast-check";
import { expect, it } from "vitest";
import { PAGE_DEFINING_PARAMETERS } from "../app/domain/page-query.ts";
import { loadListingPage } from "../app/features/listings/listing-page.server.ts";
import { dictionaryFor } from "../app/i18n/dictionary.ts";
import { translate } from "../app/i18n/translate.ts";
import { forEachDatabase } from "../tests/support/databases.ts";
import { isPlainTarget } from "./request-gate.ts";

const t = (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) =>
  translate(dictionaryFor("nl"), key, params);

// Every parameter a list reads: the ones that define the page, the view and the language choice.
const LIST_PARAMETERS = [...PAGE_DEFINING_PARAMETERS, "view", "lng"] as const;

const awkwardNumber = fc.oneof(
  fc.constantFrom("1e20", "1e400", "-1", "-0", "0", "NaN", "Infinity", "0x10", "9".repeat(40), "1.5", " 2 "),
  fc.integer().map(String),
  fc.double().map(String),
);
const anyText = fc.oneof(fc.string({ unit: "binary", maxLength: 40 }), awkwardNumber, fc.constant(""));

const listUrl = fc
  .array(fc.tuple(fc.constantFrom(...LIST_PARAMETERS), anyText), { maxLength: 8 })
  .map((pairs) => `/nl/te-koop/?${new URLSearchParams(pairs).toString()}`);

forEachDatabase(
  (database) => {
    it("hardening 5: any admitted list URL loads its page; the others are refused before the database", async () => {
      let admitted = 0;
      await fc.assert(
        fc.asyncProperty(listUrl, fc.constantFrom("sale" as const, "rent" as const), async (target, goal) => {
          if (!isPlainTarget(target)) return;
          admitted += 1;
          const searchParams = new URL(target, "http://site.test").searchParams;
          const page = await loadListingPage({
            db: database(),
            goal,
            language: "nl",
            searchParams,
            dictionary: dictionaryFor("nl"),
            t,
          });
          expect(page.page).toBeGreaterThanOrEqual(1);
        }),
        { numRuns: 150 },
      );
      expect(admitted).toBeGreaterThan(50);
    });

    it("hardening 5: a page number past any sane end is bounded, not sent to the database as it is", async () => {
      const searchParams = new URLSearchParams("page=1e20");
      const page = await loadListingPage({
        db: database(),
        goal: "sale",
        language: "nl",
        searchParams,
        dictionary: dictionaryFor("nl"),
        t,
      });
      expect(page.page).toBe(page.pageCount);
    });
  },
  { seeded: true },
);
