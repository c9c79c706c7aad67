// One post to the pages and articles screens: create a draft, save a page or an article, publish or
// withdraw one; each parsed with Zod and written with its version check and audit entry.
import { data, type RouterContextProvider } from "react-router";
import { appContext } from "../../context.server.ts";
import type { Database } from "../../db/client.server.ts";
import { siteContext } from "../../site-context.server.ts";
import { formFields } from "../accounts/account-forms.server.ts";
import { crossOrigin } from "../accounts/account-page.server.ts";
import { NO_STORE } from "../accounts/account-route.ts";
import { requireBackOffice } from "../back-office/back-office-page.server.ts";
import { contentEditPath, contentTarget } from "./content-paths.ts";
import { type FormView, formView, IDLE_VIEW } from "./form-view.ts";
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

/** A refusal of a post from another site, as the forms' view (403). */
function refusedOrigin(context: Readonly<RouterContextProvider>) {
  const message = context.get(siteContext).t("LEAD_CROSS_ORIGIN");
  return { view: { ...IDLE_VIEW, form: "", status: "invalid" as const, message }, status: 403 };
}

/**
 * A post to a page's or an article's edit or preview page (any staff member), answered as its form's
 * view: refused from another site (403), else parsed and saved; 404 when the route names no such item.
 * `publishOnly`: the preview page only publishes or withdraws.
 */
export async function contentPost(
  request: Request,
  context: Readonly<RouterContextProvider>,
  params: { kind?: string; itemId?: string },
  publishOnly: boolean,
): Promise<{ view: FormView; status: number }> {
  const account = requireBackOffice(context, "pages");
  const target = contentTarget(params.kind, params.itemId);
  if (!target) throw data(null, { status: 404, headers: NO_STORE });
  if (crossOrigin(request, context)) return refusedOrigin(context);
  const fields = await formFields(request);
  const publishing = fields.intent === "publish" || fields.intent === "unpublish";
  const posted = publishOnly && !publishing ? { ...fields, intent: "" } : fields;
  const db = context.get(appContext).db;
  const { form, outcome } = await changeContent(db, account.id, target.kind, target.id, posted, new Date());
  return formView(context.get(siteContext).t, form, outcome, fields);
}

/** A post to the list screen: a new draft (its edit page's path), or the form's view when refused. */
export async function newContentPost(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ view: FormView; status: number; created: string | null }> {
  const account = requireBackOffice(context, "pages");
  if (crossOrigin(request, context)) return { ...refusedOrigin(context), created: null };
  const site = context.get(siteContext);
  const fields = await formFields(request);
  const db = context.get(appContext).db;
  const { form, outcome, created } = await createContent(db, account.id, fields, site.language, new Date());
  const path = created ? contentEditPath(created.kind, created.id, site.language) : null;
  return { ...formView(site.t, form, outcome, fields), created: path };
}
