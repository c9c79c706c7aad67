// The edit form of a page (title, SEO fields, path, status, order, modules) or of an article (title and
// body per language, slug, categories, image, status, order), and the publish form.
import type { LocalizedText } from "../../../db/schema/listings.ts";
import { useT } from "../../../i18n/use-t.ts";
import { Button } from "../../../ui/button.tsx";
import { EDITED_LANGUAGES } from "../site-admin-fields.ts";
import { type FormView, shownValue } from "../form-view.ts";
import { FormOutcome, Select, TextArea, TextInput } from "./edit-fields.tsx";

export type EditedPage = {
  kind: "page";
  version: number;
  name: string;
  path: string;
  status: string;
  sort: number;
  title: LocalizedText;
  seoTitle: LocalizedText;
  seoDescription: LocalizedText;
  ogImageKey: string;
  modules: string;
};

export type EditedArticle = {
  kind: "article";
  version: number;
  slug: string;
  category: string;
  subCategory: string;
  status: string;
  sort: number;
  title: LocalizedText;
  body: LocalizedText;
  imageKey: string;
};

export function ContentEditForm({ item, view }: { item: EditedPage | EditedArticle; view: FormView }) {
  const { t } = useT();
  const value = (name: string, stored: string) => shownValue(view, "save", name, stored);
  const error = (name: string) => (view.form === "save" ? view.errors[name] : undefined);
  const perLanguage = (
    prefix: string,
    label: Parameters<typeof TextInput>[0]["label"],
    stored: LocalizedText,
    area = false,
  ) =>
    EDITED_LANGUAGES.map((code) => {
      const props = {
        id: `edit-${prefix}-${code}`,
        name: `${prefix}_${code}`,
        label,
        labelParams: { language: code.toUpperCase() },
        value: value(`${prefix}_${code}`, stored[code] ?? ""),
        error: error(`${prefix}_${code}`) ?? (code === "nl" ? error(prefix) : undefined),
      };
      return area ? (
        <TextArea key={code} {...props} rows={10} hint="PAGES_ADMIN_BODY_HINT" />
      ) : (
        <TextInput key={code} {...props} />
      );
    });
  return (
    <form method="post" className="account-form content-edit-form" key={item.version}>
      <FormOutcome view={view} form="save" />
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="version" value={item.version} />
      {perLanguage("title", "PAGES_ADMIN_TITLE_IN", item.title)}
      {item.kind === "page" ? (
        <>
          <TextInput
            id="edit-name"
            name="name"
            label="PAGES_ADMIN_NAME"
            value={value("name", item.name)}
            error={error("name")}
          />
          <TextInput
            id="edit-path"
            name="path"
            label="SITE_ADMIN_PATH"
            hint="SITE_ADMIN_PATH_HINT"
            value={value("path", item.path)}
            error={error("path")}
          />
          {perLanguage("seoTitle", "PAGES_ADMIN_SEO_TITLE_IN", item.seoTitle)}
          {perLanguage("seoDescription", "PAGES_ADMIN_SEO_DESCRIPTION_IN", item.seoDescription)}
          <TextInput
            id="edit-og-image"
            name="ogImageKey"
            label="PAGES_ADMIN_OG_IMAGE"
            value={value("ogImageKey", item.ogImageKey)}
            error={error("ogImageKey")}
          />
          <TextArea
            id="edit-modules"
            name="modules"
            label="PAGES_ADMIN_MODULES"
            hint="PAGES_ADMIN_MODULES_HINT"
            value={value("modules", item.modules)}
            error={error("modules")}
            rows={8}
          />
        </>
      ) : (
        <>
          {perLanguage("body", "PAGES_ADMIN_BODY_IN", item.body, true)}
          <TextInput
            id="edit-slug"
            name="slug"
            label="PAGES_ADMIN_SLUG"
            value={value("slug", item.slug)}
            error={error("slug")}
          />
          <TextInput
            id="edit-category"
            name="category"
            label="PAGES_ADMIN_CATEGORY"
            value={value("category", item.category)}
            error={error("category")}
          />
          <TextInput
            id="edit-sub-category"
            name="subCategory"
            label="PAGES_ADMIN_SUB_CATEGORY"
            value={value("subCategory", item.subCategory)}
            error={error("subCategory")}
          />
          <TextInput
            id="edit-image"
            name="imageKey"
            label="PAGES_ADMIN_IMAGE"
            value={value("imageKey", item.imageKey)}
            error={error("imageKey")}
          />
        </>
      )}
      <Select
        id="edit-status"
        name="status"
        label="SITE_ADMIN_STATUS"
        value={value("status", item.status)}
        options={[
          { value: "Published", label: t("SITE_ADMIN_PUBLISHED") },
          { value: "Draft", label: t("SITE_ADMIN_DRAFT") },
        ]}
        error={error("status")}
      />
      <TextInput
        id="edit-sort"
        name="sort"
        type="number"
        label="SITE_ADMIN_SORT"
        value={value("sort", String(item.sort))}
        error={error("sort")}
      />
      <Button type="submit">{t("SITE_ADMIN_SAVE")}</Button>
    </form>
  );
}

/** Publish (or withdraw) from the version shown: refused when someone saved since. */
export function PublishForm({
  version,
  published,
  view,
}: {
  version: number;
  published: boolean;
  view: FormView;
}) {
  const { t } = useT();
  return (
    <form method="post" className="account-form" key={version}>
      <FormOutcome view={view} form="publish" />
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="intent" value={published ? "unpublish" : "publish"} />
      <Button type="submit" variant={published ? "outline" : "primary"}>
        {published ? t("PAGES_ADMIN_UNPUBLISH") : t("PAGES_ADMIN_PUBLISH")}
      </Button>
    </form>
  );
}
