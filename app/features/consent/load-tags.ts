// The measurement tags (spec §4 step 5, §7), loaded on demand once the visitor's choice allows them: the
// Google tag (a Tag Manager container and/or an Analytics measurement id) and the Meta pixel, each only
// with the site configuration's identifiers. Imported only when a choice grants one of them, so a page
// whose visitor declined never downloads this code.
import {
  consentChoiceCommands,
  type ConsentChoice,
  type Measurement,
  pageViewCommand,
  tagsAllowed,
} from "../../domain/consent.ts";
import { pushContainerStart, runGtag } from "./consent-mode.ts";

type Fbq = ((...args: unknown[]) => void) & {
  /** Set by fbevents.js once it has loaded; until then calls wait in `queue`. */
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: (...args: unknown[]) => void;
  loaded: boolean;
  version: string;
};

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

export type LoadedTags = { google: boolean; meta: boolean };
export type PageRef = { location: string; title: string };

function addScript(src: string): void {
  // Added by the site's own (nonce-trusted) script: 'strict-dynamic' lets it run; the CSP's hosts name it
  // for browsers without 'strict-dynamic'.
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/** The pixel's command queue, as Meta's snippet sets it up: calls wait until fbevents.js has loaded. */
function pixelQueue(): Fbq {
  if (window.fbq) return window.fbq;
  const queue: unknown[][] = [];
  function fbq(...args: unknown[]): void {
    const loaded = window.fbq?.callMethod;
    if (loaded) loaded(...args);
    else queue.push(args);
  }
  const pixel: Fbq = Object.assign(fbq, { queue, push: fbq, loaded: true, version: "2.0" });
  window.fbq = pixel;
  window._fbq = pixel;
  return pixel;
}

/**
 * Applies a choice: Consent Mode's update, then whatever tag it newly allows, each with its first page view.
 * Returns what is loaded now.
 */
export function applyChoice(
  choice: ConsentChoice,
  measurement: Measurement,
  page: PageRef,
  loaded: LoadedTags,
): LoadedTags {
  const allowed = tagsAllowed(choice, measurement);
  const commands = consentChoiceCommands(choice, measurement, page, new Date());
  // A Google tag already running sends its page view once, not again for a changed choice.
  runGtag(loaded.google ? commands.filter((command) => command[0] === "consent") : commands);
  if (allowed.google && !loaded.google) {
    if (measurement.googleTagManagerId) {
      pushContainerStart(Date.now());
      addScript(
        `${measurement.googleOrigin}/gtm.js?id=${encodeURIComponent(measurement.googleTagManagerId)}`,
      );
    }
    if (measurement.googleAnalyticsId) {
      addScript(
        `${measurement.googleOrigin}/gtag/js?id=${encodeURIComponent(measurement.googleAnalyticsId)}`,
      );
    }
  }
  if (allowed.meta && !loaded.meta && measurement.facebookPixelId) {
    const fbq = pixelQueue();
    addScript(`${measurement.metaOrigin}/en_US/fbevents.js`);
    fbq("init", measurement.facebookPixelId);
    fbq("track", "PageView");
  }
  return { google: loaded.google || allowed.google, meta: loaded.meta || allowed.meta };
}

/** A client-side navigation: a page view for each tag that runs. */
export function sendPageView(page: PageRef, loaded: LoadedTags): void {
  if (loaded.google) runGtag([pageViewCommand(page)]);
  if (loaded.meta) window.fbq?.("track", "PageView");
}
