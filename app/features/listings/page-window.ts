// The page numbers a paging bar shows: a few around the current page, the first and the last.

/** Page numbers around the current one, with the first and last always in reach. */
export function pageWindow(page: number, pageCount: number): (number | "gap")[] {
  const wanted = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2]);
  const pages = [...wanted].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const result: (number | "gap")[] = [];
  for (const n of pages) {
    const last = result.at(-1);
    // A gap of one page shows that page: "…" would take as much room.
    if (typeof last === "number" && n - last === 2) result.push(last + 1);
    else if (typeof last === "number" && n - last > 2) result.push("gap");
    result.push(n);
  }
  return result;
}
