// What a page with lead forms adds to its loader data: a fresh ticket per form (time trap, per-render
// key, captcha) and what the forms show: free visit slots, the rental amounts, the property types.
import { asc } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import type { LeadFormKind } from "../../db/schema/leads.ts";
import { propertyTypes } from "../../db/schema/listings.ts";
import { propertyMapTiles } from "../../map-tiles.server.ts";
import { siteContext } from "../../site-context.server.ts";
import { freeVisitSlots } from "./appointments/appointments.server.ts";
import { issueTicket } from "./guard/form-ticket.server.ts";
import { leadRateLimiters } from "./guard/lead-rate-limits.server.ts";
import { siteKey } from "./guard/site-secret.server.ts";
import { isLeadFormKind, LEAD_FORM_DEFINITIONS } from "./forms/lead-form-definitions.ts";
import { leadFormNotice } from "./lead-outcome-texts.ts";
import type { LeadFormsData, RentalTerms } from "./lead-form-state.ts";
import { SENT_PARAM } from "./lead-outcome-path.ts";
import { attributionFieldsOf, leadRequestContext } from "./lead-request.server.ts";
import type { LeadTarget } from "./submit/handle-submission.server.ts";
import { findPropertySubject, type PropertySubject } from "./submit/lead-subject.server.ts";

function rentalTerms(property: PropertySubject): RentalTerms | null {
  if (property.goal === 0) return null;
  const rent = property.dueAtSigning?.firstMonthRent ?? null;
  return {
    dueAtSigning: property.dueAtSigning,
    minimumIncome: rent === null ? null : rent * 3,
    maximumPersons: Math.max(2, (property.bedrooms ?? 1) * 2),
  };
}

export async function leadFormsData(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  target: LeadTarget,
): Promise<LeadFormsData> {
  const ctx = leadRequestContext(context);
  const key = await siteKey(ctx.db, "form-ticket");
  const now = new Date();
  const sentParam = new URL(request.url).searchParams.get(SENT_PARAM);
  const sent = isLeadFormKind(sentParam) ? sentParam : null;
  // A form that was just sent shows its outcome, not itself: it needs no ticket.
  const forms = target.forms.filter((form) => form !== sent);
  const tickets: LeadFormsData["tickets"] = {};
  // Each render that hands out tickets counts against the address (docs/decisions/0009-form-challenge.md).
  const ticketsRefused =
    forms.length > 0 && !(await leadRateLimiters.tickets.hit(ctx.db, ctx.clientAddress, now.getTime()));
  if (!ticketsRefused) {
    for (const form of forms) tickets[form] = issueTicket(key, form, ctx.client, now.getTime());
  }
  const sentOutcome = sent ? LEAD_FORM_DEFINITIONS[sent].outcome : null;
  const result: LeadFormsData = {
    tickets,
    attribution: attributionFieldsOf(request, ctx.origin),
    sent,
    ...(sent && sentOutcome && "sentMessage" in sentOutcome
      ? {
          sentNotice: leadFormNotice(
            sent,
            { tone: "success", message: sentOutcome.sentMessage },
            context.get(siteContext).t,
          ),
        }
      : {}),
    ...(ticketsRefused ? { ticketsRefused: context.get(siteContext).t("LEAD_RATE_LIMITED") } : {}),
  };
  const wants = (form: LeadFormKind) => target.forms.includes(form);
  if (wants("demand-register") || wants("contact-demand")) {
    const rows = await ctx.db
      .select({ id: propertyTypes.id, names: propertyTypes.names })
      .from(propertyTypes)
      .orderBy(asc(propertyTypes.showOrder));
    result.propertyTypes = rows.map((row) => ({
      id: row.id,
      name: row.names[ctx.language] ?? row.names.nl ?? String(row.id),
    }));
  }
  // The map of the alert's area: held back like the property page's map until the visitor allows it.
  if (wants("demand-register")) result.mapTiles = propertyMapTiles();
  if (target.propertyId !== undefined) {
    const property = await findPropertySubject(ctx.db, target.propertyId, ctx.language);
    if (property) {
      if (wants("contact-appointment")) {
        result.visitSlots = property.available ? await freeVisitSlots(ctx.db, property.id, now) : [];
        result.rental = rentalTerms(property);
      }
      result.documentCount = property.documents.length;
      result.askingPrice = property.goal === 0 ? property.price : null;
    }
  }
  return result;
}
