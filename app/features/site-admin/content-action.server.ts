// One post to the pages and articles screens: create a draft, save a page or an article, publish or
// withdraw one; each parsed with Zod and written with its version check and audit entry.
import type { Database } from "../../db/client.server.ts";
import type { Language } from "../../i18n/languages.ts";
import type { EditOutcome } from "./edit-outcome.ts";
import {
  ArticleFormSchema,
  articleInput,
  type ContentKind,
  NewArticleFormSchema,
  NewPageFormSchema,
  PageFormSchema,
  pageInput,
  PublishFormSchema,
} from "./content-forms.ts";
import { createArticle, createPage, saveArticle, savePage, setPublished } from "./content-writes.server.ts";
import { errorKeys } from "./site-admin-fields.ts";

type Fields = Record<string, string>;

/** A new draft from the list screen; its id when created. */
export async function createContent(
  db: Database,
  actorId: string,
  fields: Fields,
  language: Language,
  now: Date,
): Promise<{ form: string; outcome: EditOutcome; created: { kind: ContentKind; id: number } | null }> {
  if (fields.intent === "new-page") {
    const parsed = NewPageFormSchema.safeParse(fields);
    if (!parsed.success)
      return {
        form: "new-page",
        outcome: { kind: "invalid", errors: errorKeys(parsed.error) },
        created: null,
      };
    const { outcome, id } = await createPage(db, actorId, parsed.data, language, now);
    return { form: "new-page", outcome, created: id === null ? null : { kind: "page", id } };
  }
  if (fields.intent === "new-article") {
    const parsed = NewArticleFormSchema.safeParse(fields);
    if (!parsed.success)
      return {
        form: "new-article",
        outcome: { kind: "invalid", errors: errorKeys(parsed.error) },
        created: null,
      };
    const { outcome, id } = await createArticle(db, actorId, parsed.data, language, now);
    return { form: "new-article", outcome, created: id === null ? null : { kind: "article", id } };
  }
  return { form: "", outcome: { kind: "invalid", errors: { form: "SITE_ADMIN_ERROR_FORM" } }, created: null };
}

/** A save, publish or unpublish of the page or article `id`. */
export async function changeContent(
  db: Database,
  actorId: string,
  kind: ContentKind,
  id: number,
  fields: Fields,
  now: Date,
): Promise<{ form: string; outcome: EditOutcome }> {
  if (fields.intent === "publish" || fields.intent === "unpublish") {
    const parsed = PublishFormSchema.safeParse(fields);
    if (!parsed.success)
      return { form: "publish", outcome: { kind: "invalid", errors: errorKeys(parsed.error) } };
    const publish = parsed.data.intent === "publish";
    return {
      form: "publish",
      outcome: await setPublished(db, actorId, kind, id, parsed.data.version, publish, now),
    };
  }
  if (fields.intent !== "save")
    return { form: "", outcome: { kind: "invalid", errors: { form: "SITE_ADMIN_ERROR_FORM" } } };
  if (kind === "page") {
    const parsed = PageFormSchema.safeParse({ ...pageInput(fields), id: String(id) });
    if (!parsed.success)
      return {
        form: "save",
        outcome: { kind: "invalid", errors: errorKeys(parsed.error, "PAGES_ADMIN_ERROR_MODULES") },
      };
    return { form: "save", outcome: await savePage(db, actorId, parsed.data, now) };
  }
  const parsed = ArticleFormSchema.safeParse({ ...articleInput(fields), id: String(id) });
  if (!parsed.success) return { form: "save", outcome: { kind: "invalid", errors: errorKeys(parsed.error) } };
  return { form: "save", outcome: await saveArticle(db, actorId, parsed.data, now) };
}
