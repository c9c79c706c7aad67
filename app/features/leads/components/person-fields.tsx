// The person and contact-option fields of spec §3, shared by the lead forms.
import { TIME_SLOT_IDS, TIME_SLOT_LABELS } from "../../../domain/time-slots.ts";
import { Link } from "react-router";
import { screenPath } from "../../../i18n/route-table.ts";
import { useT } from "../../../i18n/use-t.ts";
import { CheckboxField, ChoiceGroup, TextArea, TextField } from "./lead-fields.tsx";

/** Title, names, e-mail and phone; `prefix` names the fields of a second person (aFirstName, bEmail…). */
export function PersonFields({
  prefix = "",
  required = true,
  phone = true,
}: {
  prefix?: string;
  required?: boolean;
  phone?: boolean;
}) {
  const { t } = useT();
  const name = (field: string) =>
    prefix ? `${prefix}${field.charAt(0).toUpperCase()}${field.slice(1)}` : field;
  return (
    <>
      <ChoiceGroup
        name={name("title")}
        label="LEAD_LABEL_TITLE"
        required={required}
        options={[
          { value: "mr", label: t("LEAD_TITLE_MR") },
          { value: "ms", label: t("LEAD_TITLE_MS") },
          { value: "miss", label: t("LEAD_TITLE_MISS") },
        ]}
      />
      <div className="lead-form-row">
        <TextField
          name={name("firstName")}
          label="LEAD_LABEL_FIRST_NAME"
          required={required}
          autoComplete="given-name"
        />
        <TextField
          name={name("lastName")}
          label="LEAD_LABEL_LAST_NAME"
          required={required}
          autoComplete="family-name"
        />
      </div>
      <div className="lead-form-row">
        <TextField
          name={name("email")}
          label="LEAD_LABEL_EMAIL"
          type="email"
          required={required}
          autoComplete="email"
        />
        {phone ? (
          <TextField
            name={name("phone")}
            label="LEAD_LABEL_PHONE"
            type="tel"
            required={required}
            autoComplete="tel"
          />
        ) : null}
      </div>
    </>
  );
}

/** Street, number, postal code and town; `prefix` for the address of something else (propertyStreet…). */
export function AddressFields({
  prefix = "",
  required = false,
  own = true,
}: {
  prefix?: string;
  required?: boolean;
  own?: boolean;
}) {
  const name = (field: string) =>
    prefix ? `${prefix}${field.charAt(0).toUpperCase()}${field.slice(1)}` : field;
  const complete = (token: string) => (own ? token : "off");
  return (
    <>
      <div className="lead-form-row lead-form-row-street">
        <TextField
          name={name("street")}
          label="LEAD_LABEL_STREET"
          required={required}
          autoComplete={complete("address-line1")}
        />
        <TextField
          name={name("houseNumber")}
          label="LEAD_LABEL_HOUSE_NUMBER"
          autoComplete={complete("address-line2")}
        />
      </div>
      <div className="lead-form-row lead-form-row-city">
        <TextField
          name={name("zip")}
          label="LEAD_LABEL_ZIP"
          required={required}
          inputMode="numeric"
          autoComplete={complete("postal-code")}
        />
        <TextField
          name={name("city")}
          label="LEAD_LABEL_CITY"
          required={required}
          autoComplete={complete("address-level2")}
        />
      </div>
    </>
  );
}

export function PrivacyConsent() {
  const { t, language } = useT();
  return (
    <CheckboxField name="privacy" label={t("LEAD_LABEL_PRIVACY")} required>
      <Link className="lead-privacy-link" to={screenPath("privacy", language)} target="_blank" rel="noopener">
        {t("LEAD_PRIVACY_LINK")}
      </Link>
    </CheckboxField>
  );
}

export function NewsletterOptIn() {
  const { t } = useT();
  return <CheckboxField name="newsletter" label={t("LEAD_LABEL_NEWSLETTER")} />;
}

/** Remark, how and when to be contacted, newsletter opt-in and privacy consent (spec §3 contact options). */
export function ContactOptionFields({ remark = true }: { remark?: boolean }) {
  const { t } = useT();
  return (
    <>
      {remark ? <TextArea name="remark" label="LEAD_LABEL_REMARK" /> : null}
      <ChoiceGroup
        name="contactPreference"
        label="LEAD_LABEL_CONTACT_PREFERENCE"
        options={[
          { value: "phone", label: t("LEAD_PREFERENCE_PHONE") },
          { value: "email", label: t("LEAD_PREFERENCE_EMAIL") },
          { value: "either", label: t("LEAD_PREFERENCE_EITHER") },
        ]}
      />
      <ChoiceGroup
        name="timeSlots"
        label="LEAD_LABEL_TIME_SLOTS"
        multiple
        options={TIME_SLOT_IDS.map((id) => ({ value: id, label: t(TIME_SLOT_LABELS[id]) }))}
      />
      <NewsletterOptIn />
      <PrivacyConsent />
    </>
  );
}
