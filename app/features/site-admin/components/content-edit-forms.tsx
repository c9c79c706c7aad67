// The edit form of a page (title, SEO fields, path, status, order, modules) or of an article (title and
// body per language, slug, categories, image, status, order), and the publish form.
import type { LocalizedText } from "../../../db/schema/listings.ts";
import { useT } from "../../../i18n/use-t.ts";
import { Button } from "../../../ui/button.tsx";
import type { MessageKey } from "../../../i18n/dictionary.ts";
import type { FormView } from "../form-view.ts";
import {
  FormOutcome,
  formFieldsOf,
  PerLanguageInputs,
  StatusAndSort,
  TextArea,
  TextInput,
} from "./edit-fields.tsx";

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
  const fields = formFieldsOf(view, "save");
  const input = (id: string, name: string, label: MessageKey, stored: string) => (
    <TextInput
      id={`edit-${id}`}
      name={name}
      label={label}
      value={fields.value(name, stored)}
      error={fields.error(name)}
    />
  );
  return (
    <form method="post" className="account-form content-edit-form" key={item.version}>
      <FormOutcome view={view} form="save" />
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="version" value={item.version} />
      <PerLanguageInputs
        idPrefix="edit"
        prefix="title"
        label="PAGES_ADMIN_TITLE_IN"
        stored={item.title}
        fields={fields}
      />
      {item.kind === "page" ? (
        <>
          {input("name", "name", "PAGES_ADMIN_NAME", item.name)}
          <TextInput
            id="edit-path"
            name="path"
            label="SITE_ADMIN_PATH"
            hint="SITE_ADMIN_PATH_HINT"
            value={fields.value("path", item.path)}
            error={fields.error("path")}
          />
          <PerLanguageInputs
            idPrefix="edit"
            prefix="seoTitle"
            label="PAGES_ADMIN_SEO_TITLE_IN"
            stored={item.seoTitle}
            fields={fields}
          />
          <PerLanguageInputs
            idPrefix="edit"
            prefix="seoDescription"
            label="PAGES_ADMIN_SEO_DESCRIPTION_IN"
            stored={item.seoDescription}
            fields={fields}
          />
          {input("og-image", "ogImageKey", "PAGES_ADMIN_OG_IMAGE", item.ogImageKey)}
          <TextArea
            id="edit-modules"
            name="modules"
            label="PAGES_ADMIN_MODULES"
            hint="PAGES_ADMIN_MODULES_HINT"
            value={fields.value("modules", item.modules)}
            error={fields.error("modules")}
            rows={8}
          />
        </>
      ) : (
        <>
          <PerLanguageInputs
            idPrefix="edit"
            prefix="body"
            label="PAGES_ADMIN_BODY_IN"
            stored={item.body}
            fields={fields}
            area
          />
          {input("slug", "slug", "PAGES_ADMIN_SLUG", item.slug)}
          {input("category", "category", "PAGES_ADMIN_CATEGORY", item.category)}
          {input("sub-category", "subCategory", "PAGES_ADMIN_SUB_CATEGORY", item.subCategory)}
          {input("image", "imageKey", "PAGES_ADMIN_IMAGE", item.imageKey)}
        </>
      )}
      <StatusAndSort idPrefix="edit" fields={fields} status={item.status} sort={item.sort} />
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
