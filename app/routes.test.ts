import { describe, expect, it } from "vitest";
import { FEEDBACK_PREFIX, thankYouPath } from "./i18n/route-table.ts";
import routes from "./routes.ts";

describe("route registration", () => {
  it("registers a thank-you route under every prefix of the route table (spec §2 thank-you pages)", () => {
    const feedback = routes.filter((entry) => entry.id?.startsWith("feedback."));
    expect(feedback.map((entry) => entry.path).sort()).toEqual(
      Object.values(FEEDBACK_PREFIX)
        .map((prefix) => `${prefix}:form/`)
        .sort(),
    );
    // A thank-you path the table builds is one the router knows.
    const nl = thankYouPath("site-contact", "nl");
    expect(feedback.some((entry) => nl.startsWith(entry.path?.replace(":form/", "") ?? "-"))).toBe(true);
  });
});
