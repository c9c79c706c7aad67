/** Spec §2: links to external http or https addresses open in a new tab. */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href.trim());
}

/** The attributes an external link carries: a new tab, without giving the opened page a handle on ours. */
export const NEW_TAB_ATTRIBUTES = { target: "_blank", rel: "noopener noreferrer" } as const;
