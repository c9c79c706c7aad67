import { mkdtempSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { data, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { dictionaryFor } from "../app/i18n/dictionary.ts";
import type { MessageKey } from "../app/i18n/dictionary.ts";
import { routeMessageKeys, type RouteTexts, withMessages } from "./route-messages.ts";

function clientBuild(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "route-messages-"));
  mkdirSync(path.join(dir, "assets"));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, "assets", name), text);
  return dir;
}

const build = {
  routes: {
    root: { module: { loader: () => null } },
    "forSale.nl": { module: { loader: () => null } },
    "privacy.nl": { module: {} },
    "property.nl": { module: { loader: () => null } },
  },
  assets: {
    routes: {
      root: { module: "/assets/root-a.js", imports: ["/assets/shared-b.js"] },
      "forSale.nl": { module: "/assets/listings-c.js", imports: ["/assets/shared-b.js"] },
      "privacy.nl": { module: "/assets/content-d.js" },
      "property.nl": { module: "/assets/property-g.js" },
    },
  },
};

describe("routeMessageKeys", () => {
  const dir = clientBuild({
    "root-a.js": `t("SHELL_SKIP_TO_CONTENT");let x="NOT_A_KEY";`,
    "shared-b.js": `t('API_ERROR')`,
    // A chunk loaded on demand is followed too: its texts are shown after an interaction.
    "listings-c.js":
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/deps-f.js"])));await import(`./later-e.js`);t("API_ERROR")',
    "deps-f.js": 't("LISTINGS_RIBBON_RENTED")',
    // A long list of keys the minifier joined into one string, split when it runs.
    "later-e.js":
      'import"./deps-f.js";t(`LISTINGS_NO_PHOTO`);const l=`LEAD_LABEL_CV.LEAD_LABEL_ZONES.NOT_A_KEY`.split(`.`);const e=`LEAD_ERROR_CV_TYPE`',
    "content-d.js": `t("LISTINGS_RIBBON_SOLD")`,
    // A property page: its lead forms are a chunk of their own, sharing a chunk with the page.
    // The dependency list of its imports on demand names the forms' own chunks too (person-j.js).
    "property-g.js":
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/open-lead-form-h.js","assets/person-j.js","assets/fields-i.js"])));t("LEAD_ACTIONS_TITLE");import("./open-lead-form-h.js");import("./fields-i.js")',
    "open-lead-form-h.js":
      'import{p}from"./person-j.js";t("LEAD_FORM_CONTACT_ME_TITLE");import("./fields-i.js")',
    "person-j.js": 't("LEAD_LABEL_ZONES")',
    "fields-i.js": 't("LEAD_SUBMIT")',
  });
  const keys = routeMessageKeys(build, dir, dictionaryFor("en"));

  it("light pages 1: gives a route the keys its chunks name, without the root's", () => {
    expect(new Set(keys?.get("forSale.nl")?.keys)).toEqual(
      new Set(["LISTINGS_NO_PHOTO", "LISTINGS_RIBBON_RENTED", "LEAD_LABEL_CV", "LEAD_LABEL_ZONES"]),
    );
  });

  it("a list of keys the minifier wrote as one split string names each of its keys", () => {
    expect(keys?.get("forSale.nl")?.keys).toEqual(
      expect.arrayContaining(["LEAD_LABEL_CV", "LEAD_LABEL_ZONES"]),
    );
    expect(keys?.get("forSale.nl")?.keys).not.toContain("NOT_A_KEY");
  });

  it("ADR 0029: a lead form's field errors travel with no page; the form's own check asks for their words", () => {
    // Named by a chunk the page loads, LEAD_ERROR_CV_TYPE would otherwise be one of the page's texts.
    for (const texts of keys?.values() ?? []) {
      expect([...texts.keys, ...texts.formKeys].filter((key) => key.startsWith("LEAD_ERROR_"))).toEqual([]);
    }
  });

  it("light pages 1: gives the root the shell's keys and those of routes without a loader", () => {
    expect(new Set(keys?.get("root")?.keys)).toEqual(
      new Set(["SHELL_SKIP_TO_CONTENT", "API_ERROR", "LISTINGS_RIBBON_SOLD"]),
    );
  });

  it("light pages 7: keeps the open lead forms' own texts apart, for the data of a page whose forms are open", () => {
    expect(keys?.get("property.nl")).toEqual({
      keys: expect.arrayContaining(["LEAD_ACTIONS_TITLE", "LEAD_SUBMIT"]),
      formKeys: expect.arrayContaining(["LEAD_FORM_CONTACT_ME_TITLE", "LEAD_LABEL_ZONES"]),
    });
    expect(keys?.get("property.nl")?.formKeys).toHaveLength(2);
    expect(keys?.get("property.nl")?.keys).not.toContain("LEAD_FORM_CONTACT_ME_TITLE");
    // A chunk only the forms import stays theirs, though the page's dependency list names it.
    expect(keys?.get("property.nl")?.keys).not.toContain("LEAD_LABEL_ZONES");
    expect(keys?.get("forSale.nl")?.formKeys).toEqual([]);
  });

  it("knows nothing when the client build is not on disk (development sends every text)", () => {
    expect(routeMessageKeys(build, path.join(dir, "missing"), dictionaryFor("en"))).toBeNull();
  });
});

const texts = (keys: MessageKey[], formKeys: MessageKey[] = []): RouteTexts => ({ keys, formKeys });

describe("withMessages", () => {
  const dictionary = dictionaryFor("fr");
  const inFrench = () => dictionary;
  const args = {
    context: new RouterContextProvider(),
    request: new Request("http://localhost/"),
    params: {},
    url: new URL("http://localhost/"),
    pattern: "/",
  };

  it("light pages 1: adds the route's texts in the request's language to its data", async () => {
    const loader = withMessages(() => ({ title: "x" }), texts(["API_ERROR"]), inFrench);
    expect(await loader(args)).toEqual({ title: "x", messages: { API_ERROR: dictionary.API_ERROR } });
  });

  it("light pages 1: adds them to a data() the loader throws, for the route's error boundary", async () => {
    const loader = withMessages(
      () => {
        throw data({ title: "bad" }, { status: 400 });
      },
      texts(["API_ERROR"]),
      inFrench,
    );
    await expect(loader(args)).rejects.toMatchObject({
      data: { title: "bad", messages: { API_ERROR: dictionary.API_ERROR } },
      init: { status: 400 },
    });
  });

  it("leaves responses and redirects as they are", async () => {
    const response = new Response(null, { status: 301 });
    expect(await withMessages(() => response, texts(["API_ERROR"]), inFrench)(args)).toBe(response);
  });

  it("light pages 7: adds the lead forms' texts only while the data holds open forms", async () => {
    const withForms = texts(["LEAD_ACTIONS_TITLE"], ["LEAD_FORM_CONTACT_ME_TITLE"]);
    const closed = withMessages(() => ({ leads: null }), withForms, inFrench);
    expect(await closed(args)).toEqual({
      leads: null,
      messages: { LEAD_ACTIONS_TITLE: dictionary.LEAD_ACTIONS_TITLE },
    });
    const open = withMessages(() => ({ leads: { tickets: {} } }), withForms, inFrench);
    expect(await open(args)).toEqual({
      leads: { tickets: {} },
      messages: {
        LEAD_ACTIONS_TITLE: dictionary.LEAD_ACTIONS_TITLE,
        LEAD_FORM_CONTACT_ME_TITLE: dictionary.LEAD_FORM_CONTACT_ME_TITLE,
      },
    });
  });
});
