// The agency's information and the analytics identifiers the consent banner's tags use (spec §1).
import { useT } from "../../../i18n/use-t.ts";
import type { MessageKey } from "../../../i18n/dictionary.ts";
import { Button } from "../../../ui/button.tsx";
import { type FormView, shownValue } from "../form-view.ts";
import type { SiteAdminData } from "../site-admin-data.server.ts";
import { FormOutcome, Select, TextInput } from "./edit-fields.tsx";

type Settings = NonNullable<SiteAdminData["settings"]>;

export function InformationForm({ settings, view }: { settings: Settings; view: FormView }) {
  const { t } = useT();
  const info = settings.siteInformation;
  const field = (name: string, label: MessageKey, stored: string, type = "text") => (
    <TextInput
      id={`information-${name}`}
      name={name}
      type={type}
      label={label}
      value={shownValue(view, "information", name, stored)}
      error={view.form === "information" ? view.errors[name] : undefined}
    />
  );
  return (
    <form method="post" className="account-form" key={settings.version}>
      <FormOutcome view={view} form="information" />
      <input type="hidden" name="intent" value="information" />
      <input type="hidden" name="version" value={settings.version} />
      {field("name", "SITE_ADMIN_NAME", info.name)}
      {field("legalName", "SITE_ADMIN_LEGAL_NAME", info.legalName)}
      {field("vatNumber", "SITE_ADMIN_VAT", info.vatNumber)}
      {field("biv", "SITE_ADMIN_BIV", info.biv)}
      {field("street", "SITE_ADMIN_STREET", info.street)}
      {field("zip", "SITE_ADMIN_ZIP", info.zip)}
      {field("city", "SITE_ADMIN_CITY", info.city)}
      <Select
        id="information-countryCode"
        name="countryCode"
        label="SITE_ADMIN_COUNTRY"
        value={shownValue(view, "information", "countryCode", info.countryCode)}
        options={[
          { value: "BE", label: "BE" },
          { value: "LU", label: "LU" },
        ]}
        error={view.form === "information" ? view.errors.countryCode : undefined}
      />
      {field("phone", "SITE_ADMIN_PHONE", info.phone, "tel")}
      {field("email", "SITE_ADMIN_EMAIL", info.email, "email")}
      {field("googleTagManagerId", "SITE_ADMIN_GTM", info.analytics.googleTagManagerId ?? "")}
      {field("googleAnalyticsId", "SITE_ADMIN_GA", info.analytics.googleAnalyticsId ?? "")}
      {field("facebookPixelId", "SITE_ADMIN_PIXEL", info.analytics.facebookPixelId ?? "")}
      <Button type="submit">{t("SITE_ADMIN_SAVE")}</Button>
    </form>
  );
}
