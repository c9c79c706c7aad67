// Lead forms on a property or a project page. The page stays shareable by the page cache: its forms,
// and their per-visitor tickets, are rendered only on demand (`?form=`), or after a submit.
import type { RouterContextProvider } from "react-router";
import type { LeadFormKind } from "../../db/schema/leads.ts";
import type { LeadFormsData } from "./lead-form-state.ts";
import { leadFormsData } from "./lead-forms-loader.server.ts";
import { SENT_PARAM } from "./lead-outcome-path.ts";
import { FORM_PARAM } from "./lead-page-middleware.server.ts";
import { PROJECT_LEAD_FORMS, PROPERTY_LEAD_FORMS } from "./subject-lead-forms.ts";
import type { LeadTarget } from "./submit/handle-submission.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

function idOf(segment: string | undefined): number {
  return segment && /^[1-9]\d{0,9}$/.test(segment) ? Number(segment) : -1;
}

export function propertyLeadTarget(idSegment: string | undefined): LeadTarget {
  return { forms: PROPERTY_LEAD_FORMS, propertyId: idOf(idSegment) };
}

export function projectLeadTarget(idSegment: string | undefined): LeadTarget {
  return { forms: PROJECT_LEAD_FORMS, projectId: idOf(idSegment) };
}

function requestedForm(request: Request, forms: readonly LeadFormKind[]): LeadFormKind | null {
  const params = new URL(request.url).searchParams;
  const name = params.get(FORM_PARAM) ?? params.get(SENT_PARAM);
  return forms.find((form) => form === name) ?? null;
}

/** The data of the form the visitor opened, or null when none is open (then nothing is per-visitor). */
export async function subjectLeadForms(args: Args, target: LeadTarget): Promise<LeadFormsData | null> {
  const form = requestedForm(args.request, target.forms);
  if (!form) return null;
  return leadFormsData(args, { ...target, forms: [form] });
}
