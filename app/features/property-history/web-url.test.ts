import { describe, expect, it } from "vitest";
import { safeHref, webUrlField } from "./web-url.ts";

describe("web addresses entered by the agency", () => {
  it("keeps http and https addresses, as the browser reads them", () => {
    expect(safeHref("https://www.immoweb.example/nl/zoekertje/1")).toBe(
      "https://www.immoweb.example/nl/zoekertje/1",
    );
    expect(safeHref(" HTTP://Example.BE/a b ")).toBe("http://example.be/a%20b");
    expect(webUrlField.parse("  https://x.example/?q=1#top ")).toBe("https://x.example/?q=1#top");
  });

  it("refuses every other scheme, credentials, relative and oversized addresses", () => {
    for (const value of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "\u0000javascript:alert(1)",
      " \tjavascript:alert(1)",
      "java\nscript:alert(1)",
      "data:text/html;base64,PHNjcmlwdD4=",
      "vbscript:msgbox(1)",
      "blob:https://x.example/1",
      "file:///etc/passwd",
      "ftp://x.example/",
      "mailto:a@example.be",
      "https://user:pw@x.example/",
      "https://user@x.example/",
      "//x.example/",
      "/relative/path",
      "x",
      "",
      null,
      undefined,
      `https://x.example/${"a".repeat(2_000)}`,
    ]) {
      expect(safeHref(value), String(value)).toBeNull();
    }
    expect(webUrlField.safeParse("javascript:alert(1)").error?.issues[0]?.message).toBe("HISTORY_ERROR_URL");
    expect(webUrlField.safeParse("").error?.issues[0]?.message).toBe("HISTORY_ERROR_REQUIRED");
    expect(webUrlField.safeParse(42).error?.issues[0]?.message).toBe("HISTORY_ERROR_REQUIRED");
  });
});
