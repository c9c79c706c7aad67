// A footer column's widths per breakpoint (spec §3: sm, md and lg out of 12) as classes of site-shell.css
// rather than inline style: the content security policy allows no style attributes.

import { columnSpan as span } from "../../domain/page-modules.ts";

export type ColumnWidths = { sm: number; md: number; lg: number };

export function footerColumnClasses(col: ColumnWidths): string {
  return `footer-column span-sm-${span(col.sm)} span-md-${span(col.md)} span-lg-${span(col.lg)}`;
}
