// The person fields of spec §3 and the consents, shared by the lead forms. The address and the contact
// options are modules of their own: a page's data carries the texts of the code it imports, so the demand
// register, which asks neither, carries none of theirs (docs/decisions/0014-light-pages.md).
import { Link } from "react-router";
import { screenPath } from "../../../i18n/route-table.ts";
import { useT } from "../../../i18n/use-t.ts";
import { CheckboxField, ChoiceGroup, TextField } from "./lead-fields.tsx";

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
