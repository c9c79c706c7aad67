import { describe, expect, it } from "vitest";
import { isPreviewPath } from "./page-behaviour.ts";

describe("preview paths (spec §2)", () => {
  it.each([
    ["/preview/home/", true],
    ["/nl/te-koop/?mode=Preview", true],
    ["/nl/te-koop/", false],
  ])("%s is a preview path: %s", (path, preview) => {
    expect(isPreviewPath(path)).toBe(preview);
  });
});
