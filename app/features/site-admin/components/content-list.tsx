// The pages and the articles, each with its status and links to edit and preview it.
import { useT } from "../../../i18n/use-t.ts";

type Row = { id: number; name: string; title: string; status: string; edit: string; preview: string };

function ContentTable({ rows, heading, id }: { rows: Row[]; heading: string; id: string }) {
  const { t } = useT();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {rows.length === 0 ? (
        <p>{t("PAGES_ADMIN_NONE")}</p>
      ) : (
        <ul className="site-admin-list">
          {rows.map((row) => (
            <li key={row.id} data-content={row.name}>
              <strong>{row.title || row.name}</strong> <code>{row.name}</code> — {row.status}{" "}
              <a href={row.edit} aria-label={`${t("PAGES_ADMIN_EDIT")}: ${row.title || row.name}`}>
                {t("PAGES_ADMIN_EDIT")}
              </a>{" "}
              <a href={row.preview} aria-label={`${t("PAGES_ADMIN_PREVIEW")}: ${row.title || row.name}`}>
                {t("PAGES_ADMIN_PREVIEW")}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ContentList({ pages, articles }: { pages: Row[]; articles: Row[] }) {
  const { t } = useT();
  return (
    <>
      <ContentTable rows={pages} heading={t("PAGES_ADMIN_PAGES")} id="content-pages" />
      <ContentTable rows={articles} heading={t("PAGES_ADMIN_ARTICLES")} id="content-articles" />
    </>
  );
}
