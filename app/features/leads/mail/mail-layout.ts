// One layout for every e-mail of the site (lead forms, accounts, search alerts), as plain text and as HTML. Every value a visitor typed is escaped in
// the HTML part; the text part carries it as typed.
import type { SummaryRow } from "./lead-summary.ts";

/** A listing as an e-mail shows it (search alerts): why it is there, its price, title, facts and link. */
export type MailCard = {
  badge: string;
  headline: string;
  title: string;
  facts: string[];
  url: string;
  linkLabel: string;
  image?: { url: string; alt: string };
};

export type MailContent = {
  greeting: string;
  paragraphs: string[];
  /** Listings, one card each, under the paragraphs. */
  cards?: MailCard[];
  /** What the reader is asked to do, each with its link (confirm a visit, a subscription). */
  actions?: { text: string; label: string; url: string }[];
  /** A list under the paragraphs (document titles). */
  items?: string[];
  /** A quoted message from the visitor (send to a friend). */
  quote?: { heading: string; text: string };
  summary?: { heading: string; rows: SummaryRow[] };
  link?: { label: string; url: string };
  signature: string[];
  footer: string;
  unsubscribe?: { text: string; label: string; url: string };
};

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

function htmlText(text: string): string {
  return escapeHtml(text).replace(/\n/g, "<br>");
}

export function mailText(content: MailContent): string {
  const blocks: string[] = [content.greeting, ...content.paragraphs];
  for (const card of content.cards ?? []) {
    blocks.push([`${card.badge}: ${card.headline}`, card.title, card.facts.join(" · "), card.url].join("\n"));
  }
  for (const action of content.actions ?? []) blocks.push(`${action.text}\n${action.label}: ${action.url}`);
  if (content.items?.length) blocks.push(content.items.map((item) => `- ${item}`).join("\n"));
  if (content.quote) blocks.push(`${content.quote.heading}\n${content.quote.text}`);
  if (content.link) blocks.push(`${content.link.label}: ${content.link.url}`);
  if (content.summary?.rows.length) {
    blocks.push(
      `${content.summary.heading}\n${content.summary.rows.map((row) => `${row.label}: ${row.value}`).join("\n")}`,
    );
  }
  blocks.push(content.signature.join("\n"));
  blocks.push(`--\n${content.footer}`);
  if (content.unsubscribe) blocks.push(`${content.unsubscribe.text}\n${content.unsubscribe.url}`);
  return `${blocks.join("\n\n")}\n`;
}

function cardHtml(card: MailCard): string {
  const url = escapeHtml(card.url);
  const photo = card.image
    ? `<tr><td><a href="${url}"><img src="${escapeHtml(card.image.url)}" width="600" alt="${escapeHtml(card.image.alt)}" style="display:block;width:100%;max-width:600px;height:auto;border:0"></a></td></tr>`
    : "";
  return `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="margin:0 0 24px;border:1px solid #ddd;border-radius:6px">${photo}<tr><td style="padding:12px 16px"><p style="margin:0 0 4px;color:#1d4f73;font-size:12px;font-weight:bold;text-transform:uppercase">${htmlText(card.badge)}</p><p style="margin:0 0 4px;font-size:18px;font-weight:bold">${htmlText(card.headline)}</p><p style="margin:0 0 4px">${htmlText(card.title)}</p><p style="margin:0 0 12px;color:#555">${card.facts.map(htmlText).join(" · ")}</p><a href="${url}" style="display:inline-block;padding:8px 16px;background:#1d4f73;color:#fff;text-decoration:none;border-radius:4px">${htmlText(card.linkLabel)}</a></td></tr></table>`;
}

export function mailHtml(content: MailContent, language: string): string {
  const parts: string[] = [`<p>${htmlText(content.greeting)}</p>`];
  for (const paragraph of content.paragraphs) parts.push(`<p>${htmlText(paragraph)}</p>`);
  for (const card of content.cards ?? []) parts.push(cardHtml(card));
  for (const action of content.actions ?? []) {
    parts.push(
      `<p>${htmlText(action.text)}</p><p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#1d4f73;color:#fff;font-weight:bold;text-decoration:none;border-radius:4px">${htmlText(action.label)}</a></p>`,
    );
  }
  if (content.items?.length) {
    parts.push(`<ul>${content.items.map((item) => `<li>${htmlText(item)}</li>`).join("")}</ul>`);
  }
  if (content.quote) {
    parts.push(
      `<p><strong>${htmlText(content.quote.heading)}</strong></p><blockquote style="margin:0 0 16px;padding-left:12px;border-left:3px solid #c8c2b4">${htmlText(content.quote.text)}</blockquote>`,
    );
  }
  if (content.link) {
    parts.push(
      `<p><a href="${escapeHtml(content.link.url)}" style="color:#1d4f73;font-weight:bold">${htmlText(content.link.label)}</a></p>`,
    );
  }
  if (content.summary?.rows.length) {
    const rows = content.summary.rows
      .map(
        (row) =>
          `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;font-weight:normal;color:#555">${htmlText(row.label)}</th><td style="padding:4px 0">${htmlText(row.value)}</td></tr>`,
      )
      .join("");
    parts.push(
      `<h2 style="font-size:16px;margin:24px 0 8px">${htmlText(content.summary.heading)}</h2><table role="presentation" cellspacing="0" cellpadding="0">${rows}</table>`,
    );
  }
  parts.push(`<p>${content.signature.map(htmlText).join("<br>")}</p>`);
  parts.push(`<p style="color:#666;font-size:12px">${htmlText(content.footer)}</p>`);
  if (content.unsubscribe) {
    parts.push(
      `<p style="color:#666;font-size:12px">${htmlText(content.unsubscribe.text)} <a href="${escapeHtml(content.unsubscribe.url)}">${htmlText(content.unsubscribe.label)}</a></p>`,
    );
  }
  return `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222;max-width:640px;margin:0 auto;padding:16px">${parts.join("")}</body></html>`;
}
