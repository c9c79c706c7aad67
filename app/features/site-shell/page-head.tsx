import type { PageAlternates } from "../../i18n/alternates.ts";
import { documentLinks } from "../../i18n/seo.ts";
import { KeptHtml } from "../../ui/kept-markup.tsx";
import type { ShellData } from "./shell-data.ts";

/**
 * The canonical URL, hreflang alternates and og:url of the page being shown, and the agency's JSON-LD.
 * Rendered by the shell for every page whatever meta its route exports; React places the links in <head>.
 */
export function PageHead({ shell, alternates }: { shell: ShellData; alternates: PageAlternates | null }) {
  const links = documentLinks(alternates, shell);
  return (
    <>
      {links.canonical ? <link rel="canonical" href={links.canonical} /> : null}
      {links.alternates.map((link) => (
        <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
      ))}
      {links.canonical ? <meta property="og:url" content={links.canonical} /> : null}
      <KeptHtml as="script" type="application/ld+json" markup={shell.agencyJsonLd} />
    </>
  );
}
