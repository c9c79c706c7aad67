import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import { KeptHtml, type KeptMarkup } from "../../ui/kept-markup.tsx";

/**
 * Configured HTML (footer texts, articles), sanitized on the server. Links inside it to pages of the site
 * navigate without reloading the page; external links were given a new tab when the HTML was prepared.
 */
export function RichText({ html, className }: { html: KeptMarkup; className?: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    if (!(event.target instanceof Element)) return;
    const link = event.target.closest("a");
    const href = link?.getAttribute("href");
    if (!link || !href || !href.startsWith("/") || href.startsWith("//") || link.target) return;
    event.preventDefault();
    void navigate(href);
  };
  // A click handler on a container only refines navigation the links already perform.
  return <KeptHtml className={className} onClick={onClick} markup={html} />;
}
