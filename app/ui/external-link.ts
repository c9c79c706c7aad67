/** The attributes an external link carries: a new tab, without giving the opened page a handle on ours. */
export const NEW_TAB_ATTRIBUTES = { target: "_blank", rel: "noopener noreferrer" } as const;
