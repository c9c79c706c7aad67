// Pages and articles saved from the back office: each save one transaction with its version check and its
// audit entry (ids only). The tables' triggers notify 'public_content_changed', so the public site shows
// a published change at once.
import { and, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { articles, pages } from "../../db/schema/content.ts";
import type { Language } from "../../i18n/languages.ts";
import { audit } from "../accounts/audit-log.server.ts";
import { EditRefused, type EditOutcome, refusedAsOutcome } from "./edit-outcome.ts";
import type { ArticleForm, ContentKind, PageForm } from "./content-forms.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export async function savePage(
  db: Database,
  actorId: string,
  form: PageForm,
  now: Date,
): Promise<EditOutcome> {
  return refusedAsOutcome(() =>
    db.transaction(async (tx) => {
      await refuseTakenPage(tx, form.name, form.path, form.id);
      const updated = await tx
        .update(pages)
        .set({
          name: form.name,
          path: form.path,
          status: form.status,
          sort: form.sort,
          title: form.title,
          metadata: {
            title: form.seoTitle,
            description: form.seoDescription,
            ...(form.ogImageKey ? { ogImageKey: form.ogImageKey } : {}),
          },
          modules: form.modules.map(({ backgroundImageKey, ...module }) =>
            backgroundImageKey ? { ...module, backgroundImageKey } : module,
          ),
          modifyDate: now,
          version: sql`${pages.version} + 1`,
        })
        .where(and(eq(pages.id, form.id), eq(pages.version, form.version)))
        .returning({ id: pages.id });
      await refuseUnlessUpdated(tx, "page", updated.length, form.id);
      await audit(tx, actorId, "content.page_changed", { kind: "page", id: form.id }, now);
    }),
  );
}

export async function saveArticle(
  db: Database,
  actorId: string,
  form: ArticleForm,
  now: Date,
): Promise<EditOutcome> {
  return refusedAsOutcome(() =>
    db.transaction(async (tx) => {
      await refuseTakenSlug(tx, form.slug, form.id);
      const updated = await tx
        .update(articles)
        .set({
          slug: form.slug,
          category: form.category || null,
          subCategory: form.subCategory || null,
          status: form.status,
          sort: form.sort,
          title: form.title,
          bodyHtml: form.body,
          imageKey: form.imageKey ?? null,
          version: sql`${articles.version} + 1`,
        })
        .where(and(eq(articles.id, form.id), eq(articles.version, form.version)))
        .returning({ id: articles.id });
      await refuseUnlessUpdated(tx, "article", updated.length, form.id);
      await audit(tx, actorId, "content.article_changed", { kind: "article", id: form.id }, now);
    }),
  );
}

/** Publishes or withdraws a page or an article from the version the staff member saw. */
export async function setPublished(
  db: Database,
  actorId: string,
  kind: ContentKind,
  id: number,
  version: number,
  publish: boolean,
  now: Date,
): Promise<EditOutcome> {
  const status = publish ? "Published" : "Draft";
  return refusedAsOutcome(() =>
    db.transaction(async (tx) => {
      const updated =
        kind === "page"
          ? await tx
              .update(pages)
              .set({ status, modifyDate: now, version: sql`${pages.version} + 1` })
              .where(and(eq(pages.id, id), eq(pages.version, version)))
              .returning({ id: pages.id })
          : await tx
              .update(articles)
              .set({ status, version: sql`${articles.version} + 1` })
              .where(and(eq(articles.id, id), eq(articles.version, version)))
              .returning({ id: articles.id });
      await refuseUnlessUpdated(tx, kind, updated.length, id);
      const action =
        kind === "page"
          ? publish
            ? "content.page_published"
            : "content.page_unpublished"
          : publish
            ? "content.article_published"
            : "content.article_unpublished";
      await audit(tx, actorId, action, { kind, id }, now);
    }),
  );
}

/** Runs `insert` in a transaction; the id it created, or null with the refusal. */
async function created(
  db: Database,
  insert: (tx: Tx) => Promise<number>,
): Promise<{ outcome: EditOutcome; id: number | null }> {
  let id: number | null = null;
  const outcome = await refusedAsOutcome(() =>
    db.transaction(async (tx) => {
      id = await insert(tx);
    }),
  );
  return { outcome, id: outcome.kind === "saved" ? id : null };
}

/** A new draft page; its title in the staff member's language. Ids are the next free one. */
export function createPage(
  db: Database,
  actorId: string,
  form: { name: string; path: string; title: string },
  language: Language,
  now: Date,
) {
  return created(db, async (tx) => {
    await refuseTakenPage(tx, form.name, form.path, 0);
    const [row] = await tx
      .insert(pages)
      .values({
        id: sql`(SELECT COALESCE(MAX(id), 0) + 1 FROM pages)`,
        name: form.name,
        path: form.path,
        status: "Draft",
        sort: 99,
        title: { [language]: form.title },
        metadata: { title: {}, description: {} },
        modules: [],
        createDate: now,
        modifyDate: now,
      })
      .returning({ id: pages.id });
    if (!row) throw new EditRefused({ kind: "conflict" });
    await audit(tx, actorId, "content.page_created", { kind: "page", id: row.id }, now);
    return row.id;
  });
}

export function createArticle(
  db: Database,
  actorId: string,
  form: { slug: string; title: string },
  language: Language,
  now: Date,
) {
  return created(db, async (tx) => {
    await refuseTakenSlug(tx, form.slug, 0);
    const [row] = await tx
      .insert(articles)
      .values({
        id: sql`(SELECT COALESCE(MAX(id), 0) + 1 FROM articles)`,
        slug: form.slug,
        title: { [language]: form.title },
        bodyHtml: {},
        status: "Draft",
        sort: 99,
      })
      .returning({ id: articles.id });
    if (!row) throw new EditRefused({ kind: "conflict" });
    await audit(tx, actorId, "content.article_created", { kind: "article", id: row.id }, now);
    return row.id;
  });
}

async function refuseTakenPage(tx: Tx, name: string, path: string, id: number): Promise<void> {
  const [byName] = await tx
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.name, name), ne(pages.id, id)));
  if (byName) throw new EditRefused({ kind: "invalid", errors: { name: "PAGES_ADMIN_ERROR_NAME" } });
  const [byPath] = await tx
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.path, path), ne(pages.id, id)));
  if (byPath) throw new EditRefused({ kind: "invalid", errors: { path: "PAGES_ADMIN_ERROR_PATH_TAKEN" } });
}

async function refuseTakenSlug(tx: Tx, slug: string, id: number): Promise<void> {
  const [taken] = await tx
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.slug, slug), ne(articles.id, id)));
  if (taken) throw new EditRefused({ kind: "invalid", errors: { slug: "PAGES_ADMIN_ERROR_SLUG" } });
}

async function refuseUnlessUpdated(tx: Tx, kind: ContentKind, updated: number, id: number): Promise<void> {
  if (updated > 0) return;
  const [exists] =
    kind === "page"
      ? await tx.select({ id: pages.id }).from(pages).where(eq(pages.id, id))
      : await tx.select({ id: articles.id }).from(articles).where(eq(articles.id, id));
  throw new EditRefused({ kind: exists ? "conflict" : "gone" });
}
