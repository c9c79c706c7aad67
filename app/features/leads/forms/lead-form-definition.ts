// What one lead form is, besides its component: the fields it accepts, where its visitor's name and
// address are, where the visitor lands after sending it and what waits for their confirmation. Each
// form's own file under forms/ fills this in; lead-form-definitions.ts lists them, and every per-form
// list of the leads is derived from that list. Shared by the server and the browser's own check, so it
// holds nothing server-only and no text only e-mails use (those are in lead-form-mail.server.ts: a key
// named in browser code travels with every page that has a form, docs/decisions/0014-light-pages.md).
import type { z } from "zod";
import type { LeadFormKind } from "../../../db/schema/leads.ts";
import type { MessageKey } from "../../../i18n/dictionary.ts";
import type { FeedbackForm } from "../../../i18n/route-table.ts";
import type { LeadFormStep } from "./lead-form-steps.ts";

/** What a schema needs to know about the request's subject: whether the property is for rent. */
export type LeadFormContext = { rental: boolean };

/** The visitor's e-mail address and name, wherever the form keeps them. */
export type LeadVisitor = {
  email: string;
  name: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
};

/**
 * Where a sent form ends (spec §2, §4 form outcome): on its thank-you page, or, for the forms the spec
 * gives none, on the same page saying it was sent.
 */
export type LeadFormOutcome = { thankYouPage: FeedbackForm } | { sentMessage: MessageKey };

export type LeadFormDefinition<K extends LeadFormKind, S extends z.ZodObject> = {
  kind: K;
  schema: (context: LeadFormContext) => S;
  /** Method syntax on purpose: the registry holds every form's definition under one type. */
  visitor(values: z.output<S>): LeadVisitor;
  outcome: LeadFormOutcome;
  /** The form's whole point waits for the visitor's e-mail confirmation: without it, nothing is stored. */
  waitsForConfirmation?: true;
  /** Sending the form is asking for the newsletter (other forms ask with their `newsletter` box). */
  asksNewsletter?: true;
  /** A long form's steps (spec §2 multi-step forms), from lead-form-steps.ts; none: shown whole. */
  steps?: readonly LeadFormStep[];
};

/** A form's definition; the fields its steps name must be its schema's own. */
export function defineLeadForm<const K extends LeadFormKind, S extends z.ZodObject>(
  definition: LeadFormDefinition<K, S> & {
    steps?: readonly LeadFormStep<Extract<keyof S["shape"], string>>[];
  },
): LeadFormDefinition<K, S> {
  return definition;
}

/** The visitor of the forms that ask a person's names, e-mail and phone (spec §3). */
export function personVisitor(values: {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | undefined;
}): LeadVisitor {
  return {
    email: values.email,
    name: `${values.firstName} ${values.lastName}`,
    firstName: values.firstName,
    lastName: values.lastName,
    phone: values.phone,
  };
}
