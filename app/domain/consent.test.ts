import { describe, expect, it } from "vitest";
import {
  asksForConsent,
  consentChoiceCommands,
  consentDefaultCommand,
  decodeConsent,
  encodeConsent,
  EVERYTHING_GRANTED,
  hasStoredConsent,
  type GtagCommand,
  type MeasurementIds,
  NOTHING_GRANTED,
  tagsAllowed,
} from "./consent.ts";

const ALL_IDS: MeasurementIds = {
  googleTagManagerId: "GTM-ABC123",
  googleAnalyticsId: "G-XYZ789",
  facebookPixelId: "123456789012",
};
const PAGE = { location: "https://www.example.be/nl/", title: "Home" };
const NOW = new Date("2026-11-23T10:00:00Z");

/** The page's whole gtag() sequence: the default at start, then what the choice adds. */
function sequence(choice = EVERYTHING_GRANTED, ids = ALL_IDS): GtagCommand[] {
  return [consentDefaultCommand(), ...consentChoiceCommands(choice, ids, PAGE, NOW)];
}

const position = (commands: GtagCommand[], test: (command: GtagCommand) => boolean) =>
  commands.findIndex(test);

describe("Google Consent Mode v2 call order (Google's 'Set up consent mode': default before any config)", () => {
  it("consent 1: the default comes first and denies all four types", () => {
    const [first] = sequence();
    expect(first).toEqual([
      "consent",
      "default",
      {
        analytics_storage: "denied",
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
      },
    ]);
  });

  it("consent 2: default, then update, then js and config, then the page view, each once", () => {
    const commands = sequence();
    const kinds = commands.map((command) => `${command[0]}:${String(command[1]).slice(0, 12)}`);
    expect(kinds).toEqual([
      "consent:default",
      "consent:update",
      `js:${String(NOW).slice(0, 12)}`,
      "config:G-XYZ789",
      "event:page_view",
    ]);
    const update = position(commands, (c) => c[0] === "consent" && c[1] === "update");
    const config = position(commands, (c) => c[0] === "config");
    const pageView = position(commands, (c) => c[0] === "event");
    expect(update).toBeGreaterThan(0);
    expect(config).toBeGreaterThan(update);
    expect(pageView).toBeGreaterThan(config);
    expect(commands[update]).toEqual([
      "consent",
      "update",
      {
        analytics_storage: "granted",
        ad_storage: "granted",
        ad_user_data: "granted",
        ad_personalization: "granted",
      },
    ]);
    // The page view waits for the choice: the config itself sends none.
    expect(commands[config]).toEqual(["config", "G-XYZ789", { send_page_view: false }]);
  });

  it("consent 3: a decline sends the update and nothing that would load or configure a tag", () => {
    const commands = sequence(NOTHING_GRANTED);
    expect(commands.map((command) => command[0])).toEqual(["consent", "consent"]);
    expect(commands[1]?.[2]).toMatchObject({ analytics_storage: "denied", ad_storage: "denied" });
  });

  it("consent 4: a partial choice updates exactly the types agreed to", () => {
    const analyticsOnly = { ...NOTHING_GRANTED, analytics_storage: true };
    const commands = sequence(analyticsOnly);
    expect(commands[1]).toEqual([
      "consent",
      "update",
      {
        analytics_storage: "granted",
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
      },
    ]);
    expect(tagsAllowed(analyticsOnly, ALL_IDS)).toEqual({ google: true, meta: false });
  });

  it("consent 5: without a Google identifier no js, config or page view is queued", () => {
    const pixelOnly = { googleTagManagerId: null, googleAnalyticsId: null, facebookPixelId: "123456789012" };
    expect(sequence(EVERYTHING_GRANTED, pixelOnly).map((command) => command[0])).toEqual([
      "consent",
      "consent",
    ]);
    expect(tagsAllowed(EVERYTHING_GRANTED, pixelOnly)).toEqual({ google: false, meta: true });
  });

  it("consent 6: the pixel needs both ad storage and ad user data", () => {
    expect(tagsAllowed({ ...NOTHING_GRANTED, ad_storage: true }, ALL_IDS).meta).toBe(false);
    expect(tagsAllowed({ ...NOTHING_GRANTED, ad_user_data: true }, ALL_IDS).meta).toBe(false);
    expect(tagsAllowed({ ...NOTHING_GRANTED, ad_storage: true, ad_user_data: true }, ALL_IDS).meta).toBe(
      true,
    );
  });
});

describe("the consent cookie", () => {
  it("consent 7: round-trips every choice and refuses anything it did not write", () => {
    const partly = { ...NOTHING_GRANTED, ad_storage: true, embeds: true };
    expect(encodeConsent(partly)).toBe("v1.01001");
    expect(decodeConsent(encodeConsent(partly))).toEqual(partly);
    expect(decodeConsent(encodeConsent(EVERYTHING_GRANTED))).toEqual(EVERYTHING_GRANTED);
    for (const bad of [null, "", "v1.0100", "v1.010012", "v2.01001", "v1.0100x", "yes"]) {
      expect(decodeConsent(bad)).toBeNull();
    }
  });

  it("consent 7b: the page asks from its first paint unless a choice this version wrote is stored, and always on ?setcookies", () => {
    const page = new URL("https://www.example.be/nl/");
    const again = new URL("https://www.example.be/nl/?setcookies");
    const stored = encodeConsent(NOTHING_GRANTED);
    expect(hasStoredConsent(stored)).toBe(true);
    expect(asksForConsent(stored, page)).toBe(false);
    expect(asksForConsent(stored, again)).toBe(true);
    // No cookie, or a value this version did not write: asked.
    for (const bad of [null, undefined, "", "v1.0000", "v1.000000", "v2.00000", " v1.00000", "v1.00200"]) {
      expect(hasStoredConsent(bad)).toBe(false);
      expect(asksForConsent(bad, page)).toBe(true);
    }
  });
});
