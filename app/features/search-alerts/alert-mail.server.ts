// The search alert e-mail (ADR 0019): one card per listing (photo, price, place, key facts, a badge saying
// why it is news, a link), in the subscriber's language, as HTML and plain text, with the one-click
// unsubscribe headers (RFC 8058) and the link to manage the address's alerts. Every URL is built on the
// configured site origin, never on a request's Host.
import { formatPrice } from "../../domain/money.ts";
import { placeName } from "../../domain/place-name.ts";
import { dictionaryFor } from "../../i18n/dictionary.ts";
import type { Language } from "../../i18n/languages.ts";
import { propertyPath } from "../../i18n/route-table.ts";
import { translate } from "../../i18n/translate.ts";
import { type MailCard, type MailContent, mailHtml, mailText } from "../leads/mail/mail-layout.ts";
import { listingPrice } from "../listings/listing-card-view.ts";
import { mediaUrl } from "../media/media-url.ts";

export type AlertCard = {
  propertyId: number;
  goal: number;
  status: string;
  city: string;
  zip: string;
  price: number | null;
  publishPrice: boolean;
  priceUnit: number | null;
  bedrooms: number | null;
  surfaceHabitable: number | null;
  typeName: string;
  title: string | null;
  imageKey: string | null;
  /** What the subscriber was last mailed about this listing; null when it is new to them. */
  previous: { price: number | null; status: string } | null;
};

export type AlertMailInput = {
  language: Language;
  origin: string;
  agencyName: string;
  cards: AlertCard[];
  unsubscribeUrl: string;
  manageUrl: string;
};

export type AlertMail = {
  subject: string;
  textBody: string;
  htmlBody: string;
  headers: Record<string, string>;
};

type Texts = {
  t: (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) => string;
};

/** Why the listing is in this e-mail: new, cheaper, or its status changed. */
function badgeOf(card: AlertCard, { t }: Texts): string {
  const { previous } = card;
  if (previous === null) return t("ALERT_CARD_NEW");
  if (card.status !== previous.status) {
    if (card.status === "sold") return t("MARQUEE_SOLD");
    if (card.status === "rented") return t("MARQUEE_RENTED");
    if (card.status === "under_option") return t("RIBBON_UNDER_OPTION");
    return t("ALERT_CARD_AVAILABLE_AGAIN");
  }
  return t("ALERT_CARD_PRICE_DROPPED", { price: formatPrice(previous.price, { decimals: 0 }) });
}

function factsOf(card: AlertCard, { t }: Texts): string[] {
  const facts = [card.typeName];
  if (card.bedrooms) facts.push(t("LISTINGS_BEDROOMS", { count: card.bedrooms }));
  if (card.surfaceHabitable) facts.push(t("ALERT_FACT_SURFACE", { surface: card.surfaceHabitable }));
  return facts;
}

function cardUrl(card: AlertCard, input: AlertMailInput): string {
  const path = propertyPath(
    { id: card.propertyId, goal: card.goal, city: card.city, title: card.title ?? card.typeName },
    input.language,
  );
  return new URL(path, input.origin).href;
}

function cardOf(card: AlertCard, input: AlertMailInput, texts: Texts): MailCard {
  const title = card.title ?? card.typeName;
  return {
    badge: badgeOf(card, texts),
    headline: listingPrice(card, texts.t),
    title: `${title} · ${card.zip} ${placeName(card.city)}`,
    facts: factsOf(card, texts),
    url: cardUrl(card, input),
    linkLabel: texts.t("LEAD_MAIL_VIEW_PROPERTY"),
    ...(card.imageKey
      ? { image: { url: new URL(mediaUrl(card.imageKey, 600, "jpg"), input.origin).href, alt: title } }
      : {}),
  };
}

export function composeAlertMail(input: AlertMailInput): AlertMail {
  const dictionary = dictionaryFor(input.language);
  const texts: Texts = { t: (key, params) => translate(dictionary, key, params, input.language) };
  const { t } = texts;
  const count = input.cards.length;
  const subject = count === 1 ? t("ALERT_MAIL_SUBJECT_ONE") : t("ALERT_MAIL_SUBJECT_MANY", { count });
  const content: MailContent = {
    greeting: t("ALERT_MAIL_GREETING"),
    paragraphs: [t("ALERT_MAIL_INTRO")],
    cards: input.cards.map((card) => cardOf(card, input, texts)),
    actions: [
      { text: t("ALERT_MAIL_MANAGE_TEXT"), label: t("ALERT_MAIL_MANAGE_LINK"), url: input.manageUrl },
    ],
    signature: [t("LEAD_MAIL_SIGNATURE"), input.agencyName],
    footer: t("LEAD_MAIL_FOOTER", { agency: input.agencyName }),
    unsubscribe: {
      text: t("LEAD_MAIL_UNSUBSCRIBE"),
      label: t("LEAD_MAIL_UNSUBSCRIBE_LINK"),
      url: input.unsubscribeUrl,
    },
  };
  return {
    subject,
    textBody: mailText(content),
    htmlBody: mailHtml(content, input.language),
    headers: {
      "List-Unsubscribe": `<${input.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
