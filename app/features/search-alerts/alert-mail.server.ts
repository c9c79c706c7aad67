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
import { escapeHtml } from "../leads/mail/mail-layout.ts";
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

function cardHtml(card: AlertCard, input: AlertMailInput, texts: Texts): string {
  const url = escapeHtml(cardUrl(card, input));
  const place = escapeHtml(`${card.zip} ${placeName(card.city)}`);
  const photo = card.imageKey
    ? `<a href="${url}"><img src="${escapeHtml(new URL(mediaUrl(card.imageKey, 600, "jpg"), input.origin).href)}" width="600" alt="${escapeHtml(card.title ?? card.typeName)}" style="display:block;width:100%;max-width:600px;height:auto;border:0"></a>`
    : "";
  return `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="margin:0 0 24px;border:1px solid #ddd;border-radius:6px"><tr><td>${photo}</td></tr><tr><td style="padding:12px 16px"><p style="margin:0 0 4px;color:#1d4f73;font-size:12px;font-weight:bold;text-transform:uppercase">${escapeHtml(badgeOf(card, texts))}</p><p style="margin:0 0 4px;font-size:18px;font-weight:bold">${escapeHtml(listingPrice(card, texts.t))}</p><p style="margin:0 0 4px">${escapeHtml(card.title ?? card.typeName)} · ${place}</p><p style="margin:0 0 12px;color:#555">${factsOf(card, texts).map(escapeHtml).join(" · ")}</p><a href="${url}" style="display:inline-block;padding:8px 16px;background:#1d4f73;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(texts.t("LEAD_MAIL_VIEW_PROPERTY"))}</a></td></tr></table>`;
}

function cardText(card: AlertCard, input: AlertMailInput, texts: Texts): string {
  return [
    `${badgeOf(card, texts)}: ${listingPrice(card, texts.t)}`,
    `${card.title ?? card.typeName} · ${card.zip} ${placeName(card.city)}`,
    factsOf(card, texts).join(" · "),
    cardUrl(card, input),
  ].join("\n");
}

export function composeAlertMail(input: AlertMailInput): AlertMail {
  const dictionary = dictionaryFor(input.language);
  const texts: Texts = { t: (key, params) => translate(dictionary, key, params, input.language) };
  const { t } = texts;
  const count = input.cards.length;
  const subject = count === 1 ? t("ALERT_MAIL_SUBJECT_ONE") : t("ALERT_MAIL_SUBJECT_MANY", { count });
  const footer = t("LEAD_MAIL_FOOTER", { agency: input.agencyName });
  const textBody = [
    t("ALERT_MAIL_GREETING"),
    t("ALERT_MAIL_INTRO"),
    ...input.cards.map((card) => cardText(card, input, texts)),
    `${t("ALERT_MAIL_MANAGE_TEXT")}\n${input.manageUrl}`,
    `${t("LEAD_MAIL_SIGNATURE")}\n${input.agencyName}`,
    `--\n${footer}`,
    `${t("LEAD_MAIL_UNSUBSCRIBE")}\n${input.unsubscribeUrl}`,
  ].join("\n\n");
  const small = 'style="color:#666;font-size:12px"';
  const htmlBody = `<!doctype html><html lang="${escapeHtml(input.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222;max-width:640px;margin:0 auto;padding:16px"><p>${escapeHtml(t("ALERT_MAIL_GREETING"))}</p><p>${escapeHtml(t("ALERT_MAIL_INTRO"))}</p>${input.cards.map((card) => cardHtml(card, input, texts)).join("")}<p>${escapeHtml(t("ALERT_MAIL_MANAGE_TEXT"))} <a href="${escapeHtml(input.manageUrl)}" style="color:#1d4f73;font-weight:bold">${escapeHtml(t("ALERT_MAIL_MANAGE_LINK"))}</a></p><p>${escapeHtml(t("LEAD_MAIL_SIGNATURE"))}<br>${escapeHtml(input.agencyName)}</p><p ${small}>${escapeHtml(footer)}</p><p ${small}>${escapeHtml(t("LEAD_MAIL_UNSUBSCRIBE"))} <a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(t("LEAD_MAIL_UNSUBSCRIBE_LINK"))}</a></p></body></html>`;
  return {
    subject,
    textBody: `${textBody}\n`,
    htmlBody,
    headers: {
      "List-Unsubscribe": `<${input.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
