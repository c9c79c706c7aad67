// The stored choice as React reads it (useSyncExternalStore): unknown on the server and while the page
// hydrates, then the cookie's; saving or resetting tells every reader.
import type { ConsentChoice } from "../../domain/consent.ts";
import { clearStoredConsent, readStoredConsent, storeConsent } from "./consent-storage.ts";

let current: ConsentChoice | null | undefined;
let atLoad: ConsentChoice | null | undefined;
const listeners = new Set<() => void>();

export function subscribeToConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored choice; null when there is none. */
export function storedConsent(): ConsentChoice | null {
  if (current === undefined) {
    current = readStoredConsent();
    atLoad = current;
  }
  return current;
}

/** On the server nothing is known: the page renders the same for every visitor. */
export function serverConsent(): undefined {
  return undefined;
}

/** The choice the page was requested with: its CSP allows the tags of that choice (app/measurement.server.ts). */
export function consentAtLoad(): ConsentChoice | null {
  storedConsent();
  return atLoad ?? null;
}

export function saveConsent(choice: ConsentChoice): void {
  storeConsent(choice);
  current = choice;
  for (const listener of listeners) listener();
}

export function resetConsent(): void {
  clearStoredConsent();
  current = null;
  for (const listener of listeners) listener();
}
