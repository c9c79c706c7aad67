// Which paths and image keys the back office stores: only safe path syntax reaches a link.
import { describe, expect, it } from "vitest";
import { isSafeImageKey, isSafeSitePath } from "./site-paths.ts";

describe("site paths", () => {
  it("path 1: the site's own paths are accepted", () => {
    for (const path of ["/", "/for-sale/", "/Cookie-policy/", "/nl/te-koop/", "/a.b_c~d/"]) {
      expect(isSafeSitePath(path), path).toBe(true);
    }
  });

  it("path 2: schemes, hosts, queries, traversal, markup and missing slashes are refused", () => {
    for (const path of [
      "",
      "for-sale/",
      "/for-sale",
      "//evil.example/",
      "/../",
      "/a/./",
      "/a//b/",
      "javascript:alert(1)",
      "/a?b=1/",
      "/a#b/",
      "/<script>/",
      "/a b/",
      "/é/",
      `/${"a".repeat(200)}/`,
    ]) {
      expect(isSafeSitePath(path), path).toBe(false);
    }
  });

  it("image key 1: media keys and the site's files are accepted, traversal is not", () => {
    expect(isSafeImageKey("office-4x3-agency")).toBe(true);
    expect(isSafeImageKey("/brand/logo.svg")).toBe(true);
    for (const key of ["", "../secret", "/a/../b", "a b", "https://evil.example/x.png", "<x>"]) {
      expect(isSafeImageKey(key), key).toBe(false);
    }
  });
});
