import { KeptHtml } from "../../ui/kept-markup.tsx";
import type { ArticleBlock } from "./page-content.server.ts";
import { RichText } from "./rich-text.tsx";

/**
 * A configured article: plain text under a heading, or a card with its image (spec §2: the sales
 * specialist article in card view). `asPageTitle` makes its heading the page's h1.
 */
export function ArticleBlockView({ block, asPageTitle }: { block: ArticleBlock; asPageTitle: boolean }) {
  const Heading = asPageTitle ? "h1" : "h2";
  if (block.view === "card") {
    return (
      <article className={`card article-card ${block.spans}`}>
        {block.image ? (
          <KeptHtml as="picture" markup={block.image} className="card-media article-card-media" />
        ) : null}
        <div className="card-body prose">
          <Heading>{block.title}</Heading>
          <RichText html={block.html} />
        </div>
      </article>
    );
  }
  return (
    <section className={`article-block ${block.spans}`}>
      <Heading>{block.title}</Heading>
      <RichText html={block.html} className="prose" />
    </section>
  );
}

/** A page's article modules in its 12-column grid, the first one's heading the page's h1. */
export function ArticleBlocks({ blocks }: { blocks: readonly ArticleBlock[] }) {
  return (
    <div className="module-grid">
      {blocks.map((block, index) => (
        <ArticleBlockView key={block.slug} block={block} asPageTitle={index === 0} />
      ))}
    </div>
  );
}
