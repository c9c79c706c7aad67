// The e-mails a lead sends, composed when it is stored and written to the outbox with it: the visitor's
// confirmation in their language (HTML and text) and the agency's notification in the site's language.
import { TIME_SLOT_LABELS } from "../../../domain/time-slots.ts";
import { formatDate } from "../../../domain/dates.ts";
import { formatPrice, offerAdvance } from "../../../domain/money.ts";
import type { OutboxAttachment, outboxMessages } from "../../../db/schema/leads.ts";
import { dictionaryFor, type MessageKey } from "../../../i18n/dictionary.ts";
import type { Language } from "../../../i18n/languages.ts";
import { type MessageParams, translate } from "../../../i18n/translate.ts";
import type { LeadFormKind } from "../../../db/schema/leads.ts";
import type { LeadVisitor } from "../forms/lead-form-definition.ts";
import { LEAD_FORM_DEFINITIONS, type LeadFormValues } from "../forms/lead-form-definitions.ts";
import { LEAD_FORM_MAIL_TEXTS } from "../forms/lead-form-mail.server.ts";
import { ATTRIBUTION_FIELDS, type Attribution } from "../attribution-fields.ts";
import type { StoredCv } from "../guard/cv-upload.server.ts";
import type { LeadSubmission } from "../schemas/lead-form-schemas.ts";
import type { LeadSubject } from "../submit/lead-subject.server.ts";
import { SUBSCRIPTION_CONFIRM_HOURS, VISIT_HOLD_MINUTES } from "../confirmation/confirmation-rules.ts";
import { withInertLinks } from "./inert-links.ts";
import { type MailContent, mailHtml, mailText } from "./mail-layout.ts";
import { type SummaryLookups, summaryRows } from "./lead-summary.ts";

export type OutboxDraft = Omit<
  typeof outboxMessages.$inferInsert,
  | "id"
  | "status"
  | "attempts"
  | "nextAttemptAt"
  | "leaseUntil"
  | "lastError"
  | "transport"
  | "deliveredAt"
  | "createdAt"
>;

/** A confirmation link the visitor's e-mail asks them to follow (ADR 0010). */
export type MailConfirmation = { kind: "visit" | "newsletter" | "alert"; url: string };

const CONFIRMATION_TEXTS: Record<MailConfirmation["kind"], { text: MessageKey; label: MessageKey }> = {
  visit: { text: "LEAD_MAIL_CONFIRM_VISIT", label: "LEAD_MAIL_CONFIRM_VISIT_LINK" },
  newsletter: { text: "LEAD_MAIL_CONFIRM_NEWSLETTER", label: "LEAD_MAIL_CONFIRM_NEWSLETTER_LINK" },
  alert: { text: "LEAD_MAIL_CONFIRM_ALERT", label: "LEAD_MAIL_CONFIRM_ALERT_LINK" },
};

export type ComposeInput = {
  leadId: string;
  submission: LeadSubmission;
  language: Language;
  agencyLanguage: Language;
  agency: { name: string; email: string };
  subject: LeadSubject;
  origin: string;
  lookups: (language: Language) => SummaryLookups;
  attribution: Attribution;
  /** The one-click unsubscribe link of a search alert or a newsletter subscription. */
  unsubscribeUrl?: string;
  /** Links the visitor must follow before anything they asked for takes effect. */
  confirmations?: MailConfirmation[];
  /** The agency's own link to confirm a visit the visitor has not confirmed. */
  agencyConfirmUrl?: string;
  cv?: StoredCv;
};

/** The visitor's e-mail address and name, wherever the form keeps them (its definition says where). */
export function visitorOf(submission: LeadSubmission): LeadVisitor {
  return visitorIn(submission.form, submission.values);
}

function visitorIn<K extends LeadFormKind>(form: K, values: LeadFormValues[K]): LeadVisitor {
  const definitions: { [P in LeadFormKind]: { visitor(values: LeadFormValues[P]): LeadVisitor } } =
    LEAD_FORM_DEFINITIONS;
  return definitions[form].visitor(values);
}

