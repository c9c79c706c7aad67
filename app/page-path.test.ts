import { describe, expect, it } from "vitest";
import { pagePathOf } from "./page-path.ts";

const path = (url: string) => pagePathOf(new Request(`http://localhost${url}`));

describe("the page a request is for", () => {
  it("reads a data request as its page", () => {
    expect(path("/nl/getuigenis/_.data")).toBe("/nl/getuigenis/");
    expect(path("/_root.data")).toBe("/");
    expect(path("/fr/blog/les-droits.data")).toBe("/fr/blog/les-droits/");
  });
  it("keeps a page's own path, with its trailing slash", () => {
    expect(path("/nl/te-koop/")).toBe("/nl/te-koop/");
    expect(path("/nl/te-koop?page=2")).toBe("/nl/te-koop/");
  });
});
