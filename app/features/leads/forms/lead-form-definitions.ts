// Every lead form, by its kind: the one list the leads' per-form lists are derived from (validation,
// visitor, outcome page, confirmations; the e-mails' texts and the rows a form writes are keyed by the
// same kinds in lead-form-mail.server.ts and lead-form-rows.server.ts). A new form is one new file here,
// one line below, its entries there and its dictionary texts; a kind missing from any of them, or one
// the database's list (`LEAD_FORMS`) does not know, does not compile.
import type { z } from "zod";
import type { LeadFormKind } from "../../../db/schema/leads.ts";
import { contactAppointment } from "./contact-appointment.ts";
import { contactConstruction } from "./contact-construction.ts";
import { contactDemand } from "./contact-demand.ts";
import { contactMe } from "./contact-me.ts";
import { demandRegister } from "./demand-register.ts";
import { documentRequest } from "./document-request.ts";
import type { LeadFormDefinition } from "./lead-form-definition.ts";
import { purchaseOffer } from "./purchase-offer.ts";
import { rentProfile } from "./rent-profile.ts";
import { sendToFriend } from "./send-to-friend.ts";
import { signNewsletter } from "./sign-newsletter.ts";
import { siteContact } from "./site-contact.ts";
import { testimonial } from "./testimonial.ts";

export const LEAD_FORM_DEFINITIONS = {
  "site-contact": siteContact,
  "contact-me": contactMe,
  "contact-appointment": contactAppointment,
  "contact-construction": contactConstruction,
  "contact-demand": contactDemand,
  "demand-register": demandRegister,
  "send-to-friend": sendToFriend,
  "sign-newsletter": signNewsletter,
  testimonial,
  "document-request": documentRequest,
  "rent-profile": rentProfile,
  "purchase-offer": purchaseOffer,
} satisfies { [K in LeadFormKind]: LeadFormDefinition<K, z.ZodObject> };

type Definitions = typeof LEAD_FORM_DEFINITIONS;

/** The validated values of each form, by its kind. */
export type LeadFormValues = { [K in LeadFormKind]: z.output<ReturnType<Definitions[K]["schema"]>> };

/** Whether `name` is the kind of a lead form (a form's name as a request or a path gives it). */
export function isLeadFormKind(name: unknown): name is LeadFormKind {
  return typeof name === "string" && Object.hasOwn(LEAD_FORM_DEFINITIONS, name);
}
