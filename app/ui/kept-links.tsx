// Links inside kept markup (kept-markup.tsx) drawn by React Router's <Link> or by `KeptLink` on the server
// (they carry its `data-discover` attribute): a click navigates in the page and pointing at one prefetches
// its page, as the <Link> would have, without the links' data travelling to the browser. Other links in
// kept markup (articles, footer texts) stay plain links.
import { type FocusEvent, type MouseEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { PrefetchPageLinks, useNavigate } from "react-router";

/** How long a pointer rests on a link before its page is prefetched, as <Link prefetch="intent">. */
const INTENT_DELAY_MS = 100;

function routedLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest("a[data-discover]");
  return link instanceof HTMLAnchorElement && link.origin === window.location.origin ? link : null;
}

const pathOf = (link: HTMLAnchorElement) => link.pathname + link.search + link.hash;

type KeptLinks = {
  handlers: {
    onClick: (event: MouseEvent) => void;
    onMouseOver: (event: MouseEvent) => void;
    onFocus: (event: FocusEvent) => void;
  };
  /** The prefetch links of the page last pointed at; render beside the kept markup. */
  prefetch: ReactNode;
};

export function useKeptLinks(): KeptLinks {
  const navigate = useNavigate();
  const [prefetchPage, setPrefetchPage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const intent = (event: MouseEvent | FocusEvent) => {
    const link = routedLinkOf(event.target);
    if (!link) return;
    clearTimeout(timer.current);
    const page = link.pathname + link.search;
    timer.current = setTimeout(() => setPrefetchPage(page), INTENT_DELAY_MS);
  };
  const onClick = (event: MouseEvent) => {
    const link = routedLinkOf(event.target);
    const plainClick =
      event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
    if (!link || event.defaultPrevented || !plainClick || link.hasAttribute("download")) return;
    if (link.target !== "" && link.target !== "_self") return;
    event.preventDefault();
    void navigate(pathOf(link));
  };
  return {
    handlers: { onClick, onMouseOver: intent, onFocus: intent },
    prefetch: prefetchPage ? <PrefetchPageLinks page={prefetchPage} /> : null,
  };
}

/**
 * A link of markup drawn only on the server and kept (the list's cards): the anchor React Router's <Link>
 * draws, with its `data-discover` mark, without the hooks a <Link> runs for every render, of no use in a
 * static render. `useKeptLinks` makes it navigate in the page and prefetch on intent in the browser.
 */
export function KeptLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a className={className} href={href} data-discover="true">
      {children}
    </a>
  );
}
