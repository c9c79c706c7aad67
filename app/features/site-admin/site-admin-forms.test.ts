// The site configuration's and the pages' forms refuse what the spec does not allow, each with its
// translated message key, and accept what the site stores.
import { describe, expect, it } from "vitest";
import { errorKeys } from "./site-admin-fields.ts";
import { PageFormSchema, pageInput } from "./content-forms.ts";
import { InformationFormSchema, LanguagesFormSchema, MenuFormSchema, menuInput } from "./site-admin-forms.ts";

const menu = {
  id: "2",
  version: "1",
  path: "/for-sale/",
  status: "Published",
  sort: "2",
  parentId: "",
  title_nl: "Te koop",
  title_fr: "À vendre",
  title_en: "For sale",
};

function errorsOf(result: { success: boolean; error?: Parameters<typeof errorKeys>[0] }) {
  return result.error ? errorKeys(result.error) : {};
}

describe("menu form", () => {
  it("form 1: a menu entry's titles are bounded and at least one is given", () => {
    expect(MenuFormSchema.safeParse(menuInput(menu)).success).toBe(true);
    const tooLong = MenuFormSchema.safeParse(menuInput({ ...menu, title_fr: "x".repeat(81) }));
    expect(errorsOf(tooLong)).toEqual({ title_fr: "SITE_ADMIN_ERROR_TITLE" });
    const none = MenuFormSchema.safeParse(menuInput({ ...menu, title_nl: "", title_fr: " ", title_en: "" }));
    expect(errorsOf(none)).toEqual({ title: "SITE_ADMIN_ERROR_TITLE" });
  });

  it("form 2: a path outside the safe syntax is refused with its message", () => {
    const result = MenuFormSchema.safeParse(menuInput({ ...menu, path: "//evil.example/" }));
    expect(errorsOf(result)).toEqual({ path: "SITE_ADMIN_ERROR_PATH" });
  });
});

describe("information form", () => {
  const info = {
    version: "3",
    name: "Dijlestad Vastgoed",
    countryCode: "BE",
    email: "info@example.be",
    googleTagManagerId: "GTM-ABC1234",
    googleAnalyticsId: "G-ABCD1234",
    facebookPixelId: "123456789",
  };

  it("form 3: analytics ids in their services' formats are kept; others refused one by one", () => {
    expect(InformationFormSchema.safeParse(info).success).toBe(true);
    const wrong = InformationFormSchema.safeParse({
      ...info,
      googleTagManagerId: "UA-1234",
      googleAnalyticsId: "GTM-ABC1234",
      facebookPixelId: "12ab",
    });
    expect(errorsOf(wrong)).toEqual({
      googleTagManagerId: "SITE_ADMIN_ERROR_GTM",
      googleAnalyticsId: "SITE_ADMIN_ERROR_GA",
      facebookPixelId: "SITE_ADMIN_ERROR_PIXEL",
    });
    const empty = InformationFormSchema.parse({ ...info, googleTagManagerId: "" });
    expect(empty.googleTagManagerId).toBeUndefined();
  });

  it("form 4: the default language must be one in use", () => {
    const result = LanguagesFormSchema.safeParse({ version: "1", defaultLanguage: "de", use_nl: "on" });
    expect(errorsOf(result)).toEqual({ defaultLanguage: "SITE_ADMIN_ERROR_LANGUAGES" });
  });
});

describe("page form", () => {
  const page = {
    id: "1",
    version: "1",
    name: "privacy",
    path: "/privacy/",
    status: "Published",
    sort: "1",
    title_fr: "Vie privée",
    modules: '[{"position":1,"relation":"article","articleSlug":"privacy","col":{"sm":12,"md":12,"lg":10}}]',
  };

  it("form 5: modules are a list of the shape pages read; anything else is refused", () => {
    expect(PageFormSchema.safeParse(pageInput(page)).success).toBe(true);
    for (const modules of [
      "{",
      '[{"position":1}]',
      '[{"position":1,"relation":"iframe","col":{"sm":1,"md":1,"lg":1}}]',
    ]) {
      const result = PageFormSchema.safeParse(pageInput({ ...page, modules }));
      expect(result.success).toBe(false);
      if (!result.success) {
        expect(errorKeys(result.error, "PAGES_ADMIN_ERROR_MODULES")).toEqual({
          modules: "PAGES_ADMIN_ERROR_MODULES",
        });
      }
    }
  });

  it("form 6: SEO texts are bounded", () => {
    const result = PageFormSchema.safeParse(pageInput({ ...page, seoTitle_fr: "x".repeat(71) }));
    expect(errorsOf(result)).toEqual({ seoTitle_fr: "PAGES_ADMIN_ERROR_SEO" });
  });
});
