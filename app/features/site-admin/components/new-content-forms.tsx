// Create a page or an article as a draft: the rest is filled in on its edit page.
import { useT } from "../../../i18n/use-t.ts";
import { Button } from "../../../ui/button.tsx";
import { type FormView, shownValue } from "../form-view.ts";
import { FormOutcome, TextInput } from "./edit-fields.tsx";

export function NewContentForms({ view }: { view: FormView }) {
  const { t, language } = useT();
  const error = (form: string, name: string) => (view.form === form ? view.errors[name] : undefined);
  return (
    <div className="account-grid">
      <section aria-labelledby="new-page">
        <h2 id="new-page">{t("PAGES_ADMIN_NEW_PAGE")}</h2>
        <form method="post" className="account-form">
          <FormOutcome view={view} form="new-page" />
          <input type="hidden" name="intent" value="new-page" />
          <TextInput
            id="new-page-name"
            name="name"
            label="PAGES_ADMIN_NAME"
            value={shownValue(view, "new-page", "name", "")}
            error={error("new-page", "name")}
          />
          <TextInput
            id="new-page-path"
            name="path"
            label="SITE_ADMIN_PATH"
            hint="SITE_ADMIN_PATH_HINT"
            value={shownValue(view, "new-page", "path", "")}
            error={error("new-page", "path")}
          />
          <TextInput
            id="new-page-title"
            name="title"
            label="PAGES_ADMIN_TITLE_IN"
            labelParams={{ language: language.toUpperCase() }}
            value={shownValue(view, "new-page", "title", "")}
            error={error("new-page", "title")}
          />
          <Button type="submit">{t("PAGES_ADMIN_CREATE")}</Button>
        </form>
      </section>
      <section aria-labelledby="new-article">
        <h2 id="new-article">{t("PAGES_ADMIN_NEW_ARTICLE")}</h2>
        <form method="post" className="account-form">
          <FormOutcome view={view} form="new-article" />
          <input type="hidden" name="intent" value="new-article" />
          <TextInput
            id="new-article-slug"
            name="slug"
            label="PAGES_ADMIN_SLUG"
            value={shownValue(view, "new-article", "slug", "")}
            error={error("new-article", "slug")}
          />
          <TextInput
            id="new-article-title"
            name="title"
            label="PAGES_ADMIN_TITLE_IN"
            labelParams={{ language: language.toUpperCase() }}
            value={shownValue(view, "new-article", "title", "")}
            error={error("new-article", "title")}
          />
          <Button type="submit">{t("PAGES_ADMIN_CREATE")}</Button>
        </form>
      </section>
    </div>
  );
}
