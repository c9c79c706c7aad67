import { describe, expect, it } from "vitest";
import {
  BACK_TO_TOP_DURATION_MS,
  BACK_TO_TOP_THRESHOLD,
  BACK_TO_TOP_THROTTLE_MS,
  CONSENT_PAGE_VIEW_DELAY_MS,
  HEADER_SCROLL_THRESHOLD,
  MAP_MESSAGE_DELAY_MS,
  isPreviewPath,
} from "./page-behaviour.ts";
import {
  FOOTER_IMAGE_HEIGHT,
  HOME_LATEST_LIMIT,
  OWNER_STATISTICS_DAYS,
  TESTIMONIALS_LIMIT,
} from "./page-limits.ts";

describe("page behaviour (spec §2, §4, §7, §9)", () => {
  it("keeps the spec's thresholds and timings", () => {
    expect([HEADER_SCROLL_THRESHOLD, BACK_TO_TOP_THRESHOLD, BACK_TO_TOP_THROTTLE_MS]).toEqual([30, 10, 100]);
    expect([BACK_TO_TOP_DURATION_MS, CONSENT_PAGE_VIEW_DELAY_MS, MAP_MESSAGE_DELAY_MS]).toEqual([
      500, 500, 50,
    ]);
  });

  it("keeps the spec's counts and sizes", () => {
    expect([HOME_LATEST_LIMIT, TESTIMONIALS_LIMIT, FOOTER_IMAGE_HEIGHT, OWNER_STATISTICS_DAYS]).toEqual([
      4, 3, 500, 30,
    ]);
  });

  it.each([
    ["/preview/home/", true],
    ["/nl/te-koop/?mode=Preview", true],
    ["/nl/te-koop/", false],
  ])("%s is a preview path: %s", (path, preview) => {
    expect(isPreviewPath(path)).toBe(preview);
  });
});
