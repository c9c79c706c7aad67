// Keep me informed (demand register, spec §3 search alert). A module of its
// own, as every lead form: a page's data carries the texts of the code it imports
// (docs/decisions/0014-light-pages.md).
import { useT } from "../../../i18n/use-t.ts";
import { ALERT_FREQUENCY_OPTIONS, ALERT_NUMBER_FIELDS } from "./alert-fields.ts";
import type { LeadFormsData, LeadFormState } from "../lead-form-state.ts";
import { CheckboxField, ChoiceGroup, TextField } from "./lead-fields.tsx";
import { LeadForm } from "./lead-form.tsx";
import { SearchAreaField } from "./search-area-field.tsx";
import { NewsletterOptIn, PersonFields, PrivacyConsent } from "./person-fields.tsx";

type FormProps = { data: LeadFormsData; state: LeadFormState | undefined };

// Spec §5: at least one type and one zone (zip codes, towns or an area on the map); the password confirmed.
export function DemandRegisterForm({ data, state }: FormProps) {
  const { t } = useT();
  return (
    <LeadForm
      form="demand-register"
      definition={() => import("../forms/demand-register.ts").then((module) => module.demandRegister)}
      data={data}
      state={state}
      title="LEAD_FORM_DEMAND_REGISTER_TITLE"
      intro={<p>{t("LEAD_FORM_DEMAND_REGISTER_INTRO")}</p>}
      submitLabel="LEAD_SUBMIT_ALERT"
    >
      <fieldset className="lead-fieldset">
        <legend>{t("LEAD_ALERT_CRITERIA")}</legend>
        <ChoiceGroup
          name="goal"
          label="LEAD_LABEL_ALERT_GOAL"
          required
          options={[
            { value: "buy", label: t("LEAD_GOAL_BUY") },
            { value: "rent", label: t("LEAD_GOAL_RENT") },
          ]}
        />
        <ChoiceGroup
          name="types"
          label="LEAD_LABEL_TYPES"
          required
          multiple
          options={(data.propertyTypes ?? []).map((type) => ({ value: String(type.id), label: type.name }))}
        />
        <TextField name="zones" label="LEAD_LABEL_ZONES" hint={t("LEAD_ZONES_HINT")} />
        <SearchAreaField tiles={data.mapTiles} />
        <div className="lead-form-row">
          {ALERT_NUMBER_FIELDS.map(([field, label]) => (
            <TextField key={field} name={field} label={label} inputMode="numeric" />
          ))}
        </div>
        <CheckboxField name="terrace" label={t("LEAD_LABEL_TERRACE")} />
        <CheckboxField name="garden" label={t("LEAD_LABEL_GARDEN")} />
        <ChoiceGroup
          name="frequency"
          label="LEAD_LABEL_FREQUENCY"
          options={ALERT_FREQUENCY_OPTIONS.map(([value, label]) => ({ value, label: t(label) }))}
        />
      </fieldset>
      <fieldset className="lead-fieldset">
        <legend>{t("LEAD_ALERT_ACCOUNT")}</legend>
        <PersonFields />
        <div className="lead-form-row">
          <TextField
            name="password"
            label="LEAD_LABEL_PASSWORD"
            type="password"
            required
            autoComplete="new-password"
            hint={t("LEAD_PASSWORD_HINT")}
          />
          <TextField
            name="passwordConfirm"
            label="LEAD_LABEL_PASSWORD_CONFIRM"
            type="password"
            required
            autoComplete="new-password"
          />
        </div>
      </fieldset>
      <NewsletterOptIn />
      <PrivacyConsent />
    </LeadForm>
  );
}
