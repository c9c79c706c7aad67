// Google Consent Mode v2 in the page: the `dataLayer` and the `gtag()` function Google's tags read. Set up
// with everything denied when the page starts, before any tag can load (consentDefaultCommand); the calls
// that follow a choice are app/domain/consent.ts's consentChoiceCommands, in that order.
import { consentDefaultCommand, type GtagCommand } from "../../domain/consent.ts";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

function dataLayer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

/** Pushes one gtag() call: the tags read an Arguments object, as Google's own snippet pushes it. */
function gtag(..._command: GtagCommand): void {
  // eslint-disable-next-line prefer-rest-params -- gtag.js ignores plain arrays; it reads `arguments`.
  dataLayer().push(arguments);
}

export function runGtag(commands: GtagCommand[]): void {
  for (const command of commands) gtag(...command);
}

/** A GTM container starts from this event, as its own snippet pushes it. */
export function pushContainerStart(now: number): void {
  dataLayer().push({ "gtm.start": now, event: "gtm.js" });
}

let started = false;

/** The default (everything denied), once per page load, before anything else reaches the data layer. */
export function startConsentMode(): void {
  if (started) return;
  started = true;
  runGtag([consentDefaultCommand()]);
}
