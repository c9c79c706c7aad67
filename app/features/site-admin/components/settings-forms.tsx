// The forms of the settings row (spec §1–§2): logo and home banner, languages in use and the default,
// display options. Each saves its own part from the version it showed.
import { videoThumbnailQualityOf } from "../../../domain/video-thumbnail.ts";
import { LANGUAGES } from "../../../i18n/languages.ts";
import { useT } from "../../../i18n/use-t.ts";
import { Button } from "../../../ui/button.tsx";
import { type FormView, shownChecked, shownValue } from "../form-view.ts";
import type { SiteAdminData } from "../site-admin-data.server.ts";
import { Checkbox, FormOutcome, Select, TextArea, TextInput } from "./edit-fields.tsx";

type Settings = NonNullable<SiteAdminData["settings"]>;
type Props = { settings: Settings; view: FormView };

function helpers(view: FormView, form: string) {
  return {
    value: (name: string, stored: string) => shownValue(view, form, name, stored),
    checked: (name: string, stored: boolean) => shownChecked(view, form, name, stored),
    error: (name: string) => (view.form === form ? view.errors[name] : undefined),
  };
}

export function BrandingForm({ settings, view }: Props) {
  const { t } = useT();
  const { value, checked, error } = helpers(view, "branding");
  const banner = settings.banner;
  return (
    <form method="post" className="account-form" key={settings.version}>
      <FormOutcome view={view} form="branding" />
      <input type="hidden" name="intent" value="branding" />
      <input type="hidden" name="version" value={settings.version} />
      <TextInput
        id="branding-logo"
        name="logoImageKey"
        label="SITE_ADMIN_LOGO"
        value={value("logoImageKey", settings.logoImageKey)}
        error={error("logoImageKey")}
      />
      <Select
        id="branding-type"
        name="bannerType"
        label="SITE_ADMIN_BANNER_TYPE"
        value={value("bannerType", banner.type)}
        options={[
          { value: "image", label: t("SITE_ADMIN_BANNER_IMAGE") },
          { value: "gallery", label: t("SITE_ADMIN_BANNER_GALLERY") },
          { value: "video", label: t("SITE_ADMIN_BANNER_VIDEO") },
        ]}
        error={error("bannerType")}
      />
      <TextInput
        id="branding-image"
        name="bannerImageKey"
        label="SITE_ADMIN_BANNER_IMAGE_KEY"
        value={value("bannerImageKey", banner.imageKey ?? "")}
        error={error("bannerImageKey")}
      />
      <TextArea
        id="branding-gallery"
        name="galleryKeys"
        label="SITE_ADMIN_GALLERY_KEYS"
        value={value("galleryKeys", (banner.galleryImageKeys ?? []).join("\n"))}
        error={error("galleryKeys")}
      />
      <TextInput
        id="branding-interval"
        name="galleryInterval"
        type="number"
        label="SITE_ADMIN_GALLERY_INTERVAL"
        value={value("galleryInterval", String(banner.galleryConfig?.intervalMs ?? 5000))}
        error={error("galleryInterval")}
      />
      <TextInput
        id="branding-video"
        name="videoUrl"
        type="url"
        label="SITE_ADMIN_VIDEO_URL"
        value={value("videoUrl", banner.videoUrl ?? "")}
        error={error("videoUrl")}
      />
      <Checkbox
        id="branding-show-logo"
        name="showLogo"
        label="SITE_ADMIN_SHOW_LOGO"
        checked={checked("showLogo", banner.showLogo)}
        error={error("showLogo")}
      />
      <Button type="submit">{t("SITE_ADMIN_SAVE")}</Button>
    </form>
  );
}

export function LanguagesForm({ settings, view, inUse }: Props & { inUse: Record<string, boolean> }) {
  const { t } = useT();
  const { value, checked, error } = helpers(view, "languages");
  return (
    <form method="post" className="account-form" key={settings.version}>
      <FormOutcome view={view} form="languages" />
      <input type="hidden" name="intent" value="languages" />
      <input type="hidden" name="version" value={settings.version} />
      <fieldset>
        <legend>{t("SITE_ADMIN_LANGUAGES")}</legend>
        {LANGUAGES.map((code) => (
          <Checkbox
            key={code}
            id={`languages-use-${code}`}
            name={`use_${code}`}
            label="SITE_ADMIN_LANGUAGE_IN_USE"
            labelParams={{ language: code.toUpperCase() }}
            checked={checked(`use_${code}`, inUse[code] ?? false)}
            error={error(`use_${code}`)}
          />
        ))}
      </fieldset>
      <Select
        id="languages-default"
        name="defaultLanguage"
        label="SITE_ADMIN_DEFAULT_LANGUAGE"
        value={value("defaultLanguage", settings.defaultLanguage)}
        options={LANGUAGES.map((code) => ({ value: code, label: code.toUpperCase() }))}
        error={error("defaultLanguage")}
      />
      <Button type="submit">{t("SITE_ADMIN_SAVE")}</Button>
    </form>
  );
}

export function DisplayForm({ settings, view }: Props) {
  const { t } = useT();
  const { value, checked, error } = helpers(view, "display");
  const box = (name: string, label: Parameters<typeof Checkbox>[0]["label"], stored: boolean) => (
    <Checkbox
      id={`display-${name}`}
      name={name}
      label={label}
      checked={checked(name, stored)}
      error={error(name)}
    />
  );
  const search = settings.searchBlock;
  return (
    <form method="post" className="account-form" key={settings.version}>
      <FormOutcome view={view} form="display" />
      <input type="hidden" name="intent" value="display" />
      <input type="hidden" name="version" value={settings.version} />
      {box("showHomeMenu", "SITE_ADMIN_SHOW_HOME_MENU", settings.displayOptions.showHomeMenu)}
      {box(
        "showFreeEvaluation",
        "SITE_ADMIN_SHOW_FREE_EVALUATION",
        settings.displayOptions.showFreeEvaluation,
      )}
      {box("showSearchInput", "SITE_ADMIN_SHOW_SEARCH_INPUT", search.showSearchInput)}
      {box("showSearchButton", "SITE_ADMIN_SHOW_SEARCH_BUTTON", search.showSearchButton)}
      {box("showSearchCount", "SITE_ADMIN_SHOW_SEARCH_COUNT", search.showSearchCount)}
      {box("showCountProperty", "SITE_ADMIN_SHOW_COUNT_PROPERTY", search.showCountProperty)}
      {box("showLogoAtStart", "SITE_ADMIN_SHOW_LOGO_AT_START", settings.banner.showLogoAtStart)}
      <Select
        id="display-videoThumbnailQuality"
        name="videoThumbnailQuality"
        label="SITE_ADMIN_VIDEO_THUMBNAIL_QUALITY"
        value={value(
          "videoThumbnailQuality",
          videoThumbnailQualityOf(settings.displayOptions.videoThumbnailQuality),
        )}
        options={[
          { value: "low", label: t("SITE_ADMIN_QUALITY_LOW") },
          { value: "medium", label: t("SITE_ADMIN_QUALITY_MEDIUM") },
          { value: "high", label: t("SITE_ADMIN_QUALITY_HIGH") },
        ]}
        error={error("videoThumbnailQuality")}
      />
      <Button type="submit">{t("SITE_ADMIN_SAVE")}</Button>
    </form>
  );
}
