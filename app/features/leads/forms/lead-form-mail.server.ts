// The texts of each lead form's e-mails, by its kind: the subject and opening of the visitor's e-mail and
// the form's name in the agency's (and in the back office). Kept apart from the forms' definitions
// (forms/), which the browser loads: texts only e-mails use never travel with a page
// (docs/decisions/0014-light-pages.md). A form without its texts here does not compile.
import type { LeadFormKind } from "../../../db/schema/leads.ts";
import type { MessageKey } from "../../../i18n/dictionary.ts";

export type LeadFormMailTexts = { subject: MessageKey; intro: MessageKey; name: MessageKey };

export const LEAD_FORM_MAIL_TEXTS = {
  "site-contact": {
    subject: "LEAD_MAIL_SUBJECT_SITE_CONTACT",
    intro: "LEAD_MAIL_INTRO_SITE_CONTACT",
    name: "LEAD_FORM_NAME_SITE_CONTACT",
  },
  "contact-me": {
    subject: "LEAD_MAIL_SUBJECT_CONTACT_ME",
    intro: "LEAD_MAIL_INTRO_CONTACT_ME",
    name: "LEAD_FORM_NAME_CONTACT_ME",
  },
  "contact-appointment": {
    subject: "LEAD_MAIL_SUBJECT_APPOINTMENT",
    intro: "LEAD_MAIL_INTRO_APPOINTMENT",
    name: "LEAD_FORM_NAME_CONTACT_APPOINTMENT",
  },
  "contact-construction": {
    subject: "LEAD_MAIL_SUBJECT_CONSTRUCTION",
    intro: "LEAD_MAIL_INTRO_CONSTRUCTION",
    name: "LEAD_FORM_NAME_CONTACT_CONSTRUCTION",
  },
  "contact-demand": {
    subject: "LEAD_MAIL_SUBJECT_VALUATION",
    intro: "LEAD_MAIL_INTRO_VALUATION",
    name: "LEAD_FORM_NAME_CONTACT_DEMAND",
  },
  "demand-register": {
    subject: "LEAD_MAIL_SUBJECT_DEMAND_REGISTER",
    intro: "LEAD_MAIL_INTRO_DEMAND_REGISTER",
    name: "LEAD_FORM_NAME_DEMAND_REGISTER",
  },
  "send-to-friend": {
    subject: "LEAD_MAIL_SUBJECT_FRIEND",
    intro: "LEAD_MAIL_INTRO_FRIEND",
    name: "LEAD_FORM_NAME_SEND_TO_FRIEND",
  },
  "sign-newsletter": {
    subject: "LEAD_MAIL_SUBJECT_NEWSLETTER",
    intro: "LEAD_MAIL_INTRO_NEWSLETTER",
    name: "LEAD_FORM_NAME_SIGN_NEWSLETTER",
  },
  testimonial: {
    subject: "LEAD_MAIL_SUBJECT_TESTIMONIAL",
    intro: "LEAD_MAIL_INTRO_TESTIMONIAL",
    name: "LEAD_FORM_NAME_TESTIMONIAL",
  },
  "document-request": {
    subject: "LEAD_MAIL_SUBJECT_DOCUMENTS",
    intro: "LEAD_MAIL_INTRO_DOCUMENTS",
    name: "LEAD_FORM_NAME_DOCUMENT_REQUEST",
  },
  "rent-profile": {
    subject: "LEAD_MAIL_SUBJECT_RENT_PROFILE",
    intro: "LEAD_MAIL_INTRO_RENT_PROFILE",
    name: "LEAD_FORM_NAME_RENT_PROFILE",
  },
  "purchase-offer": {
    subject: "LEAD_MAIL_SUBJECT_OFFER",
    intro: "LEAD_MAIL_INTRO_OFFER",
    name: "LEAD_FORM_NAME_PURCHASE_OFFER",
  },
} satisfies Record<LeadFormKind, LeadFormMailTexts>;
