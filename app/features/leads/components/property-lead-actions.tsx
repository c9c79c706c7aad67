// The detail page's action buttons (spec §1: ask for information, book a visit, request documents, send
// to a friend, rent profile or purchase offer) and the form the visitor opened. Each button is a link, so
// it works without JavaScript; the open form is the page's `?form=`.
import { Link, useActionData, useSearchParams } from "react-router";
import type { LeadFormKind } from "../../../db/schema/leads.ts";
import { useT } from "../../../i18n/use-t.ts";
import { isLeadFormState, type LeadFormsData } from "../lead-form-state.ts";
import { PROPERTY_LEAD_ACTIONS, type PropertyLeadForm } from "../subject-lead-forms.ts";
import { AppointmentForm } from "./appointment-form.tsx";
import { ConstructionForm, ContactMeForm } from "./contact-forms.tsx";
import {
  DocumentRequestForm,
  PurchaseOfferForm,
  RentProfileForm,
  SendToFriendForm,
} from "./property-forms.tsx";

// Each form a property offers, drawn by its own component.
const PROPERTY_FORMS: Record<PropertyLeadForm, typeof ContactMeForm> = {
  "contact-me": ContactMeForm,
  "contact-appointment": AppointmentForm,
  "document-request": DocumentRequestForm,
  "send-to-friend": SendToFriendForm,
  "rent-profile": RentProfileForm,
  "purchase-offer": PurchaseOfferForm,
};

function useOpenForm<F extends LeadFormKind>(forms: readonly F[]) {
  const actionData = useActionData();
  const state = isLeadFormState(actionData) ? actionData : undefined;
  const [params] = useSearchParams();
  const name = state?.form ?? params.get("form") ?? params.get("sent");
  return { state, open: forms.find((form) => form === name) ?? null };
}

export function PropertyLeadActions({ goal, leads }: { goal: number; leads: LeadFormsData | null }) {
  const { t } = useT();
  const buttons = PROPERTY_LEAD_ACTIONS.filter(
    (button) => !("goal" in button) || (button.goal === "sale") === (goal === 0),
  );
  const { state, open } = useOpenForm(buttons.map((button) => button.form));
  const OpenForm = open ? PROPERTY_FORMS[open] : null;
  return (
    <section className="lead-actions" aria-labelledby="lead-actions-title">
      <h2 id="lead-actions-title">{t("LEAD_ACTIONS_TITLE")}</h2>
      <ul className="lead-actions-list">
        {buttons.map((button) => (
          <li key={button.form}>
            <Link
              className="button"
              data-variant={open === button.form ? "secondary" : "outline"}
              to={{ search: `?form=${button.form}`, hash: `lead-${button.form}` }}
              aria-current={open === button.form ? "true" : undefined}
              preventScrollReset
              rel="nofollow"
            >
              {t(button.label)}
            </Link>
          </li>
        ))}
      </ul>
      {open && leads ? (
        <div className="lead-actions-form">
          {OpenForm ? <OpenForm data={leads} state={state} /> : null}
          <p>
            <Link to={{ search: "" }} preventScrollReset>
              {t("LEAD_ACTION_CLOSE")}
            </Link>
          </p>
        </div>
      ) : null}
    </section>
  );
}

export function ProjectLeadActions({ leads }: { leads: LeadFormsData | null }) {
  const { t } = useT();
  const { state, open } = useOpenForm(["contact-construction"]);
  return (
    <section className="lead-actions" aria-labelledby="lead-actions-title">
      <h2 id="lead-actions-title">{t("LEAD_ACTIONS_TITLE")}</h2>
      {open && leads ? (
        <ConstructionForm data={leads} state={state} />
      ) : (
        <Link
          className="button"
          data-variant="primary"
          to={{ search: "?form=contact-construction", hash: "lead-contact-construction" }}
          preventScrollReset
          rel="nofollow"
        >
          {t("LEAD_FORM_CONSTRUCTION_TITLE")}
        </Link>
      )}
    </section>
  );
}
