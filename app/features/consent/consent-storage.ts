// Where the visitor's choice lives in the browser (spec §4 step 4): the first-party cookie `consent`,
// which carries it to the next page and whose lifetime is the choice's, and the local storage keys the
// spec names (the decision and one flag per type). Browser only: every function touches `document`.
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_DAYS,
  CONSENT_STORAGE_KEY,
  CONSENT_TYPES,
  type ConsentChoice,
  consentFlagStorageKey,
  decisionOf,
  decodeConsent,
  encodeConsent,
} from "../../domain/consent.ts";
import { cookieValue } from "../../i18n/language-detection.ts";

const FLAGS = [...CONSENT_TYPES, "embeds"] as const;

function writeCookie(value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

/** Local storage may be refused (private modes, a full quota): the cookie alone then holds the choice. */
function withStorage(action: (storage: Storage) => void): void {
  try {
    action(window.localStorage);
  } catch {
    // The choice still holds through the cookie.
  }
}

/**
 * The stored choice, or null when there is none. The cookie decides: once it has expired the visitor is
 * asked again, and the local storage keys it left are removed.
 */
export function readStoredConsent(): ConsentChoice | null {
  const choice = decodeConsent(cookieValue(document.cookie, CONSENT_COOKIE));
  if (!choice) clearStorageKeys();
  return choice;
}

export function storeConsent(choice: ConsentChoice): void {
  writeCookie(encodeConsent(choice), CONSENT_MAX_AGE_DAYS * 24 * 60 * 60);
  withStorage((storage) => {
    storage.setItem(CONSENT_STORAGE_KEY, decisionOf(choice));
    for (const flag of FLAGS) {
      storage.setItem(consentFlagStorageKey(flag), choice[flag] ? "granted" : "denied");
    }
  });
}

/** `?setcookies` (spec §2): every stored consent is forgotten. */
export function clearStoredConsent(): void {
  writeCookie("", 0);
  clearStorageKeys();
}

function clearStorageKeys(): void {
  withStorage((storage) => {
    storage.removeItem(CONSENT_STORAGE_KEY);
    for (const flag of FLAGS) storage.removeItem(consentFlagStorageKey(flag));
  });
}

// The cookies the measurement tags set on this site's domain: removed when consent is taken back.
const TAG_COOKIES = /^(_ga|_ga_[A-Z0-9]+|_gid|_gat|_gcl_[a-z]+|_fbp|_fbc)$/;

export function removeTagCookies(): void {
  const host = window.location.hostname;
  const domains = ["", `; Domain=${host}`, `; Domain=.${host.split(".").slice(-2).join(".")}`];
  for (const part of document.cookie.split(";")) {
    const name = part.split("=", 1)[0]?.trim() ?? "";
    if (!TAG_COOKIES.test(name)) continue;
    for (const domain of domains) document.cookie = `${name}=; Path=/; Max-Age=0${domain}`;
  }
}
