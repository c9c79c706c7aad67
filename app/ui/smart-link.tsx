import type { ReactNode } from "react";
import { Link } from "react-router";
import { isExternalLink } from "../domain/paths.ts";
import { NEW_TAB_ATTRIBUTES } from "./external-link.ts";

type SmartLinkProps = {
  href: string;
  children: ReactNode;
  className?: string;
  /** Read by screen readers after an external link's text, e.g. "(opens in a new tab)". */
  newTabLabel: string;
  onClick?: () => void;
  hrefLang?: string;
  lang?: string;
  /** Marks the link to the page being shown (aria-current="page"). */
  current?: boolean;
};

/**
 * A link that navigates inside the site without reloading, and opens external http(s) addresses in a new
 * tab (spec §2), telling screen-reader users so. tel: and mailto: links stay plain links.
 */
export function SmartLink({
  href,
  children,
  className,
  newTabLabel,
  onClick,
  hrefLang,
  lang,
  current,
}: SmartLinkProps) {
  if (isExternalLink(href)) {
    return (
      <a href={href} className={className} onClick={onClick} {...NEW_TAB_ATTRIBUTES}>
        {children}
        <span className="visually-hidden"> {newTabLabel}</span>
      </a>
    );
  }
  if (!href.startsWith("/")) {
    return (
      <a href={href} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <Link
      to={href}
      className={className}
      onClick={onClick}
      hrefLang={hrefLang}
      lang={lang}
      prefetch="intent"
      aria-current={current ? "page" : undefined}
    >
      {children}
    </Link>
  );
}
