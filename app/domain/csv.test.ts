import { parse } from "csv-parse/sync";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvCell, csvDocument } from "./csv.ts";

function read(document: string): string[][] {
  return parse(document, { bom: true, relax_column_count: false });
}

describe("CSV export cells", () => {
  it("csv 1: a cell a spreadsheet would run as a formula is written as text with a leading apostrophe", () => {
    for (const dangerous of ["=1+1", "+32 475", "-2", "@SUM(A1)", "\tx", "\rx", '=HYPERLINK("http://x")']) {
      expect(read(csvDocument([[dangerous]]))[0]?.[0]).toBe(`'${dangerous}`);
    }
    expect(csvCell("Jean =Dupont")).toBe("Jean =Dupont");
    expect(csvCell(null)).toBe("");
    expect(csvCell(12)).toBe("12");
  });

  it("csv 2: commas, quotes and line breaks survive a round trip through a CSV parser", () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.array(fc.string({ maxLength: 20 }), { minLength: 1, maxLength: 4 }), {
            minLength: 1,
            maxLength: 5,
          })
          .chain((rows) => {
            const width = rows[0]?.length ?? 1;
            return fc.constant(rows.map((row) => Array.from({ length: width }, (_, i) => row[i] ?? "")));
          }),
        (rows) => {
          const parsed = read(csvDocument(rows));
          const expected = rows.map((row) =>
            row.map((cell) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell)),
          );
          expect(parsed).toEqual(expected);
        },
      ),
    );
  });
});
