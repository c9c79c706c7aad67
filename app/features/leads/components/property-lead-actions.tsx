// The detail page's action buttons (spec §1: ask for information, book a visit, request documents, send
// to a friend, rent profile or purchase offer) and the form the visitor opened. Each button is a link, so
// it works without JavaScript; the open form is the page's `?form=`, its code loaded on demand.
import { lazy, Suspense } from "react";
import { Link, useActionData, useSearchParams } from "react-router";
import type { LeadFormKind } from "../../../db/schema/leads.ts";
import { useT } from "../../../i18n/use-t.ts";
import { isLeadFormState, type LeadFormsData } from "../lead-form-state.ts";
import { PROPERTY_LEAD_ACTIONS, propertyOffersForm } from "../subject-lead-forms.ts";

const OpenLeadForm = lazy(() => import("./open-lead-form.tsx"));

/** Starts loading the forms' code when the visitor points at or focuses a button, before the click. */
function preloadForms(): void {
  void import("./open-lead-form.tsx");
}

function useOpenForm<F extends LeadFormKind>(forms: readonly F[]) {
  const actionData = useActionData();
  const state = isLeadFormState(actionData) ? actionData : undefined;
  const [params] = useSearchParams();
  const name = state?.form ?? params.get("form") ?? params.get("sent");
  return { state, open: forms.find((form) => form === name) ?? null };
}

export function PropertyLeadActions({ goal, leads }: { goal: number; leads: LeadFormsData | null }) {
  const { t } = useT();
  const buttons = PROPERTY_LEAD_ACTIONS.filter((button) => propertyOffersForm(button.form, goal));
  const { state, open } = useOpenForm(buttons.map((button) => button.form));
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
              onPointerEnter={preloadForms}
              onFocus={preloadForms}
            >
              {t(button.label)}
            </Link>
          </li>
        ))}
      </ul>
      {open && leads ? (
        <div className="lead-actions-form">
          <Suspense fallback={null}>
            <OpenLeadForm form={open} data={leads} state={state} />
          </Suspense>
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
        <Suspense fallback={null}>
          <OpenLeadForm form={open} data={leads} state={state} />
        </Suspense>
      ) : (
        <Link
          className="button"
          data-variant="primary"
          to={{ search: "?form=contact-construction", hash: "lead-contact-construction" }}
          preventScrollReset
          rel="nofollow"
          onPointerEnter={preloadForms}
          onFocus={preloadForms}
        >
          {t("LEAD_FORM_CONSTRUCTION_TITLE")}
        </Link>
      )}
    </section>
  );
}
