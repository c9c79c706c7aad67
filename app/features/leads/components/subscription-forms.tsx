// Keep me informed (demand register, spec §3 search alert), newsletter sign-up and testimonial.
import { useT } from "../../../i18n/use-t.ts";
import { ALERT_FREQUENCY_OPTIONS, ALERT_NUMBER_FIELDS } from "./alert-fields.ts";
import type { LeadFormsData, LeadFormState } from "../lead-form-state.ts";
import { CheckboxField, ChoiceGroup, FileField, TextArea, TextField } from "./lead-fields.tsx";
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

export function NewsletterForm({ data, state }: FormProps) {
  const { t } = useT();
  return (
    <LeadForm
      form="sign-newsletter"
      definition={() => import("../forms/sign-newsletter.ts").then((module) => module.signNewsletter)}
      data={data}
      state={state}
      title="LEAD_FORM_NEWSLETTER_TITLE"
      intro={<p>{t("LEAD_FORM_NEWSLETTER_INTRO")}</p>}
      submitLabel="LEAD_SUBMIT_NEWSLETTER"
    >
      <TextField name="email" label="LEAD_LABEL_EMAIL" type="email" required autoComplete="email" />
      <div className="lead-form-row">
        <TextField name="firstName" label="LEAD_LABEL_FIRST_NAME" autoComplete="given-name" />
        <TextField name="lastName" label="LEAD_LABEL_LAST_NAME" autoComplete="family-name" />
      </div>
      <PrivacyConsent />
    </LeadForm>
  );
}

export function TestimonialForm({ data, state }: FormProps) {
  const { t } = useT();
  return (
    <LeadForm
      form="testimonial"
      definition={() => import("../forms/testimonial.ts").then((module) => module.testimonial)}
      data={data}
      state={state}
      title="LEAD_FORM_TESTIMONIAL_TITLE"
      intro={<p>{t("LEAD_TESTIMONIAL_NOTE")}</p>}
      multipart
    >
      <div className="lead-form-row">
        <TextField name="name" label="LEAD_LABEL_NAME" required autoComplete="name" />
        <TextField name="email" label="LEAD_LABEL_EMAIL" type="email" required autoComplete="email" />
      </div>
      <TextArea name="comment" label="LEAD_LABEL_COMMENT" required />
      <div className="lead-form-row">
        <TextField name="postedBy" label="LEAD_LABEL_POSTED_BY" />
        <TextField name="website" label="LEAD_LABEL_WEBSITE" type="url" autoComplete="url" />
      </div>
      {/* Checked by its content on the server (guard/testimonial-image.server.ts); `accept` only helps. */}
      <FileField name="image" label="LEAD_LABEL_TESTIMONIAL_IMAGE" accept="image/jpeg,image/png,image/webp" />
      <PrivacyConsent />
    </LeadForm>
  );
}
