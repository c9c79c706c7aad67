// What the root loader hands the browser for the site shell: everything already filtered, translated
// into the request's language and turned into links, so the shell's components only render.
import type { Measurement } from "../../domain/consent.ts";
import type { Language } from "../../i18n/languages.ts";
import type { Messages } from "../../i18n/route-messages.ts";
import type { KeptMarkup } from "../../ui/kept-markup.tsx";

export type ShellLink = { href: string; label: string; external: boolean };

export type ShellMenuItem = ShellLink & { id: number; children: ShellMenuItem[] };

export type ShellHeaderLink = ShellLink & { id: number; icon: string; color: string | null };

export type ShellImage = { src: string; srcSet?: string; width: number; height: number };

/**
 * What the shell shows of the agency (header, footer, contact pages). Its legal name, country, position
 * and social profiles are only in its JSON-LD, which the server writes.
 */
export type ShellAgency = {
  name: string;
  vatNumber: string;
  biv: string;
  street: string;
  zip: string;
  city: string;
  /** Digits as stored. */
  phone: string;
  /** The number as shown ("015 20 30 40", spec §5) and as a tel: link. */
  phoneDisplay: string;
  phoneHref: string;
  email: string;
  openingHours: string;
};

export type ShellData = {
  language: Language;
  enabledLanguages: Language[];
  defaultLanguage: Language;
  /** Origin for absolute URLs: canonical, hreflang, Open Graph. */
  origin: string;
  /** The cookie banner in this language, in every page (features/consent/consent-banner.server.tsx). */
  consentBanner: KeptMarkup;
  /**
   * Whether the banner shows from the first paint (`asksForConsent`): set for each request by the root
   * loader, absent from the shell as built.
   */
  consentAsk?: boolean;
  /**
   * The texts the shell's browser code shows. Empty as built here: the server fills it, with the texts the
   * root route's JavaScript names (server/route-messages.ts); a page's own texts come with its data.
   */
  messages: Messages;
  logo: ShellImage | null;
  menus: ShellMenuItem[];
  freeValuation: ShellLink | null;
  headerLinks: ShellHeaderLink[];
  /** The footer's columns, built on the server (footer-columns.server.tsx). */
  footerColumns: KeptMarkup;
  copyright: string;
  showLogoAtStart: boolean;
  agency: ShellAgency;
  /** The measurement tags the visitor may agree to (spec §7); absent when none is configured. */
  measurement?: Measurement;
  /** The agency as schema.org JSON-LD, ready for an inline script (written on the server). */
  agencyJsonLd: KeptMarkup;
  /**
   * Only while a person is signed in (absent, not null, for everyone else, so anonymous pages stay as
   * they were): the notice of spec §6 with its texts already in the page's language, and the sign-out.
   */
  signedIn?: ShellSignedIn;
};

export type ShellSignedIn = {
  notice: string;
  portal: ShellLink;
  /** An owner's or staff member's own search alerts, when their address has some (ADR 0026). */
  alerts?: ShellLink;
  signOutPath: string;
  signOutLabel: string;
  signOutEverywhereLabel: string;
};
