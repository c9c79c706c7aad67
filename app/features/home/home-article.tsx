import { KeptHtml, type KeptMarkup } from "../../ui/kept-markup.tsx";
/** The "success formula" article of the home page (spec §2 page configuration). */
export function HomeArticle({ title, html }: { title: string; html: KeptMarkup }) {
  return (
    <section className="home-article container" aria-labelledby="home-article-title">
      <h2 id="home-article-title">{title}</h2>
      {/* Sanitized on the server with the site's allow-list (app/domain/sanitize-html.ts). */}
      <KeptHtml className="prose" markup={html} />
    </section>
  );
}
