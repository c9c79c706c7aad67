// The lead forms a property's page and a project's page offer (spec §1): the property's in the order of
// its action buttons, with each button's label and, for a form only one goal has, that goal. The page's
// loader (subject-leads.server.ts) and its buttons (components/property-lead-actions.tsx) read this one
// list.
import { goalOf } from "../../domain/listing-goal.ts";
import type { LeadFormKind } from "../../db/schema/leads.ts";
import type { MessageKey } from "../../i18n/dictionary.ts";

export const PROPERTY_LEAD_ACTIONS = [
  { form: "contact-me", label: "LEAD_ACTION_CONTACT_ME" },
  { form: "contact-appointment", label: "LEAD_ACTION_VISIT" },
  { form: "document-request", label: "LEAD_ACTION_DOCUMENTS" },
  { form: "send-to-friend", label: "LEAD_ACTION_FRIEND" },
  { form: "rent-profile", label: "LEAD_ACTION_RENT_PROFILE", goal: "rent" },
  { form: "purchase-offer", label: "LEAD_ACTION_OFFER", goal: "sale" },
] as const satisfies readonly { form: LeadFormKind; label: MessageKey; goal?: "sale" | "rent" }[];

export type PropertyLeadForm = (typeof PROPERTY_LEAD_ACTIONS)[number]["form"];

/** Whether a property of this goal offers `form`: a rent profile is for a rental, an offer for a sale. */
export function propertyOffersForm(form: LeadFormKind, goal: number): boolean {
  const action = PROPERTY_LEAD_ACTIONS.find((candidate) => candidate.form === form);
  return action !== undefined && (!("goal" in action) || action.goal === goalOf(goal));
}

export const PROPERTY_LEAD_FORMS: readonly PropertyLeadForm[] = PROPERTY_LEAD_ACTIONS.map(
  (action) => action.form,
);

export const PROJECT_LEAD_FORMS = ["contact-construction"] as const satisfies readonly LeadFormKind[];
