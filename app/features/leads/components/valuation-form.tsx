// The free valuation of the visitor's own property (spec §1, §3): a long form in steps (spec §2), in a
// file of its own so that its texts do not travel with the contact page's (docs/decisions/0014-light-pages.md).
import { useT } from "../../../i18n/use-t.ts";
import { LEAD_FORM_STEPS, STEP_NAVIGATION } from "../forms/lead-form-steps.ts";
import type { LeadFormsData, LeadFormState } from "../lead-form-state.ts";
import { ChoiceGroup, SelectField } from "./lead-fields.tsx";
import { LeadForm } from "./lead-form.tsx";
import { AddressFields } from "./address-fields.tsx";
import { ContactOptionFields } from "./contact-option-fields.tsx";
import { PersonFields } from "./person-fields.tsx";

type FormProps = { data: LeadFormsData; state: LeadFormState | undefined };

// Spec §5: the type and the address of the property to value are required. A long form in steps.
export function ValuationForm({ data, state }: FormProps) {
  const { t } = useT();
  return (
    <LeadForm
      form="contact-demand"
      definition={() => import("../forms/contact-demand.ts").then((module) => module.contactDemand)}
      data={data}
      state={state}
      title="LEAD_FORM_VALUATION_TITLE"
      steps={{
        list: LEAD_FORM_STEPS["contact-demand"],
        navigation: STEP_NAVIGATION,
        contents: {
          you: <PersonFields />,
          property: (
            <>
              <ChoiceGroup
                name="goal"
                label="LEAD_LABEL_VALUATION_GOAL"
                required
                options={[
                  { value: "sell", label: t("LEAD_GOAL_SELL") },
                  { value: "rent_out", label: t("LEAD_GOAL_RENT_OUT") },
                ]}
              />
              <SelectField
                name="propertyType"
                label="LEAD_LABEL_PROPERTY_TYPE"
                required
                options={(data.propertyTypes ?? []).map((type) => ({
                  value: String(type.id),
                  label: type.name,
                }))}
              />
              <AddressFields prefix="property" required own={false} />
            </>
          ),
          contact: <ContactOptionFields />,
        },
      }}
    />
  );
}
