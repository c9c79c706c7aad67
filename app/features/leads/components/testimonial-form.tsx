// A visitor's testimonial (spec §3), with a photo if they like. A module of its own, as every lead form: a
// page's data carries the texts of the code it imports (docs/decisions/0014-light-pages.md).
import { useT } from "../../../i18n/use-t.ts";
import type { LeadFormsData, LeadFormState } from "../lead-form-state.ts";
import { FileField, TextArea, TextField } from "./lead-fields.tsx";
import { LeadForm } from "./lead-form.tsx";
import { PrivacyConsent } from "./person-fields.tsx";

type FormProps = { data: LeadFormsData; state: LeadFormState | undefined };

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
