import type { ReactNode } from "react";
import { KeptHtml } from "../../ui/kept-markup.tsx";
import { ArticleBlockView } from "./article-block.tsx";
import { ContactChannels, ContactDetails } from "./contact-details.tsx";
import type { PageContent } from "./page-content.server.ts";
import { RichText } from "./rich-text.tsx";
import { useShell } from "./use-shell.ts";

/**
 * The contact, demand-register and free-valuation pages (spec §2): the page title, its introduction,
 * the background image of the contact module, the agency's details, and `children`: the page's form
 * (until a page has one, the visitor is offered the agency's phone and e-mail instead).
 */
export function ContactPageLayout({ content, children }: { content: PageContent; children?: ReactNode }) {
  const shell = useShell();
  const [intro, ...more] = content.articles;
  const background = content.contact?.background;
  return (
    <div className="contact-page">
      <div className={background ? "contact-hero contact-hero-image" : "contact-hero"}>
        {background ? <KeptHtml as="picture" markup={background} className="contact-hero-picture" /> : null}
        <div className="container contact-hero-text">
          <h1>{content.title}</h1>
        </div>
      </div>
      <div className="container contact-layout">
        <div className="contact-main">
          {intro ? <RichText html={intro.html} className="prose contact-intro" /> : null}
          {more.map((block) => (
            <ArticleBlockView key={block.slug} block={block} asPageTitle={false} />
          ))}
          {children ?? (shell ? <ContactChannels agency={shell.agency} /> : null)}
        </div>
        {shell ? <ContactDetails agency={shell.agency} /> : null}
      </div>
    </div>
  );
}
