import { describe, expect, it } from "vitest";
import { VISIT_SOURCES, VISIT_STATUSES, VISIT_TYPES } from "../../domain/visit-history.ts";
import { dictionaryFor } from "../../i18n/dictionary.ts";
import { VISIT_SOURCE_LABELS, VISIT_STATUS_LABELS, VISIT_TYPE_LABELS } from "./history-labels.ts";

describe("visit history labels", () => {
  it("names every visit type, status and source in nl, fr and en, each with a text of its own", () => {
    const keys = [
      ...VISIT_TYPES.map((type) => VISIT_TYPE_LABELS[type]),
      ...VISIT_STATUSES.map((status) => VISIT_STATUS_LABELS[status]),
      ...VISIT_SOURCES.map((source) => VISIT_SOURCE_LABELS[source]),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    for (const language of ["nl", "fr", "en"] as const) {
      const dictionary = dictionaryFor(language);
      const texts = keys.map((key) => dictionary[key]);
      expect(texts.every((text) => text.length > 0)).toBe(true);
      expect(new Set(texts.slice(0, VISIT_TYPES.length)).size).toBe(VISIT_TYPES.length);
    }
  });
});
