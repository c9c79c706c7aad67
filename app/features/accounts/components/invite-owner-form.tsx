// The staff form that invites an owner (or links more properties to one): e-mail, name, language and the
// property numbers. Plain server-rendered form.
import type { MessageKey } from "../../../i18n/dictionary.ts";
import { useT } from "../../../i18n/use-t.ts";
import { Button } from "../../../ui/button.tsx";
import { ENABLED_FORM_LANGUAGES, LANGUAGE_NAMES } from "../account-languages.ts";
import { InputField, SelectField } from "./account-field.tsx";

export type InviteFormValues = Partial<Record<"email" | "displayName" | "language" | "propertyIds", string>>;

export function InviteOwnerForm({
  idPrefix,
  errors,
  values,
  fixedPropertyId,
}: {
  idPrefix: string;
  errors: Partial<Record<string, MessageKey>>;
  values: InviteFormValues;
  /** On a property's staff page the property is given. */
  fixedPropertyId?: number;
}) {
  const { t, language } = useT();
  return (
    <form method="post" className="account-form" noValidate>
      <input type="hidden" name="intent" value="invite" />
      <InputField
        id={`${idPrefix}-email`}
        name="email"
        type="email"
        label="ACCOUNT_EMAIL"
        defaultValue={values.email}
        error={errors.email}
        required
      />
      <InputField
        id={`${idPrefix}-name`}
        name="displayName"
        label="ADMIN_DISPLAY_NAME"
        defaultValue={values.displayName}
        error={errors.displayName}
        required
      />
      <SelectField
        id={`${idPrefix}-language`}
        name="language"
        label="ADMIN_LANGUAGE"
        defaultValue={values.language ?? (language === "de" ? "nl" : language)}
        error={errors.language}
        options={ENABLED_FORM_LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
      />
      {fixedPropertyId === undefined ? (
        <InputField
          id={`${idPrefix}-properties`}
          name="propertyIds"
          label="ADMIN_PROPERTY_IDS"
          defaultValue={values.propertyIds}
          error={errors.propertyIds}
          required
        />
      ) : (
        <input type="hidden" name="propertyIds" value={String(fixedPropertyId)} />
      )}
      <Button type="submit">{t("ADMIN_INVITE_BUTTON")}</Button>
    </form>
  );
}
