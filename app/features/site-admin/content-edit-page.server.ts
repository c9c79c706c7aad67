// The data of a page's or an article's edit and preview pages: the stored row as the form shows it, the
// frame (title, breadcrumbs back to the list, alternates) and the links between edit and preview.
import type { RouterContextProvider } from "react-router";
import type { Database } from "../../db/client.server.ts";
import { localizedText } from "../../i18n/localized-text.ts";
import { siteContext } from "../../site-context.server.ts";
import type { RequestAccount } from "../accounts/account-context.ts";
import { alternatesOfPaths } from "../../i18n/alternates.ts";
import { backOfficeFrame } from "../back-office/back-office-page.server.ts";
import { backOfficePath } from "../back-office/back-office-screens.ts";
import type { EditedArticle, EditedPage } from "./components/content-edit-forms.tsx";
import type { ContentKind } from "./content-forms.ts";
import { contentEditPath, contentPreviewPath } from "./content-paths.ts";
import { articleById, type ArticleRecord, pageById, type PageRecord } from "./content-reads.server.ts";

type Context = Readonly<RouterContextProvider>;

export type ContentRecord = { kind: "page"; row: PageRecord } | { kind: "article"; row: ArticleRecord };

export async function contentRecord(
  db: Database,
  kind: ContentKind,
  id: number,
): Promise<ContentRecord | null> {
  if (kind === "page") {
    const row = await pageById(db, id);
    return row ? { kind, row } : null;
  }
  const row = await articleById(db, id);
  return row ? { kind, row } : null;
}

export function editedItem(record: ContentRecord): EditedPage | EditedArticle {
  if (record.kind === "page") {
    const row = record.row;
    return {
      kind: "page",
      version: row.version,
      name: row.name,
      path: row.path,
      status: row.status,
      sort: row.sort,
      title: row.title,
      seoTitle: row.metadata.title,
      seoDescription: row.metadata.description,
      ogImageKey: row.metadata.ogImageKey ?? "",
      modules: JSON.stringify(row.modules, null, 2),
    };
  }
  const row = record.row;
  return {
    kind: "article",
    version: row.version,
    slug: row.slug,
    category: row.category ?? "",
    subCategory: row.subCategory ?? "",
    status: row.status,
    sort: row.sort,
    title: row.title,
    body: row.bodyHtml,
    imageKey: row.imageKey ?? "",
  };
}

/** The frame of the edit (or preview) page of `record`, titled `title`. */
export function contentFrame(
  context: Context,
  account: RequestAccount,
  record: ContentRecord,
  preview: boolean,
) {
  const site = context.get(siteContext);
  const frame = backOfficeFrame(context, account, "pages");
  const name = localizedText(record.row.title, site.language, site.defaultLanguage) || String(record.row.id);
  const title = preview ? site.t("PAGES_ADMIN_PREVIEW_OF", { title: name }) : name;
  const path = preview ? contentPreviewPath : contentEditPath;
  const { kind } = record;
  const id = record.row.id;
  return {
    ...frame,
    title,
    breadcrumbs: [
      ...frame.breadcrumbs.slice(0, 1),
      { label: frame.title, href: backOfficePath("pages", site.language) },
      { label: title },
    ],
    alternates: alternatesOfPaths({
      original: path(kind, id, "original"),
      nl: path(kind, id, "nl"),
      fr: path(kind, id, "fr"),
      en: path(kind, id, "en"),
      de: path(kind, id, "de"),
    }),
    editPath: contentEditPath(kind, id, site.language),
    previewPath: contentPreviewPath(kind, id, site.language),
    published: record.row.status === "Published",
    version: record.row.version,
  };
}