function subjectParams(
  input: ComposeInput,
  t: (key: MessageKey, params?: MessageParams) => string,
): MessageParams {
  const { subject, submission } = input;
  const params: MessageParams = { sender: visitorOf(submission).name };
  if (subject.kind === "property")
    Object.assign(params, { title: subject.title, place: subject.place, reference: subject.reference });
  if (subject.kind === "project") Object.assign(params, { project: subject.name, place: subject.place });
  if (submission.form === "contact-appointment") {
    const { date, slot } = submission.values.slot;
    Object.assign(params, { date: formatDate(date), slot: t(TIME_SLOT_LABELS[slot]) });
  }
  if (submission.form === "purchase-offer") {
    const { amount } = submission.values;
    Object.assign(params, { amount: formatPrice(amount), advance: formatPrice(offerAdvance(amount)) });
  }
  return params;
}

function subjectLink(input: ComposeInput, t: (key: MessageKey) => string): MailContent["link"] {
  const { subject, origin } = input;
  if (subject.kind === "property")
    return { label: t("LEAD_MAIL_VIEW_PROPERTY"), url: `${origin}${subject.path}` };
  if (subject.kind === "project")
    return { label: t("LEAD_MAIL_VIEW_PROJECT"), url: `${origin}${subject.path}` };
  return undefined;
}

function documentTitles(subject: LeadSubject): string[] {
  return subject.kind === "property" ? subject.documents.map((document) => document.title) : [];
}

function visitorMessage(input: ComposeInput): OutboxDraft {
  const { submission, language, agency } = input;
  const dictionary = dictionaryFor(language, input.agencyLanguage);
  const t = (key: MessageKey, params?: MessageParams) => translate(dictionary, key, params, language);
  const texts = LEAD_FORM_MAIL_TEXTS[submission.form];
  const visitor = visitorOf(submission);
  const toFriend = submission.form === "send-to-friend";
  // Everything a visitor typed for a friend to read is inert (inert-links.ts), and the mail says who
  // gave it.
  const params = toFriend
    ? { ...subjectParams(input, t), sender: withInertLinks(visitor.name) }
    : subjectParams(input, t);
  const content: MailContent = {
    greeting: toFriend
      ? t("LEAD_MAIL_GREETING", { name: withInertLinks(submission.values.friendFirstName) })
      : t("LEAD_MAIL_GREETING", { name: visitor.firstName ?? visitor.name }),
    paragraphs: [t(texts.intro, params)],
    signature: [t("LEAD_MAIL_SIGNATURE"), agency.name],
    footer: t("LEAD_MAIL_FOOTER", { agency: agency.name }),
  };
  if (input.subject.kind === "property") content.paragraphs.push(t("LEAD_MAIL_PROPERTY", params));
  const confirmations = input.confirmations ?? [];
  if (confirmations.length > 0) {
    const limits = { minutes: VISIT_HOLD_MINUTES, hours: SUBSCRIPTION_CONFIRM_HOURS };
    content.actions = confirmations.map((confirmation) => ({
      text: t(CONFIRMATION_TEXTS[confirmation.kind].text, limits),
      label: t(CONFIRMATION_TEXTS[confirmation.kind].label),
      url: confirmation.url,
    }));
    content.paragraphs.push(t("LEAD_MAIL_CONFIRM_IGNORE"));
  }
  const link = subjectLink(input, t);
  if (link) content.link = link;
  if (submission.form === "document-request") content.items = documentTitles(input.subject);
  if (toFriend) {
    content.paragraphs.push(
      t("LEAD_MAIL_FRIEND_SENDER", { sender: String(params.sender ?? ""), email: visitor.email }),
    );
    if (submission.values.remark) {
      content.quote = {
        heading: t("LEAD_MAIL_FRIEND_MESSAGE", params),
        text: withInertLinks(submission.values.remark),
      };
    }
  }
  if (!toFriend) {
    content.summary = {
      heading: t("LEAD_MAIL_YOUR_REQUEST"),
      rows: summaryRows(submission, t, input.lookups(language)),
    };
  }
  const headers: Record<string, string> = { "Auto-Submitted": "auto-replied" };
  if (input.unsubscribeUrl) {
    content.unsubscribe = {
      text: t("LEAD_MAIL_UNSUBSCRIBE"),
      label: t("LEAD_MAIL_UNSUBSCRIBE_LINK"),
      url: input.unsubscribeUrl,
    };
    // RFC 8058: mail clients offer the one-click unsubscribe button from these two headers.
    headers["List-Unsubscribe"] = `<${input.unsubscribeUrl}>`;
    headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click";
  }
  return {
    leadId: input.leadId,
    kind: toFriend
      ? "friend_recommendation"
      : submission.form === "document-request"
        ? "documents"
        : confirmations.length > 0
          ? "confirmation_request"
          : "visitor_confirmation",
    recipient: toFriend ? submission.values.friendEmail : visitor.email,
    replyTo: toFriend ? visitor.email : agency.email,
    language,
    subject: t(texts.subject, params),
    textBody: mailText(content),
    htmlBody: mailHtml(content, language),
    headers,
    attachments: [],
  };
}

