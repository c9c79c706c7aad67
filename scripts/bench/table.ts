// Prints bench tables as aligned plain text: numbers right-aligned, text left-aligned.
import type { BenchTable, Cell } from "./measurement.ts";

const show = (cell: Cell) => (cell === null ? "–" : String(cell));

export function formatTable(table: BenchTable): string {
  const cells = [table.columns, ...table.rows.map((row) => row.map(show))];
  const widths = table.columns.map((_, column) =>
    Math.max(...cells.map((row) => (row[column] ?? "").length)),
  );
  const numeric = table.columns.map((_, column) =>
    table.rows.every((row) => typeof row[column] !== "string"),
  );
  const line = (row: string[]) =>
    row
      .map((text, column) => {
        const width = widths[column] ?? 0;
        return numeric[column] ? text.padStart(width) : text.padEnd(width);
      })
      .join("  ")
      .trimEnd();
  const rule = widths.map((width) => "-".repeat(width)).join("  ");
  const body = [line(table.columns), rule, ...table.rows.map((row) => line(row.map(show)))];
  const notes = (table.notes ?? []).map((note) => `  ${note}`);
  return [`## ${table.title}`, "", ...body, ...(notes.length ? ["", ...notes] : [])].join("\n");
}
