// A block's widths per breakpoint (spec §2 page modules, §3 footer columns: sm, md and lg out of 12) as
// classes of site-shell.css rather than inline style: the content security policy allows no style
// attributes. The block sits in a 12-column grid (.footer-columns, .module-grid).
import { columnSpan as span } from "../../domain/page-modules.ts";

export type ColumnWidths = { sm: number; md: number; lg: number };

export function columnSpanClasses(col: ColumnWidths): string {
  return `span-sm-${span(col.sm)} span-md-${span(col.md)} span-lg-${span(col.lg)}`;
}