function agencyMessage(input: ComposeInput): OutboxDraft {
  const { submission, agencyLanguage: language, agency } = input;
  const dictionary = dictionaryFor(language);
  const t = (key: MessageKey, params?: MessageParams) => translate(dictionary, key, params, language);
  const texts = LEAD_FORM_MAIL_TEXTS[submission.form];
  const params = subjectParams(input, t);
  const visitor = visitorOf(submission);
  const paragraphs = [t("LEAD_MAIL_AGENCY_INTRO")];
  if (input.subject.kind === "property") paragraphs.push(t("LEAD_MAIL_PROPERTY", params));
  if (input.subject.kind === "project") paragraphs.push(input.subject.name);
  if (submission.form === "testimonial") paragraphs.push(t("LEAD_MAIL_AGENCY_TESTIMONIAL"));
  if (submission.form === "document-request") paragraphs.push(t("LEAD_MAIL_AGENCY_DOCUMENTS"));
  if (input.cv) paragraphs.push(t("LEAD_MAIL_AGENCY_CV"));
  if (input.agencyConfirmUrl) paragraphs.push(t("LEAD_MAIL_AGENCY_VISIT_PENDING"));
  const rows = [
    { label: t("LEAD_MAIL_AGENCY_LEAD_ID"), value: input.leadId },
    { label: t("LEAD_MAIL_AGENCY_LANGUAGE"), value: input.language },
    ...summaryRows(submission, t, input.lookups(language)),
  ];
  for (const { stored, label } of ATTRIBUTION_FIELDS) {
    const value = input.attribution[stored];
    if (value) rows.push({ label: `${t("LEAD_MAIL_AGENCY_ATTRIBUTION")} · ${label}`, value });
  }
  const content: MailContent = {
    greeting: t("LEAD_MAIL_GREETING", { name: agency.name }),
    paragraphs,
    summary: { heading: t(texts.name), rows },
    signature: [agency.name],
    footer: input.origin,
  };
  if (submission.form === "document-request") content.items = documentTitles(input.subject);
  if (input.agencyConfirmUrl) {
    content.actions = [
      {
        text: t("LEAD_MAIL_AGENCY_CONFIRM_VISIT"),
        label: t("LEAD_MAIL_CONFIRM_VISIT_LINK"),
        url: input.agencyConfirmUrl,
      },
    ];
  }
  const link = subjectLink(input, t);
  if (link) content.link = link;
  const attachments: OutboxAttachment[] = input.cv
    ? [
        {
          filename: input.cv.originalName,
          storedPath: input.cv.storedPath,
          contentType: input.cv.contentType,
        },
      ]
    : [];
  return {
    leadId: input.leadId,
    kind: "agency_notification",
    recipient: agency.email,
    replyTo: visitor.email,
    language,
    subject: t("LEAD_MAIL_AGENCY_SUBJECT", { form: t(texts.name), name: visitor.name || visitor.email }),
    textBody: mailText(content),
    htmlBody: mailHtml(content, language),
    headers: {},
    attachments,
  };
}

export function composeLeadMessages(input: ComposeInput): OutboxDraft[] {
  return [visitorMessage(input), agencyMessage(input)];
}
