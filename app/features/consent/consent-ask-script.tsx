// The banner is in every page's HTML (consent-banner.server.tsx) and the page is shared by every visitor, so
// whether it shows is decided in the visitor's browser before the first paint: this inline script, the
// first of the page, marks the document when no choice is stored or `?setcookies` asks again (spec §2, §4).
// Without JavaScript nothing marks it: nothing of another site can load then, so nothing is asked (ADR 0017).
import { STORED_CONSENT_PATTERN } from "../../domain/consent.ts";
import { RESET_CONSENT_PARAMETER } from "../../domain/page-behaviour.ts";

/** The class on `<html>` that shows the server-rendered banner until the page has hydrated. */
export const CONSENT_ASK_CLASS = "consent-ask";

export const CONSENT_ASK_SCRIPT =
  `if(!${String(STORED_CONSENT_PATTERN)}.test(document.cookie)||` +
  `new URLSearchParams(location.search).has(${JSON.stringify(RESET_CONSENT_PARAMETER)}))` +
  `document.documentElement.classList.add(${JSON.stringify(CONSENT_ASK_CLASS)})`;

export function ConsentAskScript({ nonce }: { nonce: string }) {
  return (
    <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: CONSENT_ASK_SCRIPT }} />
  );
}
